import { describe, expect, it } from "vitest";
import frMail from "#app/outreach/words.mail.fr.ts";
import { typesetFrench, typographyProblems } from "#app/platform/typography.ts";
import { type Namespace, resources, VERBATIM } from "#app/words.ts";

function strings(node: unknown, path = ""): Array<[string, string]> {
  if (typeof node === "string") return [[path, node]];
  if (Array.isArray(node)) return node.flatMap((n, i) => strings(n, `${path}[${i}]`));
  if (node && typeof node === "object") return Object.entries(node).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

describe("French typography", () => {
  it("puts no-break spaces where French puts them, and the ellipsis", () => {
    expect(typesetFrench("Bonjour ! Ça va ? Oui : très bien; merci...")).toBe(
      "Bonjour\u202f! Ça va\u202f? Oui\u00a0: très bien\u202f; merci…",
    );
    expect(typesetFrench("Il a dit « bonjour »")).toBe("Il a dit «\u00a0bonjour\u00a0»");
    expect(typesetFrench("Vraiment ?!")).toBe("Vraiment\u202f?!");
    // Placeholders, addresses and times are left alone; typesetting twice changes nothing.
    expect(typesetFrench("Écrivez à support@sam-auto.ca ou https://sam.example/a?b=1 à 14:30 : {{name}}")).toBe(
      "Écrivez à support@sam-auto.ca ou https://sam.example/a?b=1 à 14:30\u00a0: {{name}}",
    );
    const once = typesetFrench("Prêt ? Allons-y : « go » !");
    expect(typesetFrench(once)).toBe(once);
  });

  it("holds for every French text the product shows or sends (all resources, as loaded)", () => {
    const typeset = Object.entries(resources.fr).filter(([ns]) => !VERBATIM.includes(ns as Namespace));
    const found = typeset.flatMap(([ns, bundle]) =>
      strings(bundle)
        .map(([key, text]) => [`${ns}:${key}`, typographyProblems(text)] as const)
        .filter(([, problems]) => problems.length > 0),
    );
    expect(found).toEqual([]);
    // E-mails read the same resources (outreach-email.ts imports the module): they are typeset too.
    expect(typographyProblems(frMail.deadline.none)).toEqual([]);
  });

  it("the check itself finds each broken rule", () => {
    expect(typographyProblems("Bonjour !")).toContain("a breaking space before ? ! ; :");
    expect(typographyProblems("Bonjour!")).toContain("no space before ? ! ;");
    expect(typographyProblems("Note: x")).toContain("no space before :");
    expect(typographyProblems("Attendez...")).toContain('"..." instead of "…"');
    expect(typographyProblems("« x »")).toContain("« » without no-break spaces");
  });
});
