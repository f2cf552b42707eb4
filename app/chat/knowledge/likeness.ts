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

/** A sparse vector: feature buckets → weights. */
type Vector = Map<number, number>;

/** The smallest and largest pieces of a word compared (with a space before and after it). */
const PIECES = [3, 5] as const;
/** What a question word or an everyday verb weighs (as in the confidence, text.ts `isLight`). */
const LIGHT_SHARE = 0.25;
/**
 * Features are hashed into this many buckets (a power of two), so the index holds numbers only:
 * about 80,000 distinct features a language, few of them sharing a bucket, in a few megabytes
 * (the server runs in a 128 MB heap).
 */
const BUCKETS = 1 << 18;

/** FNV-1a over the feature's characters, into a bucket. */
function bucketOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & (BUCKETS - 1);
}

/** A text's features (hashed) with their raw counts; each kind prefixed, so a stem never meets a piece. */
function featuresOf(text: string, lang: Lang): Map<number, number> {
  const words = unstemmedTerms(text, lang);
  const stems = searchTerms(text, lang);
  const out = new Map<number, number>();
  const add = (key: string, n: number) => {
    const b = bucketOf(key);
    out.set(b, (out.get(b) ?? 0) + n);
  };
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
  /** Each bucket's rarity among the texts (0: no text has it). */
  private readonly idf = new Float32Array(BUCKETS);
  /** The entries' centroids by bucket (compressed rows): bucket b's are at [start[b], start[b + 1]). */
  private readonly start = new Int32Array(BUCKETS + 1);
  private readonly entries: Int32Array;
  private readonly weights: Float32Array;

  constructor(
    docs: readonly LikenessDoc[],
    private readonly lang: Lang,
  ) {
    const textsOf = (d: LikenessDoc) => [...d.phrasings, d.tags].filter((t) => t.trim());
    // Two passes over the texts, so that only one text's features are held at a time.
    const df = new Int32Array(BUCKETS);
    let texts = 0;
    for (const d of docs)
      for (const text of textsOf(d)) {
        texts++;
        for (const b of featuresOf(text, lang).keys()) df[b]++;
      }
    for (let b = 0; b < BUCKETS; b++) if (df[b]) this.idf[b] = Math.log((texts + 1) / (df[b] + 1)) + 1;
    const centroids = docs.map((d) => {
      const centroid: Vector = new Map();
      for (const text of textsOf(d))
        for (const [b, x] of this.vectorOf(featuresOf(text, lang))) centroid.set(b, (centroid.get(b) ?? 0) + x);
      for (const b of unit(centroid).keys()) this.start[b + 1]++;
      return centroid;
    });
    for (let b = 0; b < BUCKETS; b++) this.start[b + 1] += this.start[b];
    this.entries = new Int32Array(this.start[BUCKETS]);
    this.weights = new Float32Array(this.start[BUCKETS]);
    const next = this.start.slice(0, BUCKETS);
    docs.forEach((d, i) => {
      for (const [b, x] of centroids[i]) {
        this.entries[next[b]] = d.id;
        this.weights[next[b]++] = x;
      }
    });
  }

  private vectorOf(features: Map<number, number>): Vector {
    const v: Vector = new Map();
    for (const [b, n] of features) if (this.idf[b]) v.set(b, (1 + Math.log(n + 1) - Math.log(2)) * this.idf[b]);
    return unit(v);
  }

  /** Every entry like the question at all, most alike first, as [entry id, cosine]. */
  of(question: string): Array<[id: number, likeness: number]> {
    const sums = new Map<number, number>();
    for (const [b, x] of this.vectorOf(featuresOf(question, this.lang)))
      for (let i = this.start[b]; i < this.start[b + 1]; i++)
        sums.set(this.entries[i], (sums.get(this.entries[i]) ?? 0) + x * this.weights[i]);
    return [...sums].sort((a, b) => b[1] - a[1]);
  }
}
