import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFIRMATION_CAPS, DAILY_QUOTAS } from "#app/platform/quotas.server.ts";
import { startReceiver } from "#tests/receiver.ts";
import { withServerDb } from "#tests/server-db.ts";
import { startServer } from "#tests/server.ts";
import { createSmtpServer, freePort } from "#tests/smtp.ts";

/**
 * What anonymous traffic can exhaust, tried against the real server with its limits on (decision
 * 042): the day's e-mail budget through confirmation e-mails, the operator's sign-in through a
 * global guessing budget, and the database through posts that each store a row.
 */

type Started = Awaited<ReturnType<typeof startServer>>;
type Answer = { status: number; headers: Headers; text: string };

const PASSWORD = "operator-test-password-16";

function useServer(env: () => Record<string, string>) {
  const holder: { server?: Started } = {};
  beforeAll(async () => {
    holder.server = await startServer({ RATE_LIMITS: "on", TRUST_PROXY: "1", ADMIN_PASSWORD: PASSWORD, ...env() });
  }, 60_000);
  afterAll(async () => {
    await holder.server?.stop();
    await holder.server?.cleanup();
  });
  return () => {
    if (!holder.server) throw new Error("the server is not started");
    return holder.server;
  };
}

async function send(
  base: string,
  path: string,
  { form, from, cookie, method }: { form?: Record<string, string>; from: string; cookie?: string; method?: string },
): Promise<Answer> {
  const res = await fetch(base + path, {
    method: method ?? (form ? "POST" : "GET"),
    redirect: "manual",
    headers: {
      "x-forwarded-for": from,
      ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      ...(cookie ? { cookie } : {}),
    },
    ...(form ? { body: new URLSearchParams(form) } : {}),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** One wizard request, every post from `from` with a cookie of its own; returns that cookie. */
async function wizardRequest(
  base: string,
  from: string,
  email: string,
  { contact = "Courriel", phone = "514-555-0199" }: { contact?: string; phone?: string } = {},
): Promise<string> {
  let cookie = "";
  const steps: Array<[number, Record<string, string>]> = [
    [1, { value: "Toyota" }],
    [2, { value: "Neuf" }],
    [3, { value: "Corolla" }],
    [4, { value: "LE" }],
    [5, { value: "2" }],
    [6, { value: contact }],
    [7, { value: "Marc Gagnon" }],
    [8, { email, phone }],
    [9, { value: "Laval" }],
    [10, { value: "B) Ne pas partager - Sam relaie tout" }],
  ];
  for (const [step, form] of steps) {
    const r = await send(base, `/vehicle-step/${step}`, { form, from, cookie });
    cookie = r.headers.get("set-cookie")?.split(";")[0] ?? cookie;
    expect(r.status, `step ${step} from ${from}`).toBe(302);
  }
  return cookie;
}

/** Waits until `count()` has stopped changing for `quietMs` (the outbox has sent what it will). */
async function settled(count: () => number | Promise<number>, quietMs = 2_500, maxMs = 20_000): Promise<number> {
  const start = Date.now();
  let last = await count();
  let since = Date.now();
  while (Date.now() - start < maxMs) {
    await new Promise((r) => setTimeout(r, 200));
    const now = await count();
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) break;
  }
  return last;
}

describe("confirmation e-mails: a cap per recipient address and per client address", () => {
  const smtp = createSmtpServer();
  let smtpPort = 0;
  beforeAll(async () => {
    smtpPort = await freePort();
    await smtp.listen(smtpPort);
  });
  afterAll(() => smtp.close());
  const server = useServer(() => ({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, WEBHOOK_RETRY_SCHEDULE_MS: "200" }));

  it("five anonymous requests for one inbox send it three confirmations; the others wait for an operator, none is lost", async () => {
    let cookie = "";
    for (let i = 0; i < 5; i++) cookie = await wizardRequest(server().base, `198.51.100.${10 + i}`, "victime@courriel.ca");
    // The page says what happens to the last one, truthfully.
    const success = await send(server().base, "/vehicle-step/success", { from: "198.51.100.14", cookie });
    expect(success.text).toContain("cette adresse a déjà reçu aujourd'hui toutes les confirmations permises");
    const toVictim = await settled(() => smtp.received.filter((m) => m.to.includes("victime@courriel.ca")).length);
    expect(toVictim).toBe(CONFIRMATION_CAPS.perRecipient);
    const states = await withServerDb(server(), (db) =>
      db.all<{ state: string; n: number }>("SELECT state, count(*) AS n FROM buyer_requests GROUP BY state ORDER BY state"),
    );
    expect(states).toEqual([
      { state: "awaiting_approval", n: 2 },
      { state: "awaiting_confirmation", n: 3 },
    ]);
    expect((await withServerDb(server(), (db) => db.get<{ n: number }>("SELECT count(*) AS n FROM vehicle_submissions")))!.n).toBe(5);
  }, 60_000);

  it("one client address gets at most five confirmations a day, whatever the inboxes", async () => {
    const before = smtp.received.length;
    for (let i = 0; i < 6; i++) await wizardRequest(server().base, "203.0.113.99", `acheteur${i}@courriel.ca`);
    const sent = await settled(() => smtp.received.length - before);
    expect(sent).toBe(CONFIRMATION_CAPS.perClient);
    const waiting = await withServerDb(server(), (db) =>
      db.get<{ n: number }>("SELECT count(*) AS n FROM buyer_requests WHERE state = 'awaiting_approval'"),
    );
    expect(waiting!.n).toBe(2 + 1);
  }, 60_000);
});

describe("confirmation SMS: a number is a recipient too (decision 059)", () => {
  const smtp = createSmtpServer();
  let smtpPort = 0;
  let sms: Awaited<ReturnType<typeof startReceiver>> | undefined;
  beforeAll(async () => {
    smtpPort = await freePort();
    await smtp.listen(smtpPort);
    sms = await startReceiver();
  });
  afterAll(async () => {
    await smtp.close();
    await sms?.close();
  });
  const server = useServer(() => ({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SMS_URL: sms!.url,
    SMS_FROM: "+14385550100",
    WEBHOOK_RETRY_SCHEDULE_MS: "200",
  }));
  const texts = () => sms!.received.filter((r) => (JSON.parse(r.body) as { to: string }).to === "+15145550177").length;

  it("five requests naming one number text it three confirmations, the last resent link too stays within the cap; each inbox still gets its own", async () => {
    for (let i = 0; i < 5; i++)
      await wizardRequest(server().base, `198.51.100.${40 + i}`, `texto${i}@courriel.ca`, { contact: "SMS", phone: "514 555-0177" });
    expect(await settled(texts)).toBe(CONFIRMATION_CAPS.perRecipient);
    expect(await settled(() => smtp.received.length)).toBe(5);
    const rows = await withServerDb(server(), (db) =>
      db.all<{ token: string; state: string; sms: string | null }>(
        "SELECT token, state, confirm_sms_token_hash AS sms FROM buyer_requests ORDER BY id",
      ),
    );
    expect(rows.map((r) => [r.state, r.sms !== null])).toEqual([
      ["awaiting_confirmation", true],
      ["awaiting_confirmation", true],
      ["awaiting_confirmation", true],
      ["awaiting_confirmation", false],
      ["awaiting_confirmation", false],
    ]);
    // The last buyer asks for the link again (past CONFIRM_RESEND_MINUTES): the e-mail goes, the number stays at its cap.
    const last = rows.at(-1)!;
    await withServerDb(server(), (db) =>
      db.run("UPDATE buyer_requests SET confirm_sent_at = ? WHERE token = ?", new Date(Date.now() - 3_600_000).toISOString(), last.token),
    );
    const resent = await send(server().base, `/demande/${last.token}`, { form: { intent: "resend-confirmation" }, from: "198.51.100.44" });
    expect(resent.status).toBe(200);
    expect(resent.text).toContain("Un nouveau lien vient d'être envoyé à l'adresse courriel de la demande");
    expect(await settled(() => smtp.received.length)).toBe(6);
    expect(texts()).toBe(CONFIRMATION_CAPS.perRecipient);
  }, 90_000);
});

describe("confirmation e-mails have their own share of the day's budget", () => {
  const smtp = createSmtpServer();
  let smtpPort = 0;
  beforeAll(async () => {
    smtpPort = await freePort();
    await smtp.listen(smtpPort);
  });
  afterAll(() => smtp.close());
  // 20 % of 4: one confirmation a day; the rest of the budget is kept for dealer and privacy e-mails.
  const server = useServer(() => ({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_DAILY_LIMIT: "4", WEBHOOK_RETRY_SCHEDULE_MS: "200" }));

  it("confirmations from many addresses cannot defer a privacy e-mail", async () => {
    for (let i = 0; i < 5; i++) await wizardRequest(server().base, `192.0.2.${20 + i}`, `personne${i}@courriel.ca`);
    const confirmations = await settled(() => smtp.received.length);
    expect(confirmations).toBe(1);
    // The others wait for tomorrow's share (nothing dropped).
    const pending = await withServerDb(server(), (db) =>
      db.get<{ n: number }>("SELECT count(*) AS n FROM webhook_deliveries WHERE channel = 'email' AND status = 'pending'"),
    );
    expect(pending!.n).toBe(4);
    // A person asks for their privacy link: it leaves at once.
    const asked = await send(server().base, "/fr/confidentialite", { form: { email: "personne3@courriel.ca" }, from: "192.0.2.90" });
    expect(asked.status).toBe(200);
    const privacy = await settled(() => smtp.received.filter((m) => m.to.includes("personne3@courriel.ca")).length);
    expect(privacy).toBe(1);
  }, 60_000);
});

describe("the operator's sign-in under a global guessing attack", () => {
  const server = useServer(() => ({}));
  const login = (password: string, from: string) => send(server().base, "/admin/login", { form: { password }, from });

  it("100 wrong passwords from 20 addresses slow guessers but never refuse the right password from an address that has not failed", async () => {
    for (let i = 0; i < 100; i++) {
      const r = await login(`wrong-${i}`, `192.0.2.${(i % 20) + 1}`);
      expect(r.status, `guess ${i}`).toBeLessThan(500);
    }
    // A new guesser is slowed at once: its first wrong password closes its address.
    const guesser = await login("still-wrong", "198.51.100.77");
    expect(guesser.status).toBe(429);
    expect((await login(PASSWORD, "198.51.100.77")).status).toBe(429);
    // The operator, from an address that has not failed, signs in.
    const operator = await login(PASSWORD, "198.51.100.200");
    expect(operator.status).toBe(302);
    expect(operator.headers.get("set-cookie")).toMatch(/^sam_operator=/);
    await new Promise((r) => setTimeout(r, 300));
    expect(server().stdout()).toMatch(/global sign-in failure budget/);
    expect(server().stdout()).not.toContain("198.51.100.200");
  }, 60_000);
});

describe("per-address daily quotas on stored posts", () => {
  const server = useServer(() => ({}));
  const count = async (table: string) =>
    (await withServerDb(server(), (db) => db.get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)))!.n;

  it("the figures of decision 042", () => {
    expect(DAILY_QUOTAS).toEqual({ contact: 10, evaluation: 10, privacy: 5, draft: 20, chat: 20 });
    expect(CONFIRMATION_CAPS).toEqual({ perRecipient: 3, perClient: 5 });
  });

  it("contact messages: ten a day from one address, then a 429 page in the page's language with the answers kept", async () => {
    const form = { name: "Marie Tremblay", email: "marie@courriel.ca", subject: "Question", message: "Un long message ".repeat(50) };
    for (let i = 0; i < 10; i++) expect((await send(server().base, "/fr/contact", { form, from: "203.0.113.1" })).status).toBe(302);
    const fr = await send(server().base, "/fr/contact", { form, from: "203.0.113.1" });
    expect(fr.status).toBe(429);
    expect(fr.text).toContain("Limite quotidienne atteinte");
    expect(fr.text).toContain("Marie Tremblay");
    expect(fr.text).toContain("Un long message");
    expect(Number(fr.headers.get("retry-after"))).toBeGreaterThan(0);
    const en = await send(server().base, "/en/contact", { form, from: "203.0.113.1" });
    expect(en.status).toBe(429);
    expect(en.text).toContain("Daily limit reached");
    expect(en.text).toContain("Marie Tremblay");
    expect(await count("contact_messages")).toBe(10);
    // Another address is not affected.
    expect((await send(server().base, "/fr/contact", { form, from: "203.0.113.2" })).status).toBe(302);
  }, 60_000);

  it("property evaluations: ten a day from one address", async () => {
    const form = {
      firstName: "Luc",
      lastName: "Roy",
      email: "luc@courriel.ca",
      phone: "514-555-0100",
      address: "12 rue Principale",
      city: "Laval",
      postalCode: "H7N 1A1",
      propertyType: "condo",
    };
    for (let i = 0; i < 10; i++) {
      expect((await send(server().base, "/evaluation-propriete", { form, from: "203.0.113.3" })).status).toBe(302);
    }
    const refused = await send(server().base, "/evaluation-propriete", { form, from: "203.0.113.3" });
    expect(refused.status).toBe(429);
    expect(refused.text).toContain("Limite quotidienne atteinte");
    expect(refused.text).toContain("12 rue Principale");
    expect(await count("property_evaluations")).toBe(10);
  }, 60_000);

  it("privacy link requests: five a day from one address", async () => {
    for (let i = 0; i < 5; i++) {
      const r = await send(server().base, "/fr/confidentialite", { form: { email: `p${i}@courriel.ca` }, from: "203.0.113.4" });
      expect(r.status).toBe(200);
    }
    const refused = await send(server().base, "/fr/confidentialite", { form: { email: "p9@courriel.ca" }, from: "203.0.113.4" });
    expect(refused.status).toBe(429);
    expect(refused.text).toContain("Limite quotidienne atteinte");
    expect(refused.text).toContain("p9@courriel.ca");
  }, 60_000);

  it("wizard drafts: twenty new ones a day from one address; a refused answer is kept on the page", async () => {
    for (let i = 0; i < 20; i++) {
      expect((await send(server().base, "/vehicle-step/1", { form: { value: "Toyota" }, from: "203.0.113.5" })).status).toBe(302);
    }
    const refused = await send(server().base, "/vehicle-step/1", { form: { value: "Honda" }, from: "203.0.113.5" });
    expect(refused.status).toBe(429);
    expect(refused.text).toContain("Limite quotidienne atteinte");
    expect(refused.text).toContain("Honda");
    const en = await send(server().base, "/en/vehicle-step/1", { form: { value: "Honda" }, from: "203.0.113.5" });
    expect(en.status).toBe(429);
    expect(en.text).toContain("Daily limit reached");
    expect(await count("drafts")).toBe(20);
  }, 60_000);

  it("chat conversations: twenty new ones a day from one address (with and without JavaScript)", async () => {
    for (let i = 0; i < 20; i++) {
      expect((await send(server().base, "/chat", { form: { message: "Bonjour" }, from: "203.0.113.6" })).status).toBe(302);
    }
    const refused = await send(server().base, "/chat", { form: { message: "Je cherche un RAV4" }, from: "203.0.113.6" });
    expect(refused.status).toBe(429);
    expect(refused.text).toContain("Limite quotidienne atteinte");
    expect(refused.text).toContain("Je cherche un RAV4");
    const stream = await send(server().base, "/chat/stream", { form: { message: "Bonjour" }, from: "203.0.113.6" });
    expect(stream.status).toBe(429);
    expect(stream.text).toContain("Limite quotidienne atteinte");
    expect(await count("chat_sessions")).toBe(20);
  }, 60_000);
});
