import { isLight, searchTerms, unstemmedTerms } from "#app/chat/knowledge/text.ts";
import type { Lang } from "#app/platform/language.ts";

/**
 * How much a question is like each entry as a whole (decision 072): a second reading of the
 * question beside the coverage of confidence.ts. The coverage measures the one phrasing closest to
 * the question, word by word; the likeness compares the question with everything the entry's
 * phrasings and tags say together — the centroid of their vectors — in features that also meet a
 * word misspelled or inflected otherwise: its stem, pairs of stems side by side, and the
 * three- to five-letter pieces of each word. Each feature weighs its rarity among the phrasings
 * (inverse document frequency, sublinear counts); a question word or an everyday verb weighs a
 * quarter (text.ts `isLight`); every vector has unit length, so the likeness is a cosine in [0, 1].
 *
 * The two readings fail differently: a long question in a buyer's own words covers little of any
 * one phrasing, yet is like the entry whose phrasings say its words between them; a question that
 * copies one word of a phrasing is covered by it, but not like its entry. Where both put the same
 * entry first, that entry is meant (search.ts `isConfident`). Pure: built on the server with the
 * index, in milliseconds (no training), never sent to the browser.
 */

/** A sparse vector: feature ids → weights. */
type Vector = Map<number, number>;

/** The smallest and largest pieces of a word compared (with a space before and after it). */
const PIECES = [3, 5] as const;
/** What a question word or an everyday verb weighs (as in the confidence, text.ts `isLight`). */
const LIGHT_SHARE = 0.25;

/** A text's features with their raw counts (keys prefixed by kind, so a stem never meets a piece). */
function featuresOf(text: string, lang: Lang): Map<string, number> {
  const words = unstemmedTerms(text, lang);
  const stems = searchTerms(text, lang);
  const out = new Map<string, number>();
  const add = (key: string, n: number) => out.set(key, (out.get(key) ?? 0) + n);
  for (let i = 0; i < stems.length; i++) {
    const share = isLight(words[i] ?? stems[i], lang) ? LIGHT_SHARE : 1;
    add(`s:${stems[i]}`, share);
    if (i > 0) add(`b:${stems[i - 1]} ${stems[i]}`, share);
    if (/\d/.test(stems[i])) continue;
    const padded = ` ${words[i] ?? stems[i]} `;
    for (let n = PIECES[0]; n <= PIECES[1]; n++)
      for (let at = 0; at + n <= padded.length; at++) add(`p:${padded.slice(at, at + n)}`, share / 2);
  }
  return out;
}

function unit(v: Vector): Vector {
  let norm = 0;
  for (const x of v.values()) norm += x * x;
  norm = Math.sqrt(norm);
  if (norm > 0) for (const [k, x] of v) v.set(k, x / norm);
  return v;
}

export type LikenessDoc = { id: number; phrasings: readonly string[]; tags: string };

export class Likeness {
  private readonly ids = new Map<string, number>();
  private readonly idf: number[] = [];
  /** Feature id → the entries whose centroid has it, with its weight there. */
  private readonly postings = new Map<number, Array<[entry: number, weight: number]>>();

  constructor(
    docs: readonly LikenessDoc[],
    private readonly lang: Lang,
  ) {
    const raw = docs.map((d) => ({ id: d.id, texts: [...d.phrasings, d.tags].filter((t) => t.trim()).map((t) => featuresOf(t, lang)) }));
    const df: number[] = [];
    let texts = 0;
    for (const d of raw)
      for (const f of d.texts) {
        texts++;
        for (const key of f.keys()) {
          let id = this.ids.get(key);
          if (id === undefined) this.ids.set(key, (id = this.ids.size));
          df[id] = (df[id] ?? 0) + 1;
        }
      }
    for (let id = 0; id < this.ids.size; id++) this.idf[id] = Math.log((texts + 1) / (df[id] + 1)) + 1;
    for (const d of raw) {
      const centroid: Vector = new Map();
      for (const f of d.texts) for (const [id, x] of this.vectorOf(f)) centroid.set(id, (centroid.get(id) ?? 0) + x);
      for (const [id, x] of unit(centroid)) {
        let list = this.postings.get(id);
        if (!list) this.postings.set(id, (list = []));
        list.push([d.id, x]);
      }
    }
  }

  private vectorOf(features: Map<string, number>): Vector {
    const v: Vector = new Map();
    for (const [key, n] of features) {
      const id = this.ids.get(key);
      if (id !== undefined) v.set(id, (1 + Math.log(n + 1) - Math.log(2)) * this.idf[id]);
    }
    return unit(v);
  }

  /** Every entry like the question at all, most alike first, as [entry id, cosine]. */
  of(question: string): Array<[id: number, likeness: number]> {
    const sums = new Map<number, number>();
    for (const [id, x] of this.vectorOf(featuresOf(question, this.lang)))
      for (const [entry, w] of this.postings.get(id) ?? []) sums.set(entry, (sums.get(entry) ?? 0) + x * w);
    return [...sums].sort((a, b) => b[1] - a[1]);
  }
}
