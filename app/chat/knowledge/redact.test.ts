import { describe, expect, it } from "vitest";
import { redactQuestion } from "#app/chat/knowledge/redact.ts";

describe("redactQuestion", () => {
  it("removes e-mails, phones, postal codes and long numbers", () => {
    expect(redactQuestion("écrivez-moi à marie.t@exemple.ca ou au 514-555-0123, je suis à H2X 1Y4", "fr")).toBe(
      "écrivez-moi à [courriel] ou au [téléphone], je suis à [code postal]",
    );
    expect(redactQuestion("my account 123456789 and (438) 555 0199?", "en")).toBe("my account [number] and [phone]?");
  });

  it("removes the buyer's known name and names introduced as such", () => {
    expect(redactQuestion("Est-ce que Marie peut payer comptant ?", "fr", { name: "Marie Tremblay" })).toBe(
      "Est-ce que [nom] peut payer comptant ?",
    );
    expect(redactQuestion("Je m'appelle Jean Côté, c'est quoi la TVQ ?", "fr")).toBe("Je m'appelle [nom], c'est quoi la TVQ ?");
    expect(redactQuestion("c'est Toyota qui offre le meilleur taux ?", "fr")).toBe("c'est Toyota qui offre le meilleur taux ?");
    expect(redactQuestion("Hi, my name is John Smith — is it free?", "en")).toBe("Hi, my name is [name] — is it free?");
  });

  it("leaves a question without personal data as it is", () => {
    expect(redactQuestion("C'est quoi Roulez vert ?", "fr")).toBe("C'est quoi Roulez vert ?");
  });
});
