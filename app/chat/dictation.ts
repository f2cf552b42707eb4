import { NUMBER_SCALES, numberWordValue } from "#app/platform/number-words.ts";
import { normalize } from "#app/platform/text.ts";

/**
 * A message dictated to a phone reads numbers and punctuation as words ("quarante-huit mois",
 * "quatre cinq zéro cinq cinq cinq…", "marie point tremblay arobas example point com", "GT comma
 * turbo"). The reader writes them back before reading (one rule for every question, not a pattern
 * per sentence): spoken numbers become digits when they are compound ("quarante-huit",
 * "forty eight"), followed by a unit ("cinq cents dollars", "trois ans") or a run of single digits
 * (a phone number); a spoken e-mail address becomes an address; "virgule"/"comma" a comma. A lone
 * "un"/"one" stays a word ("un Civic").
 */

/** Words after which a spoken number is a quantity ("trois ans", "five hundred dollars"). */
const UNIT_AFTER =
  /^(mois|months?|ans|annees|years?|semaines?|weeks?|jours?|days?|dollars?|piasses?|\$|k|km|kilometres?|kilometers?|miles|concessionnaires?|dealers?|dealerships?|garages?|mille|grand|par|per|a|au|\/)$/;

type Piece = { raw: string; n: string; value?: number; scale?: number };

/** A quick look for anything dictated (most messages have none): a number word, a spoken comma, an "at"/"arobas". */
const SPOKEN =
  /(z[eé]ro|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingt|trente|quarante|cinquante|soixante|cent|mille|two|three|four|five|seven|eight|nine|ten|eleven|twelve|teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|virgule|comma|arobas|period|full stop|point final|\bpoint\s*$|\b(?:un|une|one|at)\b)/i;

/** Two number words joined by a hyphen that do not make one number are a range ("dix-douze" → "10-12"). */
function spokenRange(word: string): string | undefined {
  const parts = word.split("-");
  if (parts.length !== 2) return undefined;
  const [a, b] = parts.map(numberWordValue);
  return a !== undefined && b !== undefined && b > a ? `${a}-${b}` : undefined;
}

/** The text with dictated numbers, e-mail addresses and commas written back. */
export function undictate(raw: string): string {
  // A spoken hyphen between a model's letters and its number ("CX dash five", "CR tiret V"): written back (decision 066).
  const spaced = raw.replace(/\b(\p{L}{1,3})\s+(?:dash|tiret)\s+([\p{L}\d]{1,6})\b/giu, (m, code: string, after: string) => {
    const value = /^\d+$/.test(after) ? after : numberWordValue(normalize(after));
    return value !== undefined ? `${code}-${value}` : after.length === 1 ? `${code}-${after}` : m;
  });
  // An address typed with spaces around its "@" ("marie.t @ courriel.ca"), decision 069.
  const text = spaced.replace(/(?<=[\p{L}\d._-])\s*@\s*(?=[\p{L}\d-]+(?:\.[\p{L}\d-]+)+)/gu, "@");
  if (!SPOKEN.test(text)) return text;
  const pieces: Piece[] = text.split(/(\s+)/).map((raw) => {
    const n = normalize(raw).replace(/[.,!?;:]+$/, "");
    const range = numberWordValue(n) === undefined ? spokenRange(n) : undefined;
    return range ? { raw: raw.replace(/[\p{L}-]+/u, range), n: range } : { raw, n, value: numberWordValue(n), scale: NUMBER_SCALES[n] };
  });
  const out: string[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i];
    if (p.value === undefined && p.scale === undefined) {
      out.push(p.raw);
      continue;
    }
    // The run of number words (spaces and "et"/"and" between them).
    const run: Piece[] = [];
    let j = i;
    while (j < pieces.length) {
      const q = pieces[j];
      if (!q.n) {
        j++;
        continue;
      }
      if (q.value !== undefined || q.scale !== undefined || ((q.n === "et" || q.n === "and") && run.length)) {
        run.push(q);
        j++;
        // A comma or a full stop ends the number ("neuf, un Civic").
        if (/[.,!?;:]$/.test(q.raw)) break;
      } else break;
    }
    while (run.length && (run.at(-1)!.n === "et" || run.at(-1)!.n === "and")) run.pop();
    const words = run.filter((q) => q.n !== "et" && q.n !== "and");
    const next = pieces.slice(j).find((q) => q.n)?.n ?? "";
    const singles = words.every((q) => q.value !== undefined && q.value <= 9 && q.scale === undefined);
    // "Neuf" alone is "new", not nine; "every two weeks", "aux deux semaines" name a period, not a quantity.
    const before =
      pieces
        .slice(0, i)
        .filter((q) => q.n)
        .at(-1)?.n ?? "";
    if (
      (words.length === 1 && words[0].n === "neuf" && !UNIT_AFTER.test(next)) ||
      (words.length === 1 && /^(every|aux|toutes les|les)$/.test(before))
    ) {
      out.push(p.raw);
      continue;
    }
    let written: string | undefined;
    const previousRaw =
      [...pieces.slice(0, i)]
        .reverse()
        .find((q) => q.n)
        ?.raw.trim() ?? "";
    if (singles && words.length >= 3) written = words.map((q) => q.value).join("");
    // Two digits said in a row are a range ("trois quatre" → "3-4").
    else if (singles && words.length === 2 && words.every((q) => !/^(un|une|one|neuf)$/.test(q.n)) && words[1].value! > words[0].value!)
      written = `${words[0].value}-${words[1].value}`;
    // A model's code read aloud: "CX five", "Q five", "X three".
    else if (words.length === 1 && p.n !== "neuf" && /^[A-Z]{1,3}$/.test(previousRaw)) written = String(p.value);
    else if (words.length >= 2 || words.some((q) => q.raw.includes("-")) || UNIT_AFTER.test(next)) {
      let total = 0;
      let current = 0;
      for (const q of words) {
        if (q.scale) {
          current = (current || 1) * q.scale;
          if (q.scale >= 1000) {
            total += current;
            current = 0;
          }
        } else current += q.value!;
      }
      // The hundreds left unsaid ("five fifty" is 550, "quatre cinquante-cinq" 455), as amounts are spoken; not an hour
      // ("after five thirty", decision 075).
      const [first, second] = words;
      const elided =
        words.length >= 2 &&
        words.every((q) => q.scale === undefined) &&
        first.value! >= 1 &&
        first.value! <= 19 &&
        second.value! >= 20 &&
        second.value! <= 99 &&
        !/^(at|after|before|by|until|till|a|à|apres|avant|vers|jusqu'a|des)$/.test(before) &&
        !/^(am|pm|h|heures?|o'clock)$/.test(next);
      const value = elided ? first.value! * 100 + words.slice(1).reduce((t, q) => t + q.value!, 0) : total + current;
      // A lone article before a noun stays a word ("un mois", "a month").
      if (!(words.length === 1 && value === 1)) written = String(value);
    }
    if (written === undefined) {
      out.push(p.raw);
      continue;
    }
    // Keep the spacing and the punctuation that followed the last number word.
    const trailing = run.at(-1)!.raw.match(/[.,!?;:]+$/)?.[0] ?? "";
    out.push(written + trailing);
    i = pieces.indexOf(run.at(-1)!);
  }
  return spokenEmail(
    out
      .join("")
      .replace(/\s+(virgule|comma)(?=\s|$)/gi, ",")
      .replace(/\s+(period|full stop|point final|point à la ligne)\s*$/i, ".")
      // "point" ending a dictated message is its full stop, after a word that is no article or preposition ("usagée
      // point"; not "au point", "no point").
      .replace(/(^|\s)([\p{L}\d'-]+)\s+point\s*$/iu, (whole, space: string, word: string) =>
        /^(le|un|au|à|a|de|du|ce|mon|ton|son|bon|quel|the|no|to|this|that|good|any)$/i.test(word) ? whole : `${space}${word}.`,
      )
      // A phone number read group by group with a pause between them ("quatre cinq zéro, cinq cinq cinq, …"), decision 061.
      .replace(/(?<![\d,])(\d{3}),\s*(\d{3}),\s*(\d{4})(?![\d,])/g, "$1-$2-$3"),
  );
}

/** "marie point tremblay arobas example point com" → "marie.tremblay@example.com". */
function spokenEmail(text: string): string {
  return text.replace(
    /\b([\p{L}\d][\p{L}\d._-]*(?:\s+(?:point|dot|tiret|dash|underscore|trait de soulignement)\s+[\p{L}\d._-]+)*)\s+(?:arobas|arobase|at)\s+([\p{L}\d-]+(?:\s+(?:point|dot)\s+[\p{L}\d-]+)+)\b/giu,
    (whole, local: string, domain: string) => {
      if (!/\s(?:point|dot)\s(?:com|ca|net|org|qc\.ca|io|fr)$/i.test(` ${domain}`)) return whole;
      const joined = (s: string) =>
        s
          .replace(/\s+(?:point|dot)\s+/gi, ".")
          .replace(/\s+(?:tiret|dash)\s+/gi, "-")
          .replace(/\s+(?:underscore|trait de soulignement)\s+/gi, "_");
      return `${joined(local)}@${joined(domain)}`.toLowerCase();
    },
  );
}
