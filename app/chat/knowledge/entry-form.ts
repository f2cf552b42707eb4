import { z } from "zod";

/**
 * The operator's form for a knowledge-base entry (write a new one, answer a gap, edit): one schema
 * for the server action and the page (conform). Errors are i18n keys of the `knowledge` words.
 * Phrasings are one per line; tags comma-separated. An answer is shown to buyers inside Sam's
 * reply: it may not carry links written as markup, control characters, the completion rocket or
 * the onboarding marker.
 */

export type EntryInput = {
  questionsFr: string[];
  questionsEn: string[];
  answerFr: string;
  answerEn: string;
  linkFr?: string;
  linkEn?: string;
  tags: string[];
  checkedOn?: string;
};

const lines = (v: string | undefined) =>
  (v ?? "")
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, " ").trim())
    .filter(Boolean);

const UNSAFE = /[<>\u0000-\u0008\u000b\u000c\u000e-\u001f]|🚀|ONBOARDING_COMPLETE/i;
const LINK = /^(\/[a-z0-9/_-]*|https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/[^\s<>"]*)?)$/i;

const entryShape = {
  questionsFr: z.string().optional(),
  questionsEn: z.string().optional(),
  answerFr: z.string().optional(),
  answerEn: z.string().optional(),
  linkFr: z.string().optional(),
  linkEn: z.string().optional(),
  tags: z.string().optional(),
  checkedOn: z.string().optional(),
};

type EntryValues = { [K in keyof typeof entryShape]?: string };

function checkEntry(v: EntryValues, ctx: z.RefinementCtx): EntryInput {
  const issue = (path: string, key: string) => ctx.addIssue({ code: "custom", path: [path], message: `knowledge:errors.${key}` });
  const out: EntryInput = {
    questionsFr: lines(v.questionsFr).slice(0, 20),
    questionsEn: lines(v.questionsEn).slice(0, 20),
    answerFr: (v.answerFr ?? "").trim(),
    answerEn: (v.answerEn ?? "").trim(),
    tags: (v.tags ?? "")
      .split(",")
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean)
      .slice(0, 12),
  };
  for (const [field, list] of [
    ["questionsFr", out.questionsFr],
    ["questionsEn", out.questionsEn],
  ] as const) {
    if (list.length === 0) issue(field, "questionRequired");
    else if (list.some((q) => q.length > 300 || UNSAFE.test(q))) issue(field, "questionInvalid");
  }
  for (const field of ["answerFr", "answerEn"] as const) {
    const answer = out[field];
    if (answer.length < 10) issue(field, "answerRequired");
    else if (answer.length > 1500) issue(field, "answerTooLong");
    else if (UNSAFE.test(answer)) issue(field, "answerInvalid");
  }
  for (const field of ["linkFr", "linkEn"] as const) {
    const link = (v[field] ?? "").trim();
    if (link && !LINK.test(link)) issue(field, "link");
    else if (link) out[field] = link;
  }
  const checked = (v.checkedOn ?? "").trim();
  if (checked && !/^\d{4}-\d{2}-\d{2}$/.test(checked)) issue("checkedOn", "date");
  else if (checked) out.checkedOn = checked;
  if (out.tags.some((t) => t.length > 40 || UNSAFE.test(t))) issue("tags", "tags");
  return out;
}

export const entrySchema = z.object(entryShape).transform((v, ctx): EntryInput => checkEntry(v, ctx));

/**
 * The gap page's one form: an existing entry chosen in `entryId` links it (the text fields are
 * then ignored); no entry chosen → a new entry from the fields.
 */
export const gapAnswerSchema = z
  .object({ entryId: z.string().optional(), ...entryShape })
  .transform((v, ctx): { kind: "link"; entryId: number } | { kind: "new"; input: EntryInput } => {
    const id = (v.entryId ?? "").trim();
    if (/^\d{1,12}$/.test(id)) return { kind: "link", entryId: Number(id) };
    return { kind: "new", input: checkEntry(v, ctx) };
  });

/** The form's text values for an entry being edited (the reverse of the schema). */
export function entryFormValues(e: {
  tags: readonly string[];
  checkedOn: string | null;
  fr: { questions: readonly string[]; answer: string; link: string };
  en: { questions: readonly string[]; answer: string; link: string };
}): Record<string, string> {
  return {
    questionsFr: e.fr.questions.join("\n"),
    questionsEn: e.en.questions.join("\n"),
    answerFr: e.fr.answer,
    answerEn: e.en.answer,
    linkFr: e.fr.link,
    linkEn: e.en.link,
    tags: e.tags.join(", "),
    checkedOn: e.checkedOn ?? "",
  };
}
