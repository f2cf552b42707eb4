/**
 * French typography ("one voice"), applied once to every French text when the
 * resources load (app/words.ts):
 * - a narrow no-break space (U+202F) before « ? », « ! » and « ; », a no-break space (U+00A0)
 *   before « : », so the sign never starts a line alone;
 * - « and » with no-break spaces inside;
 * - "..." becomes "…".
 * Placeholders ({{name}}) and web or e-mail addresses are left alone. Pure.
 */

const NBSP = "\u00a0";
const NNBSP = "\u202f";

/** One French text, typeset. Idempotent. */
export function typesetFrench(text: string): string {
  // Keep addresses and placeholders out of the rules (a URL's "://", a time "14:30").
  const kept: string[] = [];
  const guarded = text.replace(/\{\{[^}]*\}\}|https?:\/\/\S+|[\w.+-]+@[\w-]+\.[\w.-]+|\d+:\d+/g, (m) => {
    kept.push(m);
    return `\u0000${kept.length - 1}\u0000`;
  });
  const typeset = guarded
    .replace(/\.\.\./g, "…")
    .replace(/[ \u00a0\u202f]*([?!;])/g, (m, sign: string, offset: number, whole: string) => {
      const before = whole[offset - 1];
      // At the start of a text, or right after another sign ("?!"), the sign stays as it is.
      if (before === undefined || "?!;".includes(before)) return m;
      return `${NNBSP}${sign}`;
    })
    .replace(/[ \u00a0\u202f]*:(?=[\s\u00a0]|$)/g, (m, offset: number) => (offset > 0 ? `${NBSP}:` : m))
    .replace(/«[ \u00a0\u202f]*/g, `«${NBSP}`)
    .replace(/[ \u00a0\u202f]*»/g, `${NBSP}»`);
  return typeset.replace(/\u0000(\d+)\u0000/g, (_, i: string) => kept[Number(i)]);
}

/** Every string of a resource tree, typeset (arrays and nested groups included). */
export function typesetTree<T>(node: T): T {
  if (typeof node === "string") return typesetFrench(node) as T;
  if (Array.isArray(node)) return node.map((n) => typesetTree(n)) as T;
  if (node && typeof node === "object") {
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, typesetTree(v)])) as T;
  }
  return node;
}

/** The rules a typeset French text keeps (the test over all resources reads them). */
export function typographyProblems(text: string): string[] {
  const problems: string[] = [];
  const bare = text.replace(/\{\{[^}]*\}\}|https?:\/\/\S+|[\w.+-]+@[\w-]+\.[\w.-]+|\d+:\d+/g, "");
  if (/\.\.\./.test(bare)) problems.push('"..." instead of "…"');
  if (/[^\s\u00a0\u202f?!;][?!;]/.test(bare)) problems.push("no space before ? ! ;");
  if (/ [?!;:]/.test(bare)) problems.push("a breaking space before ? ! ; :");
  if (/[^\s\u00a0]:(\s|$)/.test(bare)) problems.push("no space before :");
  if (/« |«[^\u00a0]/.test(bare) || / »|[^\u00a0]»/.test(bare)) problems.push("« » without no-break spaces");
  return problems;
}
