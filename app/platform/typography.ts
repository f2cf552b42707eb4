/**
 * French typography ("one voice"), applied once to every French text when the resources load
 * (app/words.ts) and to every French reply of the chat (app/chat/chat.server.ts):
 * - a narrow no-break space (U+202F) before « ? », « ! », « : » and « ; », so the sign never
 *   starts a line alone, and inside « and »;
 * - a no-break space (U+00A0) inside an amount and before its sign: "45 000 $", "4,99 %";
 * - "..." becomes "…".
 * Placeholders ({{name}}), web and e-mail addresses and times (14:30) are left alone, and so is
 * SPEC §4's completion trigger "Parfait ! Je mets la pression", which outside automations match
 * byte for byte (decision 049). Pure.
 */

const NBSP = "\u00a0";
const NNBSP = "\u202f";

/** Texts kept exactly as they are wherever they occur (SPEC §4's completion trigger). */
const VERBATIM = ["Parfait ! Je mets la pression"];

/** Placeholders, addresses, times and the verbatim texts: the rules do not apply inside them. */
const GUARDED = new RegExp(
  [
    ...VERBATIM.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    String.raw`\{\{[^}]*\}\}`,
    String.raw`https?:\/\/\S+`,
    String.raw`[\w.+-]+@[\w-]+\.[\w.-]+`,
    String.raw`\d+:\d+`,
  ].join("|"),
  "g",
);

/** One French text, typeset. Idempotent. */
export function typesetFrench(text: string): string {
  const kept: string[] = [];
  const guarded = text.replace(GUARDED, (m) => {
    kept.push(m);
    return `\u0000${kept.length - 1}\u0000`;
  });
  const typeset = guarded
    .replace(/\.\.\./g, "…")
    .replace(/[ \u00a0\u202f]*([?!;])/g, (m, sign: string, offset: number, whole: string) => {
      const before = whole[offset - 1];
      // At the very start of a text, or right after another sign ("?!"), the sign stays as it is;
      // a fragment that starts with its space (" : ") gets the narrow one.
      if ((before === undefined && m.length === 1) || (before !== undefined && "?!;".includes(before))) return m;
      return `${NNBSP}${sign}`;
    })
    .replace(/[ \u00a0\u202f]*:(?=[\s\u00a0\u202f]|$)/g, (m, offset: number) => (offset > 0 || m.length > 1 ? `${NNBSP}:` : m))
    .replace(/«[ \u00a0\u202f]*/g, `«${NNBSP}`)
    .replace(/[ \u00a0\u202f]*»/g, `${NNBSP}»`)
    // Amounts: digit groups and the sign stay on one line ("45 000 $", "34 999,99 $", "4,99 %").
    .replace(/(?<=\d)[ \u202f](?=\d{3}(?!\d))/g, NBSP)
    // …and after a placeholder that holds a number ("{{percent}} %").
    .replace(/(?<=\d|\u0000)[ \u202f](?=[$%])/g, NBSP);
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

/** The rules a typeset French text keeps (the tests over all resources and the chat's replies read them). */
export function typographyProblems(text: string): string[] {
  const problems: string[] = [];
  const bare = text.replace(GUARDED, "");
  if (/\.\.\./.test(bare)) problems.push('"..." instead of "…"');
  if (/[^\s\u00a0\u202f?!;][?!;]/.test(bare)) problems.push("no space before ? ! ;");
  if (/[ \u00a0][?!;:]/.test(bare)) problems.push("not a narrow no-break space before ? ! ; :");
  if (/[^\s\u00a0\u202f]:(\s|$)/.test(bare)) problems.push("no space before :");
  if (/«(?!\u202f)|(?<!\u202f)»/.test(bare)) problems.push("« » without narrow no-break spaces");
  if (/\d[ \u202f]\d{3}(?!\d)|\d[ \u202f][$%]|\}\}[ \u202f][$%]/.test(text.replace(GUARDED, (m) => (m.startsWith("{{") ? m : ""))))
    problems.push("a breaking space in an amount");
  return problems;
}
