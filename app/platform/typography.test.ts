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

const NNBSP = "\u202f";
const NBSP = "\u00a0";

describe("French typography", () => {
  it("puts a narrow no-break space before ? ! : ; and inside « », and the ellipsis", () => {
    expect(typesetFrench("Bonjour ! Ça va ? Oui : très bien; merci...")).toBe(
      `Bonjour${NNBSP}! Ça va${NNBSP}? Oui${NNBSP}: très bien${NNBSP}; merci…`,
    );
    expect(typesetFrench("Il a dit « bonjour »")).toBe(`Il a dit «${NNBSP}bonjour${NNBSP}»`);
    expect(typesetFrench("Il a dit «\u00a0bonjour\u00a0»")).toBe(`Il a dit «${NNBSP}bonjour${NNBSP}»`);
    expect(typesetFrench("Vraiment ?!")).toBe(`Vraiment${NNBSP}?!`);
    // Placeholders, addresses and times are left alone; typesetting twice changes nothing.
    expect(typesetFrench("Écrivez à support@sam-auto.ca ou https://sam.example/a?b=1 à 14:30 : {{name}}")).toBe(
      `Écrivez à support@sam-auto.ca ou https://sam.example/a?b=1 à 14:30${NNBSP}: {{name}}`,
    );
    const once = typesetFrench("Prêt ? Allons-y : « go » ! 45 000 $");
    expect(typesetFrench(once)).toBe(once);
  });

  it("keeps amounts on one line: no-break spaces between digit groups and before $ or %", () => {
    expect(typesetFrench("Entrez un montant, par exemple 34 999 $")).toBe(`Entrez un montant, par exemple 34${NBSP}999${NBSP}$`);
    expect(typesetFrench("Prix : 1 234 567,89 $ à 4,99 %")).toBe(`Prix${NNBSP}: 1${NBSP}234${NBSP}567,89${NBSP}$ à 4,99${NBSP}%`);
    expect(typesetFrench("{{percent}} %")).toBe(`{{percent}}${NBSP}%`);
    // Numbers that are not amounts keep their spaces.
    expect(typesetFrench("de 1 à 100 concessionnaires, 24 à 48 heures")).toBe("de 1 à 100 concessionnaires, 24 à 48 heures");
  });

  it("leaves SPEC §4's completion trigger byte for byte (decision 049), and typesets the rest of the sentence", () => {
    const final = "🚀 Parfait ! Je mets la pression sur 5 concessionnaires : offres d'ici 48 heures !";
    const out = typesetFrench(final);
    expect(out).toContain("🚀 Parfait ! Je mets la pression sur 5 concessionnaires");
    expect(out).toContain(`concessionnaires${NNBSP}: offres`);
    expect(out.endsWith(`heures${NNBSP}!`)).toBe(true);
    expect(typographyProblems(out)).toEqual([]);
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
    expect(typographyProblems("Bonjour !")).toContain("not a narrow no-break space before ? ! ; :");
    expect(typographyProblems("Bonjour\u00a0!")).toContain("not a narrow no-break space before ? ! ; :");
    expect(typographyProblems("Bonjour!")).toContain("no space before ? ! ;");
    expect(typographyProblems("Note: x")).toContain("no space before :");
    expect(typographyProblems("Attendez...")).toContain('"..." instead of "…"');
    expect(typographyProblems("« x »")).toContain("« » without narrow no-break spaces");
    expect(typographyProblems("«\u00a0x\u00a0»")).toContain("« » without narrow no-break spaces");
    expect(typographyProblems("45 000 $")).toContain("a breaking space in an amount");
    expect(typographyProblems("45\u00a0000 $")).toContain("a breaking space in an amount");
    expect(typographyProblems("{{amount}} $")).toContain("a breaking space in an amount");
    expect(typographyProblems(typesetFrench("45 000 $ : « oui » !"))).toEqual([]);
  });
});
