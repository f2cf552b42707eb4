import { describe, expect, it } from "vitest";
import { Likeness } from "#app/chat/knowledge/likeness.ts";

const docs = [
  {
    id: 1,
    phrasings: ["c'est combien la mise de fonds", "faut-il un dépôt pour financer", "combien mettre comptant au départ"],
    tags: "comptant financement",
  },
  { id: 2, phrasings: ["combien de concessionnaires contacter", "trois concessionnaires c'est assez"], tags: "concessionnaires" },
  { id: 3, phrasings: ["la garantie prolongée vaut-elle la peine", "garantie d'un véhicule usagé"], tags: "garantie" },
];
const fr = new Likeness(docs, "fr");
const first = (text: string) => fr.of(text)[0];

describe("the likeness of a question to each entry as a whole (decision 072)", () => {
  it("is a cosine in [0, 1], most alike first", () => {
    const all = fr.of("combien de concessionnaires");
    expect(all[0][0]).toBe(2);
    for (const [, x] of all) expect(x).toBeGreaterThan(0);
    for (const [, x] of all) expect(x).toBeLessThanOrEqual(1 + 1e-9);
    expect(all.map(([, x]) => x)).toEqual([...all.map(([, x]) => x)].sort((a, b) => b - a));
  });

  it("meets words the entry says in different phrasings, together", () => {
    // No phrasing says both "dépôt" and "comptant"; the entry does, between its phrasings.
    expect(first("un dépôt comptant au départ, ça prend combien")?.[0]).toBe(1);
  });

  it("meets a misspelled or otherwise inflected word by its pieces", () => {
    expect(first("garentie prolonger")?.[0]).toBe(3);
    expect(first("les concessionaires")?.[0]).toBe(2);
  });

  it("is nothing for a question the entries share no feature with", () => {
    expect(fr.of("xyzzy")).toEqual([]);
  });

  it("weighs a question word less than what the question is about", () => {
    // "combien" is in entries 1 and 2; "garantie" decides.
    expect(first("combien la garantie")?.[0]).toBe(3);
  });
});
