/**
 * What the buyer actually said about the model year and about when they will decide, read from
 * their answers, so that a dealer e-mail or page states only that (DESIGN §8 item 13, decision 045).
 * Pure.
 *
 *   modelYearOf({ model: "Civic 2019", condition: "Usagé" }, now)  → "2019"   (the buyer's)
 *   modelYearOf({ model: "RAV4", condition: "Neuf" }, now)         → "2026"   (SPEC §9: the current year)
 *   modelYearOf({ model: "Civic", condition: "Usagé" }, now)       → ""       (nothing invented)
 *   timelineOf({ termBudget: "d'ici un mois, 400 $ par mois" })    → { n: 1, unit: "month" }
 */

import { numberWordValue } from "#app/platform/number-words.ts";

type Answers = Readonly<Partial<Record<string, string | undefined>>>;

/** A year typed in the vehicle's own answers (model, trim): the trade-in's year is not the wanted vehicle's. */
const YEAR_KEYS = ["model", "trim"] as const;

/** The model year to state: the buyer's when given; else the current year for a new vehicle; else none. */
export function modelYearOf(vehicle: Answers, now: Date = new Date()): string {
  const latest = now.getFullYear() + 1;
  for (const key of YEAR_KEYS) {
    for (const m of (vehicle[key] ?? "").matchAll(/(?<!\d)(19[89]\d|20\d\d)(?!\d)/g)) {
      const year = Number(m[1]);
      if (year <= latest) return String(year);
    }
  }
  return isNew(vehicle.condition) ? String(now.getFullYear()) : "";
}

/** SPEC §9: a missing condition reads "Neuf" / "New". */
function isNew(condition: string | undefined): boolean {
  const c = (condition ?? "").trim().toLowerCase();
  return c === "" || c === "neuf" || c === "new" || c === "n";
}

export type TimelineUnit = "day" | "week" | "month";
/** When the buyer means to decide: "in n days/weeks/months", or this/next week or month. */
export type Timeline = { n: number; unit: TimelineUnit } | { relative: "thisWeek" | "nextWeek" | "thisMonth" | "nextMonth" };

/** A timeline's number: the number words' table, with the article and "a few" ("in a month", "dans quelques jours"). */
const FEW: Readonly<Record<string, number>> = { a: 1, an: 1, quelques: 3, few: 3 };
const timelineNumber = (word: string): number | undefined => (Object.hasOwn(FEW, word) ? FEW[word] : numberWordValue(word));

const UNITS: ReadonlyArray<[RegExp, TimelineUnit, number]> = [
  [/^(jours?|days?)$/, "day", 90],
  [/^(semaines?|weeks?)$/, "week", 12],
  [/^(mois|months?)$/, "month", 12],
];

/** The answers a timeline may be typed in (free text; never the catalogue's choices). */
const TIMELINE_KEYS = ["termBudget", "options", "tradeInDetails", "color", "trim", "model"] as const;

/** The buyer's own timeline, if one of their free-text answers states one. */
export function timelineOf(answers: Answers): Timeline | null {
  for (const key of TIMELINE_KEYS) {
    const found = readTimeline(answers[key] ?? "");
    if (found) return found;
  }
  return null;
}

export function readTimeline(raw: string): Timeline | null {
  const text = raw
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’']/g, "'");
  const relative: ReadonlyArray<[RegExp, Extract<Timeline, { relative: string }>["relative"]]> = [
    [/\b(cette semaine|this week)\b/, "thisWeek"],
    [/\b(la semaine prochaine|semaine prochaine|next week)\b/, "nextWeek"],
    [/\b(ce mois-?ci|this month)\b/, "thisMonth"],
    [/\b(le mois prochain|mois prochain|next month)\b/, "nextMonth"],
  ];
  for (const [pattern, value] of relative) if (pattern.test(text)) return { relative: value };
  const m = /\b(?:dans|d'ici|en dedans de|sous|within|in)\s+(?:les\s+|the\s+next\s+|a\s+(?=few))?(\d{1,2}|[a-z]+)\s+([a-z]+)\b/.exec(text);
  if (!m) return null;
  const n = /^\d+$/.test(m[1]) ? Number(m[1]) : timelineNumber(m[1]);
  const unit = UNITS.find(([pattern]) => pattern.test(m[2]));
  if (!n || !unit || n > unit[2]) return null;
  return { n, unit: unit[1] };
}

/** The words a timeline is written with (`timeline` in app/questionnaire/words.{fr,en}.ts). */
export type TimelineWords = {
  readonly within: string;
  readonly relative: Readonly<Record<"thisWeek" | "nextWeek" | "thisMonth" | "nextMonth", string>>;
  readonly units: Readonly<Record<`${TimelineUnit}_${"one" | "other"}`, string>>;
};

/** A timeline as words, for an e-mail or a page: "d'ici 1 mois" / "within 1 month". */
export function timelineText(t: Timeline, words: TimelineWords): string {
  if ("relative" in t) return words.relative[t.relative];
  const unit = words.units[`${t.unit}_${t.n === 1 ? "one" : "other"}`];
  return words.within.replace("{{n}}", String(t.n)).replace("{{unit}}", unit);
}
