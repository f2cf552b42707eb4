import { normalize } from "#app/platform/text.ts";
import { AREAS, MUNICIPALITIES, NICKNAMES } from "#app/questionnaire/gazetteer-data.ts";

/**
 * Where a buyer is, read from what they typed (DESIGN §7, decision 056): every Quebec
 * municipality, the boroughs and neighbourhoods of the large cities and the usual short forms,
 * through one index built on first use. Case, accents, hyphens, apostrophes and St/Ste/Mt are
 * ignored; a truncated name is read by its prefix, a misspelled one within an edit distance
 * scaled to its length; a neighbourhood gives its city. A match that needs a guess (a typo, a
 * prefix that fits several places, a name two places share) is "unsure": the chat confirms it,
 * a form stores the canonical name. Server code only: the data never reaches a page's script.
 */

export type PlaceMatch = {
  /** The municipality's official name ("Laval", "Trois-Rivières"). */
  place: string;
  /** The neighbourhood, sector or nickname the text named, when it was not the municipality's name ("Chomedey", "Mtl"). */
  via?: string;
  lat: number;
  lon: number;
  confidence: "sure" | "unsure";
  /**
   * Read without a place's own name: a truncated or misspelled name, or words of the language that also spell a place
   * ("le mieux", "price") with nothing to mark them as one (decision 078). The city question itself marks them: a
   * reader asking something else does not take them as the buyer's place.
   */
  guessed?: true;
  /**
   * The same name, and `known`, so that a match is also the chat reader's `Place` ({ name, known }),
   * whose `readPlace` keeps an unknown place as typed with `known: false`.
   */
  name: string;
  known: true;
};

type Kind = "municipality" | "area" | "nickname";
/** `town` tells apart two municipalities that share a name: the row of the municipality the entry places. */
type Entry = { key: string; town: number; place: string; via?: string; lat: number; lon: number; population: number; kind: Kind };

/**
 * A place name as compared: no case or accents, œ as oe, punctuation and hyphens as spaces,
 * St/Ste/Sts/Mt spelled out, "N.-D." as Notre-Dame ("St-Jé" → "saint je", "L'Île-Perrot" → "l ile perrot").
 */
export function placeKey(text: string): string {
  return normalize(text)
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\b(st|ste|sts|mt)\b/g, (w) => ({ st: "saint", ste: "sainte", sts: "saints", mt: "mont" })[w] ?? w)
    .replace(/\bn d\b/g, "notre dame")
    .replace(/\s+/g, " ")
    .trim();
}

/** Words that name no place on their own: a prefix or typo made only of them matches nothing. */
// Regular expressions, not sets: a page that imports the outreach rules for other reasons (the
// dealership count) keeps no line of the gazetteer, as a call to build a set would make it do.
const GENERIC =
  /^(?:saint|sainte|saints|notre|dame|lac|mont|riviere|pointe|baie|cap|ile|iles|isle|port|grand|grande|grandes|petit|petite|val|ville|east|north|new|la|le|les|l|de|du|des|sur|en|et|d|aux|au|a)$/;

/** Leading words of an answer that are not the place ("j'habite à", "I live in", "secteur"). */
const LEADING =
  /^(?:(?:j habite|j reste|je reste|je vis|je suis|jsuis|chu|chus|je demeure|je viens de|on reste|on habite|on est|nous sommes|nous habitons|moi|c est|i live|i m|im|i am|we live|we re|we are|living|located|based|from|i m from)\s+)*(?:(?:a|au|aux|en|in|at|near|around|pres de|proche de|dans|sur|de|du|the|secteur|quartier|arrondissement|region de|la region de|ville de|city of|town of|borough of)\s+)*/;
/** Trailing words that are not the place ("Sherbrooke QC", "Gatineau, Canada", a postal code). */
const TRAILING = /(?:\s+(?:qc|quebec|que|pq|province de quebec|province of quebec|canada|ca|ville|city|[a-z]\d[a-z] ?\d[a-z]\d))+$/;
/** A part of an answer that names the province or the country, not a place ("Laval, Québec"). */
const PROVINCE = /^(?:qc|quebec|que|pq|canada|qc canada|quebec canada|province de quebec|province of quebec)$/;
/**
 * Names of places that are also words of the language (decision 078), found by reading the gazetteer's names against
 * the product's own prose (the knowledge base, the assistant's words) and the tuning and chat corpora's sentences that
 * name no place: "price", "nouvelle", "low", "bégin", "hope", "la pêche", "tuque", "l'avenir", "la patrie". Said without a place cue ("à", "in", "near", a
 * capital in a text otherwise in lower case), they are words, not places.
 */
const ORDINARY =
  /^(?:price|nouvelle|low|begin|hope|peche|la peche|tuque|avenir|l avenir|patrie|la patrie|presentation|la presentation|conception|la conception|redemption|la redemption|reine|la reine)$/;

/** Words after which a one-word place is read inside a sentence ("je suis à Laval dans Chomedey"). */
const LOCATIVE = /^(?:a|au|aux|en|in|at|near|de|du|dans|sur|from|secteur|quartier|pres|proche|around|to)$/;

let index: { exact: Map<string, Entry[]>; compact: Map<string, Entry[]>; entries: Entry[] } | undefined;

function buildIndex() {
  const entries: Entry[] = [];
  const add = (name: string, entry: Omit<Entry, "key">) => {
    const key = placeKey(name);
    entries.push({ ...entry, key });
    // "La Prairie", "L'Île-Perrot", "Les Cèdres": buyers often leave the article out.
    const bare = key.replace(/^(?:l|la|le|les) /, "");
    if (bare !== key && !GENERIC.test(bare)) entries.push({ ...entry, key: bare });
  };
  const biggest = new Map<string, { town: number; lat: number; lon: number; population: number }>();
  for (const [town, [name, lat, lon, population]] of MUNICIPALITIES.entries()) {
    add(name, { town, place: name, lat, lon, population, kind: "municipality" });
    if ((biggest.get(name)?.population ?? -1) < population) biggest.set(name, { town, lat, lon, population });
  }
  const areas = new Map<string, { town: number; city: string; lat: number; lon: number; population: number }>();
  for (const [name, city, lat, lon, population] of AREAS) {
    const town = biggest.get(city)?.town;
    if (town === undefined) throw new Error(`gazetteer: area ${name} in unknown municipality ${city}`);
    areas.set(name, { town, city, lat, lon, population });
    // A sector named as its city ("Gatineau") is the city itself.
    if (name !== city) add(name, { town, place: city, via: name, lat, lon, population, kind: "area" });
  }
  for (const [nickname, target] of NICKNAMES) {
    const key = placeKey(nickname);
    const town = biggest.get(target);
    const area = areas.get(target);
    if (town) entries.push({ key, place: target, via: nickname, ...town, kind: "nickname" });
    else if (area) entries.push({ key, ...area, place: area.city, via: target, kind: "nickname" });
    else throw new Error(`gazetteer: nickname ${nickname} for unknown place ${target}`);
  }
  const exact = new Map<string, Entry[]>();
  // Typed without its spaces or hyphens ("valdor", "troisrivieres"): the same name.
  const compact = new Map<string, Entry[]>();
  for (const e of entries) {
    exact.set(e.key, [...(exact.get(e.key) ?? []), e]);
    const solid = e.key.replace(/ /g, "");
    compact.set(solid, [...(compact.get(solid) ?? []), e]);
  }
  return { exact, compact, entries };
}

const KIND_RANK: Record<Kind, number> = { municipality: 0, area: 1, nickname: 2 };

/**
 * How strongly a name points to its place when two places share it: the population, five times
 * over for a municipality's own name (asked for a city, "Saint-Sauveur" or "Mercier" is the town
 * rather than the neighbourhood of Québec or Montréal; "Ville-Marie" stays Montréal's borough).
 */
const weight = (e: Entry) => (e.kind === "municipality" ? 5 : 1) * e.population;

/** The best entry of each place among candidates: the municipality's own name first, then the most populous. */
function byPlace(candidates: readonly Entry[]): Entry[] {
  const best = new Map<number, Entry>();
  for (const e of candidates) {
    const b = best.get(e.town);
    if (!b || KIND_RANK[e.kind] < KIND_RANK[b.kind] || (KIND_RANK[e.kind] === KIND_RANK[b.kind] && e.population > b.population))
      best.set(e.town, e);
  }
  return [...best.values()].sort((a, b) => weight(b) - weight(a));
}

function toMatch(e: Entry, confidence: PlaceMatch["confidence"]): PlaceMatch {
  return { place: e.place, ...(e.via ? { via: e.via } : {}), lat: e.lat, lon: e.lon, confidence, name: e.place, known: true };
}

/** Several places fit: the weightiest, sure only when it weighs at least five times the next. */
function pick(candidates: readonly Entry[], sureWhenAlone: boolean): PlaceMatch | undefined {
  const places = byPlace(candidates);
  if (places.length === 0) return undefined;
  const [first, second] = places;
  const sure = sureWhenAlone && (!second || weight(first) >= 5 * weight(second));
  return toMatch(first, sure ? "sure" : "unsure");
}

/** Letters of a query outside generic words ("saint j" has 1): too few and a guess would be noise. */
const specificLetters = (q: string) =>
  q
    .split(" ")
    .filter((w) => !GENERIC.test(w))
    .join("").length;

/** Three rows of the distance table, reused: the typo pass compares a query with every key. */
const rows = [new Int32Array(96), new Int32Array(96), new Int32Array(96)];

/**
 * Optimal string alignment distance (insert, delete, substitute, swap) between `a` and the first
 * `bLength` letters of `b`, or `max + 1` once past `max`: only the band of cells within `max` of the
 * diagonal is computed, in reused rows.
 */
export function editDistance(a: string, b: string, max: number, bLength = b.length): number {
  const n = a.length;
  const m = bLength;
  const far = max + 1;
  if (Math.abs(n - m) > max) return far;
  if (m + 2 > rows[0].length) return far;
  let [before, prev, cur] = rows;
  for (let j = 0; j <= m; j++) prev[j] = j <= max ? j : far;
  for (let i = 1; i <= n; i++) {
    const lo = Math.max(1, i - max);
    const hi = Math.min(m, i + max);
    cur[lo - 1] = lo === 1 ? i : far;
    let rowMin = lo === 1 ? i : far;
    const ai = a.charCodeAt(i - 1);
    for (let j = lo; j <= hi; j++) {
      const bj = b.charCodeAt(j - 1);
      let v = prev[j - 1] + (ai === bj ? 0 : 1);
      if (prev[j] + 1 < v) v = prev[j] + 1;
      if (cur[j - 1] + 1 < v) v = cur[j - 1] + 1;
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj && before[j - 2] + 1 < v) v = before[j - 2] + 1;
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (hi < m) cur[hi + 1] = far;
    if (rowMin > max) return far;
    [before, prev, cur] = [prev, cur, before];
  }
  return Math.min(prev[m], far);
}

/** Edits allowed for a query of this length: 1 up to 7 letters, 2 up to 11, then 3. */
const allowedEdits = (length: number) => (length <= 7 ? 1 : length <= 11 ? 2 : 3);

/** A truncated name ("Trois-Riv", "Rimou", "drummondv"): sure when one place fits and half its name was typed. */
function byPrefix(q: string, entries: readonly Entry[]): PlaceMatch | undefined {
  if (q.length < 4 || specificLetters(q) < 3) return undefined;
  const hits = entries.filter((e) => e.key.startsWith(q));
  if (hits.length === 0) return undefined;
  const places = byPlace(hits);
  const covered = q.length / Math.min(...hits.map((e) => e.key.length));
  return toMatch(places[0], places.length === 1 && covered >= 0.5 ? "sure" : "unsure");
}

/** A misspelled name ("shawinigen", "Longueil", "st jean richelieu"): always unsure. */
function byTypo(q: string, entries: readonly Entry[]): PlaceMatch | undefined {
  if (q.length < 5 || specificLetters(q) < 3) return undefined;
  const max = allowedEdits(q.length);
  const words = q.split(" ");
  let best: { e: Entry; d: number } | undefined;
  for (const e of entries) {
    let d = editDistance(q, e.key, max);
    // Typed with a typo and truncated: the name's beginning within the edits, a little dearer.
    // (Its own budget is one edit: past it, the name does not begin so; "past one" is no distance to weigh against `max`.)
    if (d > max && e.key.length > q.length && q.length >= 6) {
      const begun = editDistance(q, e.key, Math.min(max, 1), q.length);
      if (begun <= Math.min(max, 1)) d = begun + 0.5;
    }
    // Words left out ("St-Jean-Richelieu"): every typed word in order, most of the name typed.
    if (d > max && words.length >= 2 && q.length >= 0.6 * e.key.length && inOrder(words, e.key.split(" "))) d = max;
    if (d > max) continue;
    if (!best || d < best.d || (d === best.d && e.population > best.e.population)) best = { e, d };
  }
  return best ? toMatch(best.e, "unsure") : undefined;
}

function inOrder(words: readonly string[], name: readonly string[]): boolean {
  let j = 0;
  for (const w of words) {
    while (j < name.length && name[j] !== w) j++;
    if (j === name.length) return false;
    j++;
  }
  return true;
}

/** The answer without the words around the place ("j'habite à Laval, QC" → "laval"). */
function trimmed(key: string): string {
  const lead = key.replace(LEADING, "");
  const trail = lead.replace(TRAILING, "");
  return trail || lead;
}

/** The generic words of Quebec's place names, before their specific part (as `placeKey` writes them). */
const TOPONYM_GENERIC =
  /^(?:lac|lacs|riviere|mont|monts|ile|iles|baie|pointe|cap|anse|grande|grand|petite|petit|haute|haut|basse|bas|val|vallee|cote|chute|chutes|canton|saut|port|fort|rive|lake|river|mount|bay|point|island)$/;

/** Places named inside a sentence, as whole words: a one-word name only after "à"/"in"/"dans"… or when the text is only places. */
function inSentence(key: string, exact: Map<string, Entry[]>, text: string): PlaceMatch | undefined {
  const words = key.split(" ");
  if (words.length < 2 || words.length > 16) return undefined;
  const hits: Array<{ at: number; len: number; match: PlaceMatch; anchored: boolean }> = [];
  const taken = new Array<boolean>(words.length).fill(false);
  for (let len = Math.min(6, words.length); len >= 1; len--) {
    for (let at = 0; at + len <= words.length; at++) {
      if (taken.slice(at, at + len).some(Boolean)) continue;
      const found = exact.get(words.slice(at, at + len).join(" "));
      if (!found) continue;
      // After a generic of places ("lac", "rivière", "mont"…), the words are part of another name: "lac st-jean" is the
      // Lac-Saint-Jean, not Saint-Jean-sur-Richelieu (decision 074).
      if (TOPONYM_GENERIC.test(words[at - 1] ?? "")) continue;
      const said = words.slice(at, at + len).join(" ");
      const located = LOCATIVE.test(words[at - 1] ?? "");
      // Words of the language that spell a place are one only after a locative or written as a place (decision 078).
      if (ORDINARY.test(said) && !located && !capitalised(text, said)) continue;
      const anchored = len > 1 || located;
      const match = pick(found, true)!;
      hits.push({ at, len, match, anchored });
      taken.fill(true, at, at + len);
    }
  }
  // Places joined by "ou", "et" ("Laval ou Terrebonne") are a text of places.
  const onlyPlaces = taken.every((t, i) => t || /^(?:ou|or|et|and|pis)$/.test(words[i]));
  const kept = hits.filter((h) => h.anchored || onlyPlaces).sort((a, b) => a.at - b.at);
  if (kept.length === 0) return undefined;
  return combine(kept.map((h) => h.match));
}

/**
 * Quebec's regions and the everyday names of parts of them ("la Rive-Sud", "West Island", "le
 * Lac-Saint-Jean"): no dealer search can start from a region, so Sam asks which of its main cities
 * is nearest (decision 074). A region that is also a municipality's name (Saguenay) is the city.
 */
const REGIONS: ReadonlyArray<readonly [names: readonly string[], label: string, cities: readonly string[]]> = [
  [["rive sud", "south shore", "rive sud de montreal"], "Rive-Sud", ["Longueuil", "Brossard", "Boucherville"]],
  [["rive nord", "north shore", "couronne nord"], "Rive-Nord", ["Terrebonne", "Blainville", "Repentigny"]],
  [["west island", "ouest de l ile"], "West Island", ["Pointe-Claire", "Kirkland", "Dollard-des-Ormeaux"]],
  [["lac saint jean", "le lac", "saguenay lac saint jean"], "Lac-Saint-Jean", ["Alma", "Roberval", "Dolbeau-Mistassini"]],
  [["beauce", "la beauce"], "Beauce", ["Saint-Georges", "Sainte-Marie", "Beauceville"]],
  [["abitibi", "abitibi temiscamingue", "l abitibi"], "Abitibi-Témiscamingue", ["Rouyn-Noranda", "Val-d'Or", "Amos"]],
  [["gaspesie", "la gaspesie", "gaspe peninsula"], "Gaspésie", ["Gaspé", "Sainte-Anne-des-Monts", "Chandler"]],
  [
    ["laurentides", "les laurentides", "laurentians", "the laurentians"],
    "Laurentides",
    ["Saint-Jérôme", "Sainte-Agathe-des-Monts", "Mont-Tremblant"],
  ],
  [["outaouais", "l outaouais"], "Outaouais", ["Gatineau", "Maniwaki", "Papineauville"]],
  [["estrie", "l estrie", "cantons de l est", "eastern townships", "the townships"], "Estrie", ["Sherbrooke", "Magog", "Granby"]],
  [["mauricie", "la mauricie"], "Mauricie", ["Trois-Rivières", "Shawinigan", "La Tuque"]],
  [["monteregie", "la monteregie"], "Montérégie", ["Longueuil", "Saint-Jean-sur-Richelieu", "Saint-Hyacinthe"]],
  [["lanaudiere", "la lanaudiere"], "Lanaudière", ["Joliette", "Repentigny", "Terrebonne"]],
  [["charlevoix"], "Charlevoix", ["Baie-Saint-Paul", "La Malbaie"]],
  [["cote nord", "la cote nord"], "Côte-Nord", ["Baie-Comeau", "Sept-Îles"]],
  [["bas saint laurent", "le bas saint laurent", "lower saint lawrence"], "Bas-Saint-Laurent", ["Rimouski", "Rivière-du-Loup", "Matane"]],
  [["centre du quebec"], "Centre-du-Québec", ["Drummondville", "Victoriaville"]],
];

let regionsByKey: Map<string, { label: string; cities: readonly string[] }> | undefined;

/** Every region's cities, for tests: each must be a municipality the gazetteer places as itself. */
export function regionCities(): string[] {
  return REGIONS.flatMap(([, , cities]) => [...cities]);
}

/** The region an answer names and nothing else ("la Rive-Sud", "in the West Island"), with its main cities. */
export function regionNamed(text: string): { label: string; cities: readonly string[] } | undefined {
  if (!regionsByKey) {
    regionsByKey = new Map();
    for (const [names, label, cities] of REGIONS) for (const name of names) regionsByKey.set(placeKey(name), { label, cities });
  }
  const key = placeKey(text);
  if (!key || key.length > 60) return undefined;
  return regionsByKey.get(key) ?? regionsByKey.get(trimmed(key)) ?? regionsByKey.get(trimmed(key).replace(/^(?:l|la|le|les|the) /, ""));
}

/** Several places named together: a neighbourhood with its city is the neighbourhood; different places are a guess. */
function combine(matches: readonly PlaceMatch[]): PlaceMatch {
  const area = matches.find((m) => m.via && matches.some((o) => o !== m && o.place === m.place && !o.via));
  if (area) return { ...area, confidence: matches.every((m) => m.confidence === "sure") ? "sure" : "unsure" };
  const places = new Set(matches.map((m) => m.place));
  return places.size > 1 ? { ...matches[0], confidence: "unsure" } : (matches.find((m) => m.via) ?? matches[0]);
}

/**
 * Words of the language that spell a place, with no cue that they are one: no "à / in / near" before them, and not
 * written with a capital in a text otherwise in lower case (decision 078).
 */
function ordinary(candidate: string, text: string, key: string, q: string): boolean {
  if (!ORDINARY.test(candidate)) return false;
  if (
    key !== q &&
    LEADING.exec(key)?.[0]
      .trim()
      .split(" ")
      .some((w) => LOCATIVE.test(w))
  )
    return false;
  return !capitalised(text, candidate);
}

/** The place's last word written with its capital ("Price", "La Pêche"), and not only because it opens a sentence. */
function capitalised(text: string, candidate: string): boolean {
  const words = text.split(/[^\p{L}'’-]+/u).filter(Boolean);
  const last = candidate.split(" ").at(-1) ?? "";
  const at = words.findIndex((w) => placeKey(w) === last);
  return at >= 0 && /^\p{Lu}/u.test(words[at]) && (at > 0 || words.length <= candidate.split(" ").length);
}

function readOne(text: string): PlaceMatch | undefined {
  index ??= buildIndex();
  const { exact, compact, entries } = index;
  const key = placeKey(text);
  if (!key || key.length > 80) return undefined;
  const q = trimmed(key);
  for (const candidate of [key, q, q.replace(/^(?:l|la|le|les) /, "")]) {
    // Typed without its spaces ("valdor"), a name is read whole; words typed apart are not glued into one name ("le
    // mieux" is no Lemieux, "tu que" no La Tuque): a name is compacted, never the buyer's words (decision 078).
    const words = candidate.split(" ").length;
    const found =
      exact.get(candidate) ??
      compact.get(candidate.replace(/ /g, ""))?.filter((e) => e.key.split(" ").length > words || e.key === candidate);
    if (found?.length) return ordinary(candidate, text, key, q) ? { ...pick(found, true)!, guessed: true } : pick(found, true);
  }
  const named = inSentence(key, exact, text);
  if (named) return named;
  if (q.split(" ").length > 5) return undefined;
  const guess = byPrefix(q, entries) ?? byTypo(q, entries);
  return guess && { ...guess, guessed: true };
}

/**
 * The Quebec place an answer names, or undefined: "Montréal", "mtl", "Chomedey" (→ Laval),
 * "j'habite à Trois-Riv", "shawinigen" (→ Shawinigan, unsure), "Plateau, Montréal", "Saint-Lazare".
 */
export function readPlace(text: string): PlaceMatch | undefined {
  if (typeof text !== "string") return undefined;
  const parts = text
    .slice(0, 200)
    .split(/[,;/()|\n]+|\s[-–—]\s/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length <= 1) return readOne(text.slice(0, 200));
  const places = parts.filter((p) => !PROVINCE.test(placeKey(p)));
  const matches = (places.length > 0 ? places : parts).map(readOne).filter((m): m is PlaceMatch => m !== undefined);
  return matches.length > 0 ? combine(matches) : undefined;
}
