import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { entrySchema } from "#app/chat/knowledge/entry-form.ts";
import {
  answerAsks,
  answerGap,
  answerQuestion,
  createEntry,
  dismissGap,
  getEntry,
  getGap,
  listEntries,
  listGaps,
  setEntryRetired,
  updateEntry,
} from "#app/chat/knowledge/knowledge.server.ts";
import { seedEntries } from "#app/chat/knowledge/seed.ts";
import { openDatabase } from "#db/index.ts";
import { migrations } from "#migrations/index.ts";
import { createTestDb, testDialect } from "#tests/db.ts";

/**
 * The knowledge base in the database (decision 054), on SQLite and on PostgreSQL
 * (vitest.pg.config.ts): seeded at migration, searched, gaps recorded and answered, and every
 * change seen by another instance (another connection pool on the same database) at its next question.
 */
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function database() {
  const t = await createTestDb();
  cleanups.push(t.close);
  return t;
}

const parsed = (values: Record<string, string>) => {
  const result = entrySchema.safeParse(values);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data;
};

describe(`the knowledge base on ${testDialect()}`, () => {
  it("is seeded at migration with the reviewed entries", async () => {
    const { db } = await database();
    const rows = await listEntries(db, { lang: "fr" });
    expect(rows).toHaveLength(seedEntries.length);
    expect(rows.every((r) => r.source === "seed" && !r.retired)).toBe(true);
    const version = await db.selectFrom("knowledge_version").select("version").executeTakeFirstOrThrow();
    expect(version.version).toBeGreaterThanOrEqual(1);
  });

  it("answers a question it holds, confidently, and records nothing", async () => {
    const { db } = await database();
    const answer = await answerQuestion(db, "c'est quoi les taxes sur un char au Québec ?", "fr");
    expect(answer.confident).toBe(true);
    expect(answer.entry?.slug).toBe("money-taxes");
    expect(answer.entry?.fr.answer).toContain("TVQ 9,975 %");
    expect((await listGaps(db, "open")).total).toBe(0);
  });

  it("answers a question inside a longer message from what the message says around it (decision 063)", async () => {
    const { db } = await database();
    const message = "Le concessionnaire Mazda m'a déjà donné un prix écrit, est-ce que je te l'envoie ?";
    const { commands } = await answerAsks(
      db,
      [{ op: "ask", question: "est-ce que je te l'envoie ?", context: message }],
      message,
      "fr",
      {},
    );
    expect(commands[0]).toMatchObject({ op: "ask", reply: { slug: "dealers-existing-quote", confident: true } });
    expect((await listGaps(db, "open")).total).toBe(0);
  });

  it("records a question it cannot answer, redacted, once per question, counting each time it is asked", async () => {
    const { db } = await database();
    const question = "Acceptez-vous les paiements en cryptomonnaie ? écrivez à lea@exemple.ca ou 514-555-0199";
    const first = await answerQuestion(db, question, "fr", { known: { name: "Léa Roy" } });
    expect(first.confident).toBe(false);
    await answerQuestion(db, question, "fr");
    await answerQuestion(db, "Léa ici : acceptez-vous les paiements en cryptomonnaie ?", "fr", { known: { name: "Léa Roy" } });
    const { rows, total } = await listGaps(db, "open");
    expect(total).toBe(2);
    const counted = rows.find((r) => r.askedCount === 2)!;
    expect(counted.question).toBe("Acceptez-vous les paiements en cryptomonnaie ? écrivez à [courriel] ou [téléphone]");
    expect(rows.map((r) => r.question).join(" ")).not.toMatch(/lea@|514|Léa/);
    expect(rows.find((r) => r.askedCount === 1)!.question).toBe("[nom] ici : acceptez-vous les paiements en cryptomonnaie ?");
  });

  it("uses the operator's answer from the next question on, on another instance too", async () => {
    const t = await database();
    const other = t.reopen();
    cleanups.push(() => other.destroy());
    const question = "Est-ce que vous louez des motoneiges ?";
    // Both instances have built their index (and would keep it without the version check).
    expect((await answerQuestion(t.db, question, "fr")).confident).toBe(false);
    expect((await answerQuestion(other, "Do you rent snowmobiles?", "en")).confident).toBe(false);
    const gap = (await listGaps(t.db, "open")).rows.find((r) => r.language === "fr")!;
    const answered = await answerGap(t.db, gap.id, {
      kind: "new",
      input: parsed({
        questionsFr: `${gap.question}\nFaites-vous les motoneiges ?`,
        questionsEn: "Do you rent snowmobiles?\nDo you do snowmobiles?",
        answerFr: "Non : Sam demande des prix de véhicules routiers aux concessionnaires, pas de motoneiges.",
        answerEn: "No: Sam asks dealerships for prices on road vehicles, not snowmobiles.",
        tags: "motoneige",
      }),
    });
    expect(answered.ok).toBe(true);
    const fr = await answerQuestion(other, question, "fr");
    expect(fr.confident).toBe(true);
    expect(fr.entry?.fr.answer).toContain("pas de motoneiges");
    const en = await answerQuestion(other, "do you rent snowmobiles", "en");
    expect(en.confident).toBe(true);
    expect((await getGap(t.db, gap.id))?.status).toBe("answered");
  });

  it("links a gap to an existing entry: the question becomes one of its phrasings", async () => {
    const { db } = await database();
    const question = "Y a-tu de quoi pour une Bolt usagée côté gouvernement ?";
    const before = await answerQuestion(db, question, "fr");
    const gap = (await listGaps(db, "open")).rows[0];
    expect(before.confident).toBe(false);
    const target = (await listEntries(db, { lang: "fr", q: "money-ev-used-incentive" }))[0];
    expect(await answerGap(db, gap.id, { kind: "link", entryId: target.id })).toEqual({ ok: true, entryId: target.id });
    const after = await answerQuestion(db, question, "fr");
    expect(after.confident).toBe(true);
    expect(after.entry?.slug).toBe("money-ev-used-incentive");
  });

  it("edits and retires entries; a retired entry is never answered", async () => {
    const { db } = await database();
    const created = await createEntry(
      db,
      parsed({
        questionsFr: "Faites-vous les VR ?\nEst-ce que vous trouvez des véhicules récréatifs ?",
        questionsEn: "Do you do RVs?\nCan you find recreational vehicles?",
        answerFr: "Pas encore : Sam contacte des concessionnaires d'autos et de camions légers.",
        answerEn: "Not yet: Sam contacts car and light-truck dealerships.",
      }),
    );
    expect(created.slug).toMatch(/^op-faites-vous-les-[0-9a-f]{4}$/);
    expect((await answerQuestion(db, "vous faites les VR ?", "fr")).entry?.id).toBe(created.id);
    await updateEntry(
      db,
      created.id,
      parsed({
        questionsFr: "Faites-vous les VR ?",
        questionsEn: "Do you do RVs?",
        answerFr: "Depuis peu : Sam contacte aussi des commerçants de VR.",
        answerEn: "Recently: Sam also contacts RV dealers.",
      }),
    );
    expect((await answerQuestion(db, "vous faites les VR ?", "fr")).entry?.fr.answer).toContain("Depuis peu");
    await setEntryRetired(db, created.id, true);
    expect((await answerQuestion(db, "vous faites les VR ?", "fr", { record: false })).entry?.id).not.toBe(created.id);
    await setEntryRetired(db, created.id, false);
    expect((await answerQuestion(db, "vous faites les VR ?", "fr")).entry?.id).toBe(created.id);
  });

  it("dismisses a gap; asked again it stays dismissed but is counted", async () => {
    const { db } = await database();
    await answerQuestion(db, "quelle est la météo demain ?", "fr");
    const gap = (await listGaps(db, "open")).rows[0];
    expect(await dismissGap(db, gap.id)).toBe(true);
    await answerQuestion(db, "quelle est la météo demain ?", "fr");
    expect((await listGaps(db, "open")).total).toBe(0);
    expect((await getGap(db, gap.id))?.askedCount).toBe(2);
  });

  it("refuses entries that could break a reply (markup, the completion rocket) with field errors", () => {
    const result = entrySchema.safeParse({
      questionsFr: "",
      questionsEn: "x?",
      answerFr: "Voir <a href=x>ici</a>",
      answerEn: "🚀 done done",
      linkFr: "javascript:alert(1)",
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => `${String(i.path[0])}:${i.message}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        "questionsFr:knowledge:errors.questionRequired",
        "answerFr:knowledge:errors.answerInvalid",
        "answerEn:knowledge:errors.answerInvalid",
        "linkFr:knowledge:errors.link",
      ]),
    );
  });
});

/** A SQLite database of its own, migrated up to `name` (the state before a migration under test). */
async function migratedTo(name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sam-kb-"));
  const { db } = openDatabase(path.join(dir, "kb.db"));
  cleanups.push(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo(name)).error).toBeUndefined();
  return { db, migrator };
}

describe("a revision of the reviewed file (migration 0126)", () => {
  it("adds the new entries and updates the seeded ones no operator edited; an operator's edit stays", async () => {
    const { db, migrator } = await migratedTo("0125_request_review");
    // As a database seeded before the revision: an entry missing, one with older text, one an operator edited.
    await db.deleteFrom("knowledge_entries").where("slug", "=", "privacy-storage").execute();
    await db.updateTable("knowledge_entries").set({ answer_fr: "Ancien texte." }).where("slug", "=", "service-cost").execute();
    await db
      .updateTable("knowledge_entries")
      .set({ answer_fr: "Le texte de l'opérateur.", operator_edited_at: "2026-11-27T00:00:00.000Z" })
      .where("slug", "=", "sam-ai")
      .execute();
    const before = (await db.selectFrom("knowledge_version").select("version").executeTakeFirstOrThrow()).version;
    expect((await migrator.migrateTo("0126_knowledge_seed_revision")).error).toBeUndefined();
    const row = (slug: string) =>
      db.selectFrom("knowledge_entries").select(["answer_fr", "source"]).where("slug", "=", slug).executeTakeFirst();
    expect(await row("privacy-storage")).toMatchObject({ source: "seed" });
    expect((await row("service-cost"))?.answer_fr).toBe(seedEntries.find((e) => e.slug === "service-cost")!.fr.answer);
    expect((await row("sam-ai"))?.answer_fr).toBe("Le texte de l'opérateur.");
    expect((await db.selectFrom("knowledge_version").select("version").executeTakeFirstOrThrow()).version).toBe(before + 1);
  });
});

describe("the richer phrasings of the reviewed file (migration 0127, decision 057)", () => {
  it("gives the seeded entries no operator edited the file's phrasings and moves the version; an operator's phrasings stay", async () => {
    const { db, migrator } = await migratedTo("0126_knowledge_seed_revision");
    // As a database revised by 0126 before the phrasings were added: fewer phrasings, and an operator's own.
    await db
      .updateTable("knowledge_entries")
      .set({ questions_fr: JSON.stringify(["Combien de temps ?"]) })
      .where("slug", "=", "service-delay")
      .execute();
    await db
      .updateTable("knowledge_entries")
      .set({ questions_en: JSON.stringify(["Operator's phrasing?"]), operator_edited_at: "2026-11-27T00:00:00.000Z" })
      .where("slug", "=", "dealers-count")
      .execute();
    const before = (await db.selectFrom("knowledge_version").select("version").executeTakeFirstOrThrow()).version;
    expect((await migrator.migrateTo("0127_knowledge_seed_phrasings")).error).toBeUndefined();
    const row = (slug: string) =>
      db.selectFrom("knowledge_entries").select(["questions_fr", "questions_en"]).where("slug", "=", slug).executeTakeFirstOrThrow();
    const delay = seedEntries.find((e) => e.slug === "service-delay")!;
    expect(JSON.parse((await row("service-delay")).questions_fr)).toEqual(delay.fr.questions);
    expect(delay.fr.questions.length).toBeGreaterThan(7);
    expect(JSON.parse((await row("dealers-count")).questions_en)).toEqual(["Operator's phrasing?"]);
    expect((await db.selectFrom("knowledge_version").select("version").executeTakeFirstOrThrow()).version).toBe(before + 1);
  });
});

describe("the phrasings written for this round (migration 0129, decision 060)", () => {
  it("gives the seeded entries no operator edited the file's phrasings and moves the version; an operator's phrasings stay", async () => {
    const { db, migrator } = await migratedTo("0128_sms_confirmation");
    // As a database seeded before this round: fewer phrasings, and an operator's own.
    await db
      .updateTable("knowledge_entries")
      .set({ questions_en: JSON.stringify(["How long?"]) })
      .where("slug", "=", "service-delay")
      .execute();
    await db
      .updateTable("knowledge_entries")
      .set({ questions_fr: JSON.stringify(["La phrase de l'opérateur ?"]), operator_edited_at: "2026-11-27T00:00:00.000Z" })
      .where("slug", "=", "money-down-payment")
      .execute();
    const before = (await db.selectFrom("knowledge_version").select("version").executeTakeFirstOrThrow()).version;
    expect((await migrator.migrateTo("0129_knowledge_seed_more_phrasings")).error).toBeUndefined();
    const row = (slug: string) =>
      db.selectFrom("knowledge_entries").select(["questions_fr", "questions_en"]).where("slug", "=", slug).executeTakeFirstOrThrow();
    const delay = seedEntries.find((e) => e.slug === "service-delay")!;
    expect(JSON.parse((await row("service-delay")).questions_en)).toEqual(delay.en.questions);
    expect(JSON.parse((await row("money-down-payment")).questions_fr)).toEqual(["La phrase de l'opérateur ?"]);
    expect((await db.selectFrom("knowledge_version").select("version").executeTakeFirstOrThrow()).version).toBe(before + 1);
  });
});

describe("the entries written for this round (migration 0131, decisions 062–063)", () => {
  it("inserts the file's new entries into a database seeded before them, and moves the version", async () => {
    const { db, migrator } = await migratedTo("0129_knowledge_seed_more_phrasings");
    // As a database that ran 0129 before the new entries were written.
    await db.deleteFrom("knowledge_entries").where("slug", "=", "vehicle-certified-preowned").execute();
    const before = (await db.selectFrom("knowledge_version").select("version").executeTakeFirstOrThrow()).version;
    expect((await migrator.migrateTo("0131_knowledge_seed_new_entries")).error).toBeUndefined();
    const row = await db
      .selectFrom("knowledge_entries")
      .select(["questions_fr", "source"])
      .where("slug", "=", "vehicle-certified-preowned")
      .executeTakeFirstOrThrow();
    const entry = seedEntries.find((e) => e.slug === "vehicle-certified-preowned")!;
    expect(row.source).toBe("seed");
    expect(JSON.parse(row.questions_fr)).toEqual(entry.fr.questions);
    expect((await db.selectFrom("knowledge_version").select("version").executeTakeFirstOrThrow()).version).toBe(before + 1);
  });
});

describe("the phrasings written for the fourth round (migration 0132, decision 065)", () => {
  it("gives the seeded entries no operator edited the file's phrasings and moves the version; an operator's phrasings stay", async () => {
    const { db, migrator } = await migratedTo("0131_knowledge_seed_new_entries");
    // As a database that ran 0131 before this round's phrasings were written: the phrasings as 0131
    // left them, and an operator's own.
    const delay = seedEntries.find((e) => e.slug === "service-delay")!;
    await db
      .updateTable("knowledge_entries")
      .set({ questions_fr: JSON.stringify(delay.fr.questions.slice(0, -3)) })
      .where("slug", "=", "service-delay")
      .execute();
    await db
      .updateTable("knowledge_entries")
      .set({ questions_en: JSON.stringify(["The operator's phrasing?"]), operator_edited_at: "2026-11-27T00:00:00.000Z" })
      .where("slug", "=", "service-commitment")
      .execute();
    const before = (await db.selectFrom("knowledge_version").select("version").executeTakeFirstOrThrow()).version;
    expect((await migrator.migrateTo("0132_knowledge_seed_fourth_round")).error).toBeUndefined();
    const row = (slug: string) =>
      db.selectFrom("knowledge_entries").select(["questions_fr", "questions_en"]).where("slug", "=", slug).executeTakeFirstOrThrow();
    expect(JSON.parse((await row("service-delay")).questions_fr)).toEqual(delay.fr.questions);
    expect(JSON.parse((await row("service-commitment")).questions_en)).toEqual(["The operator's phrasing?"]);
    expect((await db.selectFrom("knowledge_version").select("version").executeTakeFirstOrThrow()).version).toBe(before + 1);
  });
});

describe("the entries merged in the reviewed file (migration 0134, decision 080)", () => {
  it("retires each merged entry no operator edited, points its gaps to the entry it went into, and leaves an operator's entry alone", async () => {
    const { db, migrator } = await migratedTo("0132_knowledge_seed_fourth_round");
    // As a database seeded before the merge: the two entries that were merged away, as the file
    // had them (one of them edited by an operator), and gaps that name the other one.
    const at = "2026-11-27T00:00:00.000Z";
    const old = (slug: string, edited: string | null) =>
      db
        .insertInto("knowledge_entries")
        .values({
          slug,
          questions_fr: JSON.stringify(["Ancienne formulation ?"]),
          questions_en: JSON.stringify(["Old phrasing?"]),
          answer_fr: "Ancienne réponse.",
          answer_en: "Old answer.",
          link_fr: "",
          link_en: "",
          tags: "[]",
          checked_on: null,
          source: "seed",
          operator_edited_at: edited,
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const pause = await old("service-pause-request", null);
    const noCredit = await old("money-financing-no-credit", at);
    const gap = (key: string, entry: number | null, closest: number | null) =>
      db
        .insertInto("knowledge_gaps")
        .values({
          question_key: key,
          question: key,
          language: "fr",
          asked_count: 1,
          first_asked_at: at,
          last_asked_at: at,
          closest_entry_id: closest,
          closest_confidence: 0.3,
          status: entry === null ? "open" : "answered",
          entry_id: entry,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const answered = await gap("on peut tu mettre ça sur pause", pause.id, pause.id);
    const open = await gap("je peux tu geler ma demande", null, pause.id);
    const before = (await db.selectFrom("knowledge_version").select("version").executeTakeFirstOrThrow()).version;
    expect((await migrator.migrateTo("0134_knowledge_seed_merged_entries")).error).toBeUndefined();

    const row = (slug: string) =>
      db
        .selectFrom("knowledge_entries")
        .select(["id", "retired_at", "questions_fr", "answer_fr"])
        .where("slug", "=", slug)
        .executeTakeFirstOrThrow();
    const stop = await row("privacy-stop");
    const merged = seedEntries.find((e) => e.slug === "privacy-stop")!;
    expect(stop.retired_at).toBeNull();
    expect(JSON.parse(stop.questions_fr)).toEqual(merged.fr.questions);
    expect(merged.fr.questions).toContain("Peut-on suspendre une demande déjà envoyée ?");
    expect((await row("service-pause-request")).retired_at).not.toBeNull();
    expect((await row("money-financing-no-credit")).retired_at).toBeNull();
    expect(seedEntries.some((e) => e.slug === "service-pause-request" || e.slug === "money-financing-no-credit")).toBe(false);
    const gapRow = (id: number) =>
      db.selectFrom("knowledge_gaps").select(["entry_id", "closest_entry_id"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(await gapRow(answered.id)).toEqual({ entry_id: stop.id, closest_entry_id: stop.id });
    expect(await gapRow(open.id)).toEqual({ entry_id: null, closest_entry_id: stop.id });
    expect((await db.selectFrom("knowledge_version").select("version").executeTakeFirstOrThrow()).version).toBe(before + 1);
    // The retired entry's page still opens; the search no longer finds it.
    expect((await getEntry(db, pause.id))?.retired).toBe(true);
    const found = await answerQuestion(db, "Peut-on suspendre une demande déjà envoyée ?", "fr", { record: false });
    expect(found.entry?.slug).toBe("privacy-stop");
    expect(noCredit.id).toBeGreaterThan(0);
  });
});
