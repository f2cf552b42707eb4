/**
 * Numbers said in words, French and English: one table for every reader of a buyer's words (the
 * chat's dictation and counts, app/chat/dictation.ts and app/chat/understand.ts; the timeline of
 * app/questionnaire/buyer-facts.ts). Words are normalized (lower case, no accents) as
 * app/platform/text.ts writes them. Each reader adds its own words around the table (the amount
 * words of a count, "a few" in a timeline) and keeps its own limits.
 */

/** Zero to nineteen. */
export const NUMBER_UNITS: Readonly<Record<string, number>> = {
  zero: 0,
  un: 1,
  une: 1,
  one: 1,
  deux: 2,
  two: 2,
  trois: 3,
  three: 3,
  quatre: 4,
  four: 4,
  cinq: 5,
  five: 5,
  six: 6,
  sept: 7,
  seven: 7,
  huit: 8,
  eight: 8,
  neuf: 9,
  nine: 9,
  dix: 10,
  ten: 10,
  onze: 11,
  eleven: 11,
  douze: 12,
  twelve: 12,
  treize: 13,
  thirteen: 13,
  quatorze: 14,
  fourteen: 14,
  quinze: 15,
  fifteen: 15,
  seize: 16,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};

/** The tens, twenty to ninety (French writes 70 and 90 as compounds: "soixante-dix", "quatre-vingt-dix"). */
export const NUMBER_TENS: Readonly<Record<string, number>> = {
  vingt: 20,
  twenty: 20,
  trente: 30,
  thirty: 30,
  quarante: 40,
  forty: 40,
  cinquante: 50,
  fifty: 50,
  soixante: 60,
  sixty: 60,
  seventy: 70,
  "quatre-vingt": 80,
  "quatre-vingts": 80,
  eighty: 80,
  ninety: 90,
};

/** Words that multiply what comes before them ("cinq cents", "five thousand"). */
export const NUMBER_SCALES: Readonly<Record<string, number>> = { cent: 100, cents: 100, hundred: 100, mille: 1000, thousand: 1000 };

/**
 * One word's value below a hundred, compounds included: tens then a unit ("quarante-huit",
 * "soixante-dix-sept", "quatre-vingt-dix", "vingt-et-un", "twenty-five"). Undefined for any other word.
 */
export function numberWordValue(word: string): number | undefined {
  if (Object.hasOwn(NUMBER_UNITS, word)) return NUMBER_UNITS[word];
  if (Object.hasOwn(NUMBER_TENS, word)) return NUMBER_TENS[word];
  if (/^dix-(sept|huit|neuf)$/.test(word)) return 10 + NUMBER_UNITS[word.slice(4)];
  const m =
    /^(quatre-vingts?|vingt|trente|quarante|cinquante|soixante|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(?:et-)?(.+)$/.exec(
      word,
    );
  if (!m) return undefined;
  const unit = numberWordValue(m[2]);
  return unit !== undefined && unit < 20 ? NUMBER_TENS[m[1]] + unit : undefined;
}
