import crypto from "node:crypto";
import { sql } from "kysely";
import type { Command } from "#app/chat/engine.ts";
import type { EntryInput } from "#app/chat/knowledge/entry-form.ts";
import { redactQuestion } from "#app/chat/knowledge/redact.ts";
import { isConfident, type KnowledgeEntry, type KnowledgeHit, KnowledgeIndex } from "#app/chat/knowledge/search.ts";
import { plainText } from "#app/chat/knowledge/text.ts";
import type { Lang } from "#app/platform/language.ts";
import { writeTransaction } from "#app/platform/write-transaction.server.ts";
import type { Db } from "#db/index.ts";
import type { KnowledgeEntryRow, KnowledgeGapStatus } from "#db/schema.ts";

/**
 * The knowledge base on the server (decision 054): entries and gaps in the database, shared by
 * every instance; each process keeps a search index built from the active entries and rebuilds
 * it when `knowledge_version` (bumped in the same transaction as any change) has moved — checked
 * on every question, one indexed read. So an operator's answer is used from the next message on,
 * on every instance, SQLite or PostgreSQL.
 */

export type KnowledgeAnswer = {
  /** The closest entry (also below the threshold: the gaps page shows it); null when nothing matched. */
  entry: KnowledgeEntry | null;
  /** The confidence of `entry`, 0 to 1. */
  score: number;
  /** `score` reaches the threshold: Sam answers with `entry`. */
  confident: boolean;
  /** The best entries, most confident first (the facts a model may use). */
  hits: KnowledgeHit[];
};

function parseList(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

export function entryOf(row: KnowledgeEntryRow): KnowledgeEntry {
  return {
    id: row.id,
    slug: row.slug,
    tags: parseList(row.tags),
    checkedOn: row.checked_on,
    fr: { questions: parseList(row.questions_fr), answer: row.answer_fr, link: row.link_fr },
    en: { questions: parseList(row.questions_en), answer: row.answer_en, link: row.link_en },
  };
}

// ── The index, per process ────────────────────────────────────────────────────────────────────

type Cached = { version: number; index: KnowledgeIndex };
const cached = new WeakMap<Db, Cached>();
const building = new WeakMap<Db, Promise<Cached>>();

async function currentVersion(db: Db): Promise<number> {
  const row = await db.selectFrom("knowledge_version").select("version").where("id", "=", 1).executeTakeFirst();
  return row?.version ?? 0;
}

/** The search index of the active entries, rebuilt when the database's version has moved. */
export async function knowledgeIndex(db: Db): Promise<KnowledgeIndex> {
  const version = await currentVersion(db);
  const have = cached.get(db);
  if (have && have.version === version) return have.index;
  let pending = building.get(db);
  if (!pending) {
    pending = (async () => {
      // Read the version with the rows: a change committed meanwhile is seen at the next check.
      const [v, rows] = await Promise.all([
        currentVersion(db),
        db.selectFrom("knowledge_entries").selectAll().where("retired_at", "is", null).orderBy("id").execute(),
      ]);
      const next = { version: v, index: new KnowledgeIndex(rows.map(entryOf)) };
      cached.set(db, next);
      return next;
    })().finally(() => building.delete(db));
    building.set(db, pending);
  }
  return (await pending).index;
}

async function bumpVersion(trx: Db, now: Date): Promise<void> {
  await trx
    .updateTable("knowledge_version")
    .set({ version: sql`version + 1`, changed_at: now.getTime() })
    .where("id", "=", 1)
    .execute();
}

// ── Answering ─────────────────────────────────────────────────────────────────────────────────

export type Known = { name?: string; email?: string; phone?: string };

/**
 * What the knowledge base answers to a buyer's question in a `lang` chat. Below the threshold the
 * question (redacted) is recorded for the operator's gaps page before this returns, so "the team
 * has your question" is true when Sam says it. `known`: the buyer's own details, redacted too.
 */
export async function answerQuestion(
  db: Db,
  text: string,
  lang: Lang,
  options: { known?: Known; record?: boolean; now?: Date; context?: string } = {},
): Promise<KnowledgeAnswer> {
  const index = await knowledgeIndex(db);
  // Decision 063: a question inside a longer message is searched with the message first.
  const hits = index.searchAsked(text, lang, options.context);
  const best = hits[0];
  const score = best?.confidence ?? 0;
  const confident = isConfident(hits);
  if (!confident && options.record !== false) {
    await recordGap(db, { text, lang, closest: best?.entry.id ?? null, confidence: score, known: options.known, now: options.now });
  }
  return { entry: best?.entry ?? null, score, confident, hits };
}

function gapKey(question: string, lang: Lang): string {
  return crypto
    .createHash("sha256")
    .update(`${lang}:${plainText(question)}`)
    .digest("hex");
}

/** One row per question (same words, same language): asked again → counted, and reopened unless dismissed. */
export async function recordGap(
  db: Db,
  gap: { text: string; lang: Lang; closest: number | null; confidence: number; known?: Known; now?: Date },
): Promise<void> {
  const question = redactQuestion(gap.text, gap.lang, gap.known).slice(0, 500);
  if (!plainText(question)) return;
  const at = (gap.now ?? new Date()).toISOString();
  await db
    .insertInto("knowledge_gaps")
    .values({
      question_key: gapKey(question, gap.lang),
      question,
      language: gap.lang,
      asked_count: 1,
      first_asked_at: at,
      last_asked_at: at,
      closest_entry_id: gap.closest,
      closest_confidence: gap.confidence,
      status: "open",
    })
    .onConflict((oc) =>
      oc.column("question_key").doUpdateSet({
        asked_count: sql`knowledge_gaps.asked_count + 1`,
        last_asked_at: at,
        closest_entry_id: gap.closest,
        closest_confidence: gap.confidence,
        status: sql`case when knowledge_gaps.status = 'dismissed' then 'dismissed' else 'open' end`,
        resolved_at: sql`case when knowledge_gaps.status = 'dismissed' then knowledge_gaps.resolved_at else null end`,
      }),
    )
    .execute();
}

/** A knowledge-base entry a reply drew on: what the operator's view of the chat cites. */
export type Citation = { slug: string; entryId: number; confidence: number; used: boolean; entry: KnowledgeEntry };

/**
 * The engine's `ask` commands answered from the knowledge base (decision 054): each question
 * (the command's own words, or the buyer's message) searched; the best entry answers when
 * confident, else the question is recorded for the operator. Also returns the entries found
 * (cited in the operator's view; the facts a model may phrase its reply from).
 */
export async function answerAsks(
  db: Db,
  commands: readonly Command[],
  message: string,
  lang: Lang,
  known: Known,
): Promise<{ commands: Command[]; cited: Citation[] }> {
  const cited: Citation[] = [];
  const out: Command[] = [];
  for (const c of commands) {
    if (c.op !== "ask") {
      out.push(c);
      continue;
    }
    const question = c.question.trim() || message;
    const found = await answerQuestion(db, question, lang, { known, context: c.context });
    for (const hit of found.hits) {
      if (cited.some((x) => x.entryId === hit.entry.id)) continue;
      const used = found.confident && hit.entry.id === found.entry?.id;
      cited.push({ slug: hit.entry.slug, entryId: hit.entry.id, confidence: hit.confidence, used, entry: hit.entry });
    }
    const entry = found.entry;
    out.push({
      op: "ask",
      question,
      ...(c.context ? { context: c.context } : {}),
      reply: entry ? { slug: entry.slug, answer: entry[lang].answer, link: entry[lang].link, confident: found.confident } : undefined,
    });
  }
  return { commands: out, cited };
}

// ── The operator's pages ──────────────────────────────────────────────────────────────────────

export const GAP_PAGE_SIZE = 25;

export type GapRow = {
  id: number;
  question: string;
  language: Lang;
  askedCount: number;
  lastAskedAt: string;
  status: KnowledgeGapStatus;
  closest: { id: number; slug: string; question: string } | null;
  closestConfidence: number;
  entry: { id: number; slug: string } | null;
};

const lang = (v: string): Lang => (v === "en" ? "en" : "fr");

function gapQuery(db: Db) {
  return db
    .selectFrom("knowledge_gaps as g")
    .leftJoin("knowledge_entries as c", "c.id", "g.closest_entry_id")
    .leftJoin("knowledge_entries as e", "e.id", "g.entry_id")
    .select([
      "g.id",
      "g.question",
      "g.language",
      "g.asked_count",
      "g.last_asked_at",
      "g.status",
      "g.closest_confidence",
      "c.id as closestId",
      "c.slug as closestSlug",
      "c.questions_fr as closestFr",
      "c.questions_en as closestEn",
      "e.id as entryId",
      "e.slug as entrySlug",
    ]);
}

type GapSelected = Awaited<ReturnType<ReturnType<typeof gapQuery>["executeTakeFirstOrThrow"]>>;

function gapRowOf(r: GapSelected): GapRow {
  const l = lang(r.language);
  return {
    id: r.id,
    question: r.question,
    language: l,
    askedCount: r.asked_count,
    lastAskedAt: r.last_asked_at,
    status: r.status,
    closest:
      r.closestId !== null && r.closestSlug !== null
        ? { id: r.closestId, slug: r.closestSlug, question: parseList((l === "en" ? r.closestEn : r.closestFr) ?? "[]")[0] ?? "" }
        : null,
    closestConfidence: r.closest_confidence,
    entry: r.entryId !== null && r.entrySlug !== null ? { id: r.entryId, slug: r.entrySlug } : null,
  };
}

/** Gaps in one status, most asked first, then the most recent. */
export async function listGaps(
  db: Db,
  status: KnowledgeGapStatus,
  page = 1,
): Promise<{ rows: GapRow[]; total: number; pages: number; page: number }> {
  const count = await db
    .selectFrom("knowledge_gaps")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", status)
    .executeTakeFirst();
  const total = Number(count?.n ?? 0);
  const pages = Math.max(1, Math.ceil(total / GAP_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const rows = await gapQuery(db)
    .where("g.status", "=", status)
    .orderBy("g.asked_count", "desc")
    .orderBy("g.last_asked_at", "desc")
    .orderBy("g.id", "desc")
    .limit(GAP_PAGE_SIZE)
    .offset((current - 1) * GAP_PAGE_SIZE)
    .execute();
  return { total, pages, page: current, rows: rows.map(gapRowOf) };
}

export async function getGap(db: Db, id: number): Promise<GapRow | undefined> {
  const row = await gapQuery(db).where("g.id", "=", id).executeTakeFirst();
  return row ? gapRowOf(row) : undefined;
}

export type EntryListRow = {
  id: number;
  slug: string;
  question: string;
  source: "seed" | "operator";
  retired: boolean;
  updatedAt: string;
  checkedOn: string | null;
};

/** Every entry (active first), or those whose slug, questions, answers or tags contain `q`. */
export async function listEntries(db: Db, options: { q?: string; lang: Lang }): Promise<EntryListRow[]> {
  let query = db.selectFrom("knowledge_entries").selectAll();
  const q = options.q?.trim().toLowerCase();
  if (q) {
    const like = `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or(
        (["slug", "questions_fr", "questions_en", "answer_fr", "answer_en", "tags"] as const).map((c) =>
          eb(sql`lower(${sql.ref(c)})`, "like", like),
        ),
      ),
    );
  }
  const rows = await query
    .orderBy(sql`case when retired_at is null then 0 else 1 end`)
    .orderBy("slug")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    question: parseList(options.lang === "en" ? r.questions_en : r.questions_fr)[0] ?? "",
    source: r.source,
    retired: r.retired_at !== null,
    updatedAt: r.updated_at,
    checkedOn: r.checked_on,
  }));
}

export async function getEntry(
  db: Db,
  id: number,
): Promise<(KnowledgeEntry & { retired: boolean; source: "seed" | "operator" }) | undefined> {
  const row = await db.selectFrom("knowledge_entries").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? { ...entryOf(row), retired: row.retired_at !== null, source: row.source } : undefined;
}

function columnsOf(input: EntryInput) {
  return {
    questions_fr: JSON.stringify(input.questionsFr),
    questions_en: JSON.stringify(input.questionsEn),
    answer_fr: input.answerFr,
    answer_en: input.answerEn,
    link_fr: input.linkFr ?? "",
    link_en: input.linkEn ?? "",
    tags: JSON.stringify(input.tags),
    checked_on: input.checkedOn ?? null,
  };
}

/** A slug from the entry's first French question: "op-<words>-<4 hex>" (unique by its random end). */
function newSlug(input: EntryInput): string {
  const words = plainText(input.questionsFr[0] ?? input.questionsEn[0] ?? "")
    .split(" ")
    .filter((w) => w.length > 2)
    .slice(0, 6)
    .join("-")
    .slice(0, 40)
    .replace(/-+$/, "");
  return `op-${words || "entry"}-${crypto.randomBytes(2).toString("hex")}`;
}

/** A new entry written by the operator; Sam uses it from the next message on. */
export async function createEntry(db: Db, input: EntryInput, now = new Date()): Promise<{ id: number; slug: string }> {
  return writeTransaction(db, async (trx) => {
    const slug = newSlug(input);
    const at = now.toISOString();
    const row = await trx
      .insertInto("knowledge_entries")
      .values({ slug, ...columnsOf(input), source: "operator", created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    await bumpVersion(trx, now);
    return { id: row.id, slug };
  });
}

export async function updateEntry(db: Db, id: number, input: EntryInput, now = new Date()): Promise<boolean> {
  return writeTransaction(db, async (trx) => {
    const at = now.toISOString();
    const done = await trx
      .updateTable("knowledge_entries")
      .set({ ...columnsOf(input), operator_edited_at: at, updated_at: at })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return false;
    await bumpVersion(trx, now);
    return true;
  });
}

/** Retired entries are never searched (their citations and gaps still name them); restoring brings them back. */
export async function setEntryRetired(db: Db, id: number, retired: boolean, now = new Date()): Promise<boolean> {
  return writeTransaction(db, async (trx) => {
    const at = now.toISOString();
    const done = await trx
      .updateTable("knowledge_entries")
      .set({ retired_at: retired ? at : null, operator_edited_at: at, updated_at: at })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return false;
    await bumpVersion(trx, now);
    return true;
  });
}

/**
 * The operator answers a gap: with a new entry (its phrasings include the question), or by
 * linking an existing entry (the question is added to that entry's phrasings in its language, so
 * the same question now finds it). Either way the gap is answered and the index's version moves.
 */
export async function answerGap(
  db: Db,
  gapId: number,
  answer: { kind: "new"; input: EntryInput } | { kind: "link"; entryId: number },
  now = new Date(),
): Promise<{ ok: true; entryId: number } | { ok: false; reason: "not-found" | "no-entry" }> {
  return writeTransaction(db, async (trx) => {
    const gap = await trx.selectFrom("knowledge_gaps").selectAll().where("id", "=", gapId).executeTakeFirst();
    if (!gap) return { ok: false, reason: "not-found" };
    const at = now.toISOString();
    let entryId: number;
    if (answer.kind === "new") {
      const slug = newSlug(answer.input);
      const row = await trx
        .insertInto("knowledge_entries")
        .values({ slug, ...columnsOf(answer.input), source: "operator", created_at: at, updated_at: at })
        .returning("id")
        .executeTakeFirstOrThrow();
      entryId = row.id;
    } else {
      const entry = await trx
        .selectFrom("knowledge_entries")
        .selectAll()
        .where("id", "=", answer.entryId)
        .where("retired_at", "is", null)
        .executeTakeFirst();
      if (!entry) return { ok: false, reason: "no-entry" };
      const column = gap.language === "en" ? "questions_en" : "questions_fr";
      const phrasings = parseList(entry[column]);
      if (!phrasings.some((p) => plainText(p) === plainText(gap.question))) phrasings.push(gap.question);
      await trx
        .updateTable("knowledge_entries")
        .set({ [column]: JSON.stringify(phrasings), operator_edited_at: at, updated_at: at })
        .where("id", "=", entry.id)
        .execute();
      entryId = entry.id;
    }
    await trx
      .updateTable("knowledge_gaps")
      .set({ status: "answered", entry_id: entryId, resolved_at: at })
      .where("id", "=", gapId)
      .execute();
    await bumpVersion(trx, now);
    return { ok: true, entryId };
  });
}

/** Not a question for the knowledge base (small talk, off topic): out of the open list. */
export async function dismissGap(db: Db, gapId: number, now = new Date()): Promise<boolean> {
  const done = await db
    .updateTable("knowledge_gaps")
    .set({ status: "dismissed", resolved_at: now.toISOString() })
    .where("id", "=", gapId)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** Entries for the "link an existing entry" list: active ones, slug and first question. */
export async function entryChoices(db: Db, l: Lang): Promise<Array<{ id: number; label: string }>> {
  const rows = await db
    .selectFrom("knowledge_entries")
    .select(["id", "slug", "questions_fr", "questions_en"])
    .where("retired_at", "is", null)
    .orderBy("slug")
    .execute();
  return rows.map((r) => ({ id: r.id, label: `${r.slug} — ${parseList(l === "en" ? r.questions_en : r.questions_fr)[0] ?? ""}` }));
}
