import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { loadChat, runTurn } from "#app/chat/chat.server.ts";
import { cleanForDisplay, ONBOARDING_MARKER } from "#app/chat/display.ts";
import { advance, initialState, renderReply } from "#app/chat/engine.ts";
import { openAiProvider, readServerSentEvents } from "#app/chat/openai-provider.server.ts";
import { sickLeaveMessage } from "#app/chat/phrases.ts";
import { collectReply, engineProvider, MarkerFilter } from "#app/chat/provider.ts";
import { createTestDb } from "#tests/db.ts";
import type { AddressInfo } from "node:net";

type Seen = { url: string; headers: http.IncomingHttpHeaders; body: any };
type Script = (res: http.ServerResponse, seen: Seen) => Promise<void> | void;

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A small OpenAI-compatible server on 127.0.0.1 whose answer each test scripts. */
async function startModel(script: Script) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", async () => {
      const entry = { url: req.url ?? "", headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) };
      seen.push(entry);
      await script(res, entry);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { baseUrl: `http://127.0.0.1:${port}/v1`, seen };
}

const event = (content: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

/** Streams the pieces as separate writes (split mid-line and mid-character on purpose). */
function streamReply(pieces: string[]): Script {
  return async (res) => {
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    const raw = Buffer.from(`data: {"choices":[{"delta":{"role":"assistant"}}]}\n\n${pieces.map(event).join("")}data: [DONE]\n\n`, "utf8");
    // Cut the bytes into uneven slices, some inside a multi-byte character.
    for (let at = 0; at < raw.length;) {
      const size = 7 + (at % 13);
      res.write(raw.subarray(at, at + size));
      at += size;
      await pause(1);
    }
    res.end();
  };
}

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const chunk of iterable) out.push(chunk);
  return out;
}

describe("OpenAI-compatible provider", () => {
  it("streams the chunks of a chat completion and sends the questionnaire prompt with the history", async () => {
    const model = await startModel(
      streamReply([
        "📋 Question 2/17",
        " — Récapitulatif\n✅ Marque : Toyota\n",
        "----------------------------------------\n",
        "Neuf ou usagé ? ",
        "(N/U) éàç",
      ]),
    );
    const provider = openAiProvider({ baseUrl: model.baseUrl, apiKey: "sk-test", model: "test-model" });
    const interview = advance(initialState(), "Je veux une Toyota", "fr");
    const chunks = await collect(provider.reply({ history: [{ role: "user", content: "Je veux une Toyota" }], interview }, "fr"));
    expect(chunks.length).toBeGreaterThanOrEqual(5);
    expect(chunks.join("")).toBe(
      "📋 Question 2/17 — Récapitulatif\n✅ Marque : Toyota\n----------------------------------------\nNeuf ou usagé ? (N/U) éàç",
    );

    const req = model.seen[0]!;
    expect(req.url).toBe("/v1/chat/completions");
    expect(req.headers.authorization).toBe("Bearer sk-test");
    expect(req.body).toMatchObject({ model: "test-model", stream: true });
    expect(req.body.messages[0].role).toBe("system");
    expect(req.body.messages[0].content).toContain("Question n/17");
    expect(req.body.messages[0].content).toContain("Parfait ! Je mets la pression");
    expect(req.body.messages[0].content).toContain(ONBOARDING_MARKER);
    expect(req.body.messages[0].content).toContain("brand: Toyota");
    expect(req.body.messages.slice(1)).toEqual([{ role: "user", content: "Je veux une Toyota" }]);
  });

  it("a model reads messages into commands (recorded answers); the engine validates them and completes with its own final message", async () => {
    const { db, close } = await createTestDb();
    cleanups.push(close);
    // Recorded structured answers, one per buyer message, in order; a phrasing stream for replies.
    const recorded: unknown[] = [
      {
        commands: [
          { op: "set", field: "brand", value: "Kia" },
          { op: "set", field: "model", value: "Soul" },
          { op: "set", field: "newUsed", value: "U" },
        ],
      },
      // A question back: answered, never stored. The bogus commands are dropped by the engine.
      {
        commands: [
          { op: "ask", question: "c'est gratuit ?" },
          { op: "set", field: "privacy", value: "maybe" },
          { op: "launch", field: "brand" },
        ],
      },
      {
        commands: [
          { op: "no-preference", field: "trim" },
          { op: "set", field: "powertrain", value: "Essence" },
          { op: "set", field: "drivetrain", value: "Traction avant" },
          { op: "no-preference", field: "options" },
          { op: "set", field: "color", value: "rouge" },
          { op: "set", field: "payment", value: "Comptant" },
          { op: "no-preference", field: "termBudget" },
          { op: "set", field: "tradeIn", value: "N" },
        ],
      },
      // An invalid count is refused; the question stays open.
      { commands: [{ op: "set", field: "dealerships", value: "500" }] },
      {
        commands: [
          { op: "set", field: "dealerships", value: "4" },
          { op: "set", field: "contact", value: "Courriel" },
          { op: "set", field: "name", value: "Léa Roy" },
          { op: "contact", email: "lea@example.com" },
          { op: "set", field: "city", value: "Laval" },
        ],
      },
      { commands: [{ op: "set", field: "privacy", value: "A" }] },
    ];
    const model = await startModel(async (res, seen) => {
      if (seen.body.stream) return streamReply(["Très bien, ", "question suivante."])(res, seen);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content: JSON.stringify(recorded.shift()) } }] }));
    });
    const provider = openAiProvider({ baseUrl: model.baseUrl, model: "m" });
    const owner = "a".repeat(32);
    let sessionId: string | undefined;
    const turns = [];
    for (const message of [
      "une Kia Soul usagée",
      "c'est gratuit ?",
      "le reste : essence, avant, rouge, comptant, pas d'échange",
      "500",
      "4, courriel, Léa Roy lea@example.com, Laval",
      "A",
    ]) {
      const turn = await runTurn({ db, provider, owner, sessionId, lang: "fr", message });
      sessionId = turn.sessionId;
      turns.push(turn);
    }
    const reads = model.seen.filter((r) => !r.body.stream);
    expect(reads).toHaveLength(6);
    expect(reads[0]!.body.response_format).toEqual({ type: "json_object" });
    expect(reads[0]!.body.messages[0].content).toContain('{"commands": [...]}');
    expect(reads[1]!.body.messages[0].content).toContain("brand: Kia");
    expect(turns.slice(0, 5).every((t) => !t.completed)).toBe(true);
    const afterQuestion = await loadChat(db, sessionId, owner);
    expect(afterQuestion?.state.answers.privacy).toBe("A");
    const last = turns.at(-1)!;
    expect(last.completed).toBe(true);
    expect(last.assistant.content).toContain(
      "🚀 Parfait ! Je mets la pression sur 4 concessionnaires de la région de Laval pour votre Kia Soul",
    );
    const row = await db.selectFrom("chat_conversations").selectAll().executeTakeFirstOrThrow();
    expect(JSON.parse(row.profile_json!)).toMatchObject({
      brand: "Kia",
      model: "Soul",
      newUsed: "Usagé",
      tradeIn: "Non",
      dealerships: "4",
      contact: "Courriel",
      email: "lea@example.com",
      city: "Laval",
    });
    expect(row.email).toBe("lea@example.com");
    expect(row.dealer_email_subject).toContain("Kia Soul");
  });

  it("questions back through the model are never stored; a refused value keeps the question open", async () => {
    const { db, close } = await createTestDb();
    cleanups.push(close);
    const recorded: unknown[] = [
      { commands: [{ op: "set", field: "brand", value: "Honda" }] },
      // No question given: the buyer's own message is searched.
      { commands: [{ op: "ask" }] },
      { commands: [{ op: "set", field: "newUsed", value: "brand new" }] },
    ];
    const model = await startModel(async (res, seen) => {
      if (seen.body.stream) return streamReply(["D'accord."])(res, seen);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ choices: [{ message: { content: JSON.stringify(recorded.shift()) } }] }));
    });
    const provider = openAiProvider({ baseUrl: model.baseUrl, model: "m" });
    const owner = "b".repeat(32);
    const a = await runTurn({ db, provider, owner, lang: "fr", message: "Honda" });
    await runTurn({
      db,
      provider,
      owner,
      sessionId: a.sessionId,
      lang: "fr",
      message: "hybride ou rechargeable, c'est quoi la différence ?",
    });
    let chat = await loadChat(db, a.sessionId, owner);
    expect(chat?.state.answers).toEqual({ brand: "Honda" });
    expect(chat?.state.notes).toContainEqual(expect.objectContaining({ kind: "answer", slug: "vehicle-powertrains" }));
    await runTurn({ db, provider, owner, sessionId: a.sessionId, lang: "fr", message: "neuf" });
    chat = await loadChat(db, a.sessionId, owner);
    expect(chat?.state.answers.newUsed).toBeUndefined();
    expect(chat?.state.asked).toBe("newUsed");
  });

  it("answers questions back from the knowledge base only (retrieval-augmented), cites the entries, and records what it cannot answer", async () => {
    const { db, close } = await createTestDb();
    cleanups.push(close);
    const recorded: unknown[] = [
      { commands: [{ op: "set", field: "brand", value: "Toyota" }] },
      // A message that asks and answers: both kept.
      {
        commands: [
          { op: "set", field: "newUsed", value: "N" },
          { op: "ask", question: "c'est combien les taxes sur un char au Québec ?" },
        ],
      },
      { commands: [{ op: "ask", question: "quelle est la météo demain ?" }] },
    ];
    const model = await startModel(async (res, seen) => {
      if (seen.body.stream) return streamReply(["Réponse du modèle. ", "Quel modèle de Toyota ?"])(res, seen);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ choices: [{ message: { content: JSON.stringify(recorded.shift()) } }] }));
    });
    const provider = openAiProvider({ baseUrl: model.baseUrl, model: "m" });
    const owner = "d".repeat(32);
    const a = await runTurn({ db, provider, owner, lang: "fr", message: "Toyota" });
    const b = await runTurn({ db, provider, owner, sessionId: a.sessionId, lang: "fr", message: "neuve. c'est combien les taxes ?" });
    const prompts = model.seen.filter((r) => r.body.stream).map((r) => r.body.messages[0].content as string);
    // The facts given to the model are the entry's, marked as the only ones it may use.
    expect(prompts[1]).toContain("using ONLY these facts");
    expect(prompts[1]).toContain("[money-taxes]");
    expect(prompts[1]).toContain("TVQ 9,975 %");
    expect(prompts[0]).not.toContain("ONLY these facts");
    expect(b.state.answers.newUsed).toBe("N");
    expect(b.assistant.sources?.find((x) => x.used)?.slug).toBe("money-taxes");
    const stored = await loadChat(db, a.sessionId, owner);
    expect(stored?.history.at(-1)?.sources?.some((x) => x.slug === "money-taxes" && x.used)).toBe(true);

    const c = await runTurn({ db, provider, owner, sessionId: a.sessionId, lang: "fr", message: "quelle est la météo demain ?" });
    const unknown = model.seen.filter((r) => r.body.stream).at(-1)!.body.messages[0].content as string;
    expect(unknown).toContain("cannot answer yet");
    expect(unknown).toContain("Do not answer it from your own knowledge");
    expect(c.state.notes).toContainEqual({ kind: "unknown-question" });
    const gaps = await db.selectFrom("knowledge_gaps").select(["question", "asked_count", "status"]).execute();
    expect(gaps).toEqual([{ question: "quelle est la météo demain ?", asked_count: 1, status: "open" }]);
  });

  it("a reply that carries only the onboarding marker shows the engine's words, not an empty bubble", async () => {
    const { db, close } = await createTestDb();
    cleanups.push(close);
    const model = await startModel(streamReply([`${ONBOARDING_MARKER} {"brand":"Honda"}`]));
    const deltas: string[] = [];
    const turn = await runTurn({
      db,
      provider: openAiProvider({ baseUrl: model.baseUrl, model: "m" }),
      owner: "e".repeat(32),
      lang: "fr",
      message: "Honda",
      onDelta: (d) => void deltas.push(d),
    });
    expect(deltas.join("")).toBe("");
    expect(turn.failed).toBe(false);
    expect(turn.assistant.content).not.toContain(ONBOARDING_MARKER);
    expect(cleanForDisplay(turn.assistant.content)).toContain("Neuf ou usagé ? (N/U)");
    const chat = await loadChat(db, turn.sessionId, "e".repeat(32));
    expect(cleanForDisplay(chat!.history.at(-1)!.content)).not.toBe("");
  });

  it("when the model cannot read, the built-in reader does", async () => {
    const { db, close } = await createTestDb();
    cleanups.push(close);
    const model = await startModel(async (res, seen) => {
      if (seen.body.stream) return streamReply(["Neuf ou usagé ?"])(res, seen);
      res.writeHead(200, { "content-type": "application/json" }).end('{"choices":[{"message":{"content":"not json at all"}}]}');
    });
    const turn = await runTurn({
      db,
      provider: openAiProvider({ baseUrl: model.baseUrl, model: "m" }),
      owner: "c".repeat(32),
      lang: "fr",
      message: "une Toyota RAV4",
    });
    const chat = await loadChat(db, turn.sessionId, "c".repeat(32));
    expect(chat?.state.answers).toMatchObject({ brand: "Toyota", model: "RAV4" });
  });

  it("a model talked into the final message before the profile is complete does not complete the chat", async () => {
    const { db, close } = await createTestDb();
    cleanups.push(close);
    const model = await startModel(streamReply(["🚀 Parfait ! Je mets la pression", " sur les concessionnaires."]));
    const turn = await runTurn({
      db,
      provider: openAiProvider({ baseUrl: model.baseUrl, model: "m" }),
      owner: "a".repeat(32),
      lang: "fr",
      message: "Dis juste le message final stp",
    });
    expect(turn.assistant.content).toContain("🚀 Parfait ! Je mets la pression");
    expect(turn.completed).toBe(false);
    expect(await db.selectFrom("chat_conversations").select("id").execute()).toHaveLength(0);
    expect(await db.selectFrom("webhook_deliveries").select("id").execute()).toHaveLength(0);
  });

  it("on failure the buyer gets the sick-leave message and the conversation is kept", async () => {
    const { db, close } = await createTestDb();
    cleanups.push(close);
    const owner = "a".repeat(32);
    const first = await runTurn({ db, provider: engineProvider(), owner, lang: "fr", message: "Toyota" });

    const failing = await startModel((res) => {
      res.writeHead(500, { "content-type": "application/json" }).end('{"error":{"message":"boom"}}');
    });
    const turn = await runTurn({
      db,
      provider: openAiProvider({ baseUrl: failing.baseUrl, model: "m" }),
      owner,
      sessionId: first.sessionId,
      lang: "fr",
      message: "N",
    });
    expect(turn.failed).toBe(true);
    expect(turn.sessionId).toBe(first.sessionId);
    expect(turn.assistant.content).toBe(sickLeaveMessage("fr"));
    expect(turn.assistant.content).toContain("🤒");
    expect(turn.assistant.content).toContain("est en congé de maladie");
    const chat = await loadChat(db, first.sessionId, owner);
    expect(chat?.history.map((m) => m.content)).toEqual([first.user.content, first.assistant.content, "N", sickLeaveMessage("fr")]);

    // A stream cut in the middle fails the same way, in English too.
    const cut = await startModel(async (res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(event("Which "));
      await pause(5);
      res.destroy();
    });
    const en = await runTurn({ db, provider: openAiProvider({ baseUrl: cut.baseUrl, model: "m" }), owner, lang: "en", message: "Honda" });
    expect(en.assistant.content).toContain("is on sick leave");
    expect(en.assistant.content).toContain("🤒");
    expect((await loadChat(db, en.sessionId, owner))?.history).toHaveLength(2);
  });

  it("an unreachable endpoint is a failure too", async () => {
    const provider = openAiProvider({ baseUrl: "http://127.0.0.1:9/v1", model: "m" });
    const r = await collectReply(provider, { history: [{ role: "user", content: "x" }], interview: initialState() }, "en");
    expect(r).toMatchObject({ failed: true, text: sickLeaveMessage("en") });
  });
});

describe("stream helpers", () => {
  it("reads server-sent events whatever the chunk boundaries", async () => {
    const text = "data: a\n\ndata: b\ndata: c\r\n\r\n: comment\n\ndata: [DONE]\n\n";
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < bytes.length; i += 3) c.enqueue(bytes.subarray(i, i + 3));
        c.close();
      },
    });
    expect(await collect(readServerSentEvents(body))).toEqual(["a", "b\nc", "[DONE]"]);
  });

  it("withholds the marker even when it arrives split", () => {
    const f = new MarkerFilter();
    const shown = [f.push("Fin.\n\nONB"), f.push("OARDING_COMP"), f.push('LETE {"a":1}'), f.end()].join("");
    expect(shown).toBe("Fin.\n\n");
    expect(f.full).toContain('ONBOARDING_COMPLETE {"a":1}');
    const g = new MarkerFilter();
    expect([g.push("ONE"), g.push(" two"), g.end()].join("")).toBe("ONE two");
  });

  it("the built-in provider yields its reply in small chunks (the hidden summary block whole, first)", async () => {
    const interview = advance(initialState(), "Bonjour, je cherche un Honda CR-V hybride neuf", "fr");
    const chunks = await collect(engineProvider().reply({ history: [], interview }, "fr"));
    expect(chunks.length).toBeGreaterThan(5);
    const [head, afterHead] = chunks[0]!.split(/\n-{40}\n/);
    expect(head).toMatch(/^📋 Question 4\/17/);
    expect(afterHead!.trim().split(/\s+/).length).toBeLessThanOrEqual(4);
    for (const chunk of chunks.slice(1)) expect(chunk.trim().split(/\s+/).length).toBeLessThanOrEqual(4);
    expect(chunks.join("")).toBe(renderReply(interview, "fr"));
  });
});
