import { chatTrimsFor, isFallback } from "#app/chat/maker-names.ts";
import { normalize } from "#app/platform/text.ts";

/**
 * A trim chosen by its place among the model's trims (decision 079): "the middle one", "celle du milieu", "the
 * second one", "la première", "the cheapest", "la plus équipée". Such a word means something only against the
 * model's trims, so it is never stored as said: the catalogue (and the makers' names, decision 076) lists a model's
 * trims from the base up, which is the order a buyer counts in. The trims of another powertrain ("Hybrid Trend" for
 * a gas Tucson) and the performance and off-road versions, which are a branch of their own rather than a step up
 * ("Type R", "Raptor", "TrailSport"), are not on that ladder; no powertrain said yet, the ladder is the trims that name
 * none (the corpus's buyers keep "XLE" for a hybrid RAV4: a trim is never moved to its powertrain's name). A model the catalogue gives only the spec's fallback trims has no ladder: the
 * words are then read as before (a level kept as said, decision 061).
 */

/** Performance and off-road versions: a branch beside the ladder, not its top ("le plus équipé" is no TrailSport). */
const BRANCH =
  /(?:^|\s)(?:si|type r|gr|n|n line|raptor|trd pro|trd off-road|st|trx|zr2|at4|at4x|trailhunter|power wagon|gli|trailsport|trail|wilderness|trailhawk|rubicon|badlands|x-pro|xrt|activ|z71|trail boss|pro-4x|rock creek|timberline|tremor|woodland)(?:\s|$)/;

/** A powertrain named in a trim's own name ("Hybrid Preferred", "PHEV SX", "Electric Ultimate", "Trailhawk 4xe"). */
function powertrainOfTrim(trim: string): string | undefined {
  const n = normalize(trim);
  if (/(^|[^a-z])(phev|plug-in|4xe)($|[^a-z])/.test(n)) return "Hybride rechargeable";
  if (/(^|[^a-z])(electric|ev)($|[^a-z])/.test(n)) return "Électrique";
  if (/(^|[^a-z])(hybrid|hybride)($|[^a-z])/.test(n)) return "Hybride";
  return undefined;
}

/** The model's trims from the base up for the powertrain said (none said: the trims whose name names none). */
export function trimLadder(brand: string, model: string, powertrain: string | undefined): readonly string[] {
  const all = chatTrimsFor(brand, model);
  if (isFallback(all)) return [];
  const steps = all.filter((t) => !BRANCH.test(normalize(t)));
  const wanted = powertrain && powertrain !== "---" && powertrain !== "Essence" && powertrain !== "Diesel" ? powertrain : undefined;
  const same = steps.filter((t) => powertrainOfTrim(t) === wanted);
  return same.length ? same : wanted ? steps.filter((t) => powertrainOfTrim(t) === undefined) : [];
}

const ARTICLE = String.raw`(?:the|la|le|l'|celle|celui)\s*`;
const ONE = String.raw`(?:\s+(?:one|version|trim|model|modele|finition|de la liste|des trois|des quatre|of them|of the (?:three|four|five)))?`;

/** Where in the ladder a relative word points: an index, or "last". */
const PLACES: readonly (readonly [RegExp, (n: number) => number])[] = [
  [
    new RegExp(
      String.raw`(?:^|[^a-z])(?:${ARTICLE}(?:du |de )?)?(?:middle|milieu|mid-level|mid level|intermediaire|in between|in the middle|entre les deux)(?:${ONE})?(?![a-z])`,
    ),
    (n) => Math.floor((n - 1) / 2),
  ],
  [new RegExp(String.raw`(?:^|[^a-z])${ARTICLE}(?:first|1st|premiere|1re|1ere)${ONE}(?![a-z])`), () => 0],
  [new RegExp(String.raw`(?:^|[^a-z])${ARTICLE}(?:second|2nd|deuxieme|2e|seconde)${ONE}(?![a-z])`), () => 1],
  [new RegExp(String.raw`(?:^|[^a-z])${ARTICLE}(?:third|3rd|troisieme|3e)${ONE}(?![a-z])`), () => 2],
  [new RegExp(String.raw`(?:^|[^a-z])${ARTICLE}(?:last|derniere|dernier)${ONE}(?![a-z])`), (n) => n - 1],
  [/(?:^|[^a-z])(?:(?:the )?cheapest|least expensive|(?:la |le )?moins cher(?:e)?|(?:la |le )?moins dispendieu(?:x|se))(?![a-z])/, () => 0],
  [
    /(?:^|[^a-z])(?:(?:the )?most (?:equipped|loaded|expensive)|(?:the )?best equipped|(?:la |le )?(?:plus|mieux) equipee?|(?:la |le )?plus chere?|(?:la |le )?plus dispendieu(?:x|se))(?![a-z])/,
    (n) => n - 1,
  ],
];

/** The trim a relative word at the trim question points to, when the model's trims are known. */
export function trimByPlace(text: string, ladder: readonly string[]): string | undefined {
  if (!ladder.length) return undefined;
  // A clause that refuses a place ("not the cheapest, the middle one") points nowhere.
  const said = normalize(text)
    .split(/[,;.!]|\s(?:but|mais)\s/)
    .filter((c) => !/^\s*(?:not|pas|no|non|sauf)(?![a-z])/.test(c))
    .join(" , ");
  for (const [place, at] of PLACES) {
    if (!place.test(said)) continue;
    const i = at(ladder.length);
    return i >= 0 && i < ladder.length ? ladder[i] : undefined;
  }
  return undefined;
}
