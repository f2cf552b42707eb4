import { describe, expect, it } from "vitest";
import { cleanForDisplay } from "#app/chat/display.ts";
import { converse, initialState, type Lang } from "#app/chat/engine.ts";
import type { ProfileField } from "#app/questionnaire/profile.ts";
import { knowledge, PLAIN, reach } from "#tests/interview.ts";

/**
 * Each kind of answer is read by a rule (decision 058), checked here with examples written for these
 * tests (never the corpus's): counts in words and ranges, a privacy choice said in words, a contact
 * way refused, a trade-in named or owed on, a way to pay in other words, a name given in a sentence.
 */

/** What one reply to `field` stores (its answers after the reply) and which question comes next. */
function reply(field: ProfileField, lang: Lang, message: string) {
  const before = reach(field, lang);
  const after = converse(before, message, lang, knowledge).state;
  return { answers: after.answers, next: after.asked, notes: after.notes.map((n) => n.kind), state: after };
}

const cases = (field: ProfileField, lang: Lang, table: Record<string, string | undefined>) =>
  Object.entries(table).map(([message, want]) => [field, lang, message, want] as const);

describe("a count said in words, as a range or as an amount word", () => {
  it.each([
    ...cases("dealerships", "fr", {
      "trois ou quatre": "4",
      "3 ou 4": "4",
      "un ou deux": "2",
      "une couple": "3",
      "pas beaucoup": "3",
      plusieurs: "5",
      beaucoup: "10",
      "autant que possible": "100",
      "plus il y en a, mieux c'est": "100",
    }),
    ...cases("dealerships", "en", {
      "five or six": "6",
      "not too many": "3",
      several: "5",
      "a bunch": "10",
      "the more the better": "100",
      max: "100",
      "as many as you can": "100",
    }),
  ])("%s (%s) « %s » → %s", (field, lang, message, want) => {
    expect(reply(field, lang, message).answers[field]).toBe(want);
  });
});

describe("a privacy choice said in words", () => {
  it.each([
    ...cases("privacy", "fr", {
      "la première": "A",
      "la 2": "B",
      "gardez mes infos pour vous": "B",
      "je veux pas qu'ils aient mon cell": "B",
      confidentiel: "B",
      "ok pour partager": "A",
      "vous relayez tout": "B",
    }),
    ...cases("privacy", "en", {
      "the first one": "A",
      "option 2": "B",
      "keep my details private": "B",
      "sharing is fine": "A",
      "I'd rather dealers not get my number": "B",
    }),
  ])("%s (%s) « %s » → %s", (field, lang, message, want) => {
    expect(reply(field, lang, message).answers[field]).toBe(want);
  });
});

describe("a way to be reached, with the ways refused or set aside", () => {
  it.each([
    ...cases("contact", "fr", {
      "courriel seulement, pas de texto": "Courriel",
      "pas d'appels svp, juste par courriel": "Courriel",
      "texto plutôt que courriel": "SMS",
      "pas de téléphone": "Courriel",
      "écrivez-moi": "Courriel",
      "le plus simple pour vous": "Les deux",
    }),
    ...cases("contact", "en", {
      "email only, no texts": "Courriel",
      "text, not email": "SMS",
      "I hate phone calls": "Courriel",
      "whatever's easiest": "Les deux",
    }),
  ])("%s (%s) « %s » → %s", (field, lang, message, want) => {
    expect(reply(field, lang, message).answers[field]).toBe(want);
  });
});

describe("a trade-in answered with a fact about the buyer's vehicle", () => {
  it.each([
    ...cases("tradeIn", "fr", {
      "j'ai un vieux char": "O",
      "j'ai encore un prêt sur mon auto": "O",
      "je n'ai pas de voiture": "N",
      "j'ai vendu mon auto": "N",
      "je le garde": "N",
      "pas cette fois": "N",
      "ça dépend de l'offre": "O",
      "probablement pas": "N",
    }),
    ...cases("tradeIn", "en", {
      "I have an old car": "O",
      "I don't own a car": "N",
      "my old one got totaled": "N",
      "I'm keeping my current car": "N",
      maybe: "O",
      "probably not": "N",
      "nope, selling it privately": "N",
    }),
  ])("%s (%s) « %s » → %s", (field, lang, message, want) => {
    expect(reply(field, lang, message).answers[field]).toBe(want);
  });

  it("what is owed, said with the yes, joins the trade-in's details, never the budget", () => {
    for (const [lang, yes, details] of [
      ["fr", "oui, il me reste 5000 à payer", "Civic 2015"],
      ["en", "yes but I still owe 8k on it", "2014 Jetta"],
    ] as const) {
      const first = reply("tradeIn", lang, yes);
      expect(first.answers.tradeIn).toBe("O");
      expect(first.next).toBe("tradeInDetails");
      const after = converse(first.state, details, lang, knowledge).state;
      expect(after.answers.tradeInDetails).toMatch(new RegExp(`^${details}, .*(5000|8k)`));
      expect(after.answers.termBudget).toBe(PLAIN.termBudget[lang]);
    }
  });
});

describe("a way to pay said in other words", () => {
  it.each([
    ...cases("payment", "fr", {
      "avec ma banque": "Financement",
      "paiements mensuels": "Financement",
      "payer en une fois": "Comptant",
      "avec mes économies": "Comptant",
      "location avec des paiements bas": "Location",
      achat: "Financement",
      LOA: "Location",
      "par mois": "Financement",
      "pas sûr": "---",
    }),
    ...cases("payment", "en", {
      "through my credit union": "Financement",
      "monthly payments": "Financement",
      "I'll pay upfront": "Comptant",
      "outright purchase": "Comptant",
      "full price": "Comptant",
    }),
  ])("%s (%s) « %s » → %s", (field, lang, message, want) => {
    expect(reply(field, lang, message).answers[field]).toBe(want);
  });
});

describe("a name given in a sentence", () => {
  it.each([
    ...cases("name", "fr", {
      "Mon nom: Pierre Côté": "Pierre Côté",
      "Luc Gagnon ici": "Luc Gagnon",
      "c'est pour ma fille, Émilie Roy": "Émilie Roy",
      "mon prénom c'est Luc pis mon nom Gagnon": "Luc Gagnon",
      "tu peux m'appeler Ti-Guy": "Ti-Guy",
      "juste Marc": "Marc",
      "jean tremblay": "Jean Tremblay",
      "Marc Dubé, et vous ?": "Marc Dubé",
      "Le nom c'est Roy": "Roy",
      "nom : Roy, prénom : Luc": "Luc Roy",
      "Luc Roy (M.)": "Luc Roy",
      "ok Julie Lavoie": "Julie Lavoie",
      "MARC TREMBLAY": "Marc Tremblay",
    }),
    ...cases("name", "en", {
      "Bob Smith here": "Bob Smith",
      "first name Tom, last name Baker": "Tom Baker",
      "Kelly-Ann Murphy please": "Kelly-Ann Murphy",
      "Sarah Lee, and yours?": "Sarah Lee",
      "Nguyen Van An": "Nguyen Van An",
      "Jen Walsh :)": "Jen Walsh",
      "Ben Carter": "Ben Carter",
    }),
  ])("%s (%s) « %s » → %s", (field, lang, message, want) => {
    expect(reply(field, lang, message).answers[field]).toBe(want);
  });

  it("the e-mail or phone given with the name is not part of it; a colour with its capital is a first name", () => {
    expect(reply("name", "fr", "Marie Tremblay marie.t@courriel.ca").answers.name).toBe("Marie Tremblay");
    expect(reply("name", "fr", "marie tremblay 514-555-0101").answers.name).toBe("Marie Tremblay");
    expect(reply("name", "fr", "Rose").answers.name).toBe("Rose");
    expect(reply("name", "fr", "rouge").answers.name).toBeUndefined();
  });

  it("where the buyer is from, said with the name, answers the city", () => {
    const r = reply("name", "en", "Tom Baker from Sherbrooke");
    expect(r.answers).toMatchObject({ name: "Tom Baker", city: "Sherbrooke" });
  });
});

describe("an interview is never stuck", () => {
  it("a reply that answers the next open question is stored there, and the question asked comes back", () => {
    const r = reply("tradeIn", "fr", "5");
    expect(r.answers.dealerships).toBe("5");
    expect(r.next).toBe("tradeIn");
    // …and a restated fact is not taken as the next question's answer ("électrique" is not equipment).
    expect(reply("drivetrain", "fr", "hybride").answers.options).toBeUndefined();
  });

  it("a proposal or a place check is taken when the buyer moves on to the next answer", () => {
    const proposed = reply("dealerships", "fr", "peu importe");
    expect(proposed.notes).toContain("suggest");
    const moved = converse(proposed.state, "courriel", "fr", knowledge).state;
    expect(moved.answers).toMatchObject({ dealerships: "10", contact: "Courriel" });
    const checked = reply("city", "fr", "shawinigen");
    expect(checked.notes).toContain("confirm-place");
    const on = converse(checked.state, "A", "fr", knowledge).state;
    expect(on.answers).toMatchObject({ city: "Shawinigan", privacy: "A" });
  });

  it("a second miss on an open question keeps what was said; a closed one offers its choices", () => {
    const once = reply("options", "fr", "hmm");
    expect(once.answers.options).toBeUndefined();
    const twice = converse(once.state, "zorglub", "fr", knowledge).state;
    expect(twice.answers.options).toBe("zorglub");
    const closed = reply("payment", "fr", "zorglub");
    const again = converse(closed.state, "zorglub", "fr", knowledge).state;
    expect(again.answers.payment).toBeUndefined();
    expect(again.notes.map((n) => n.kind)).toContain("offer");
  });

  it("a place named among other words is that place; a postal code is not a yes", () => {
    expect(reply("city", "fr", "Montréal, mais je peux me déplacer").answers.city).toBe("Montréal");
    expect(reply("city", "fr", "H2X 1Y4").answers.city).toBe("H2X 1Y4");
  });
});

describe("questions written without their mark or their inversion are never stored", () => {
  it.each([
    ["options", "fr", "c mieux de payer cash ou louer"],
    ["color", "fr", "vaut mieux le vendre moi-même ou l'échanger"],
    ["contact", "fr", "juste par courriel pas de téléphone c possible"],
    ["emailPhone", "fr", "à partir de quand je vais avoir des prix"],
    ["tradeIn", "fr", "ils m'ont chargé 600 de frais, c'est légal ça?"],
    ["tradeIn", "fr", "ma sœur a gardé l'auto qui est à mon nom, j'ai tu des recours"],
    ["options", "en", "more dealers means a lower price right"],
    ["options", "en", "hybrids still worth it"],
    ["color", "en", "term meaning what, months or years"],
    ["tradeInDetails", "en", "if I buy a 2020 does the battery warranty carry over"],
    ["emailPhone", "en", "whens the soonest I get offers"],
  ] as const)("%s (%s) « %s »", (field, lang, message) => {
    const before = reach(field, lang);
    const after = converse(before, message, lang, knowledge).state;
    expect(after.answers).toEqual(before.answers);
  });

  // Second round: asked by a noun phrase or by intonation (whether a thing is possible, available
  // or realistic; what it is worth or costs; alternatives between Sam and someone else).
  it.each([
    ["color", "fr", "financement à 0 % disponible"],
    ["color", "fr", "rabais si je paie comptant"],
    ["color", "fr", "le gris ça coûte plus cher"],
    ["options", "fr", "rien, financement via ma caisse possible"],
    ["options", "fr", "rien de spécial, par contre le prêt se fait par vous ou par le concessionnaire"],
    ["tradeIn", "fr", "échange possible même si je dois encore de l'argent dessus"],
    ["tradeIn", "fr", "valeur d'échange d'une Mazda 3 2016"],
    ["termBudget", "fr", "450 par mois c'est réaliste"],
    ["termBudget", "fr", "budget réaliste pour ce modèle"],
    ["emailPhone", "fr", "A ou B, ça change quoi pour moi au juste"],
    ["color", "en", "cash discount if I pay upfront"],
    ["color", "en", "any financing deals right now"],
    ["options", "en", "nothing special. financing goes through you or the dealer"],
    ["tradeIn", "en", "trade possible even with a loan on it"],
    ["tradeIn", "en", "trade in value for a 2016 Corolla"],
    ["termBudget", "en", "400/month doable"],
    ["termBudget", "en", "realistic budget for that"],
  ] as const)("%s (%s) « %s »", (field, lang, message) => {
    const before = reach(field, lang);
    const after = converse(before, message, lang, knowledge).state;
    expect(after.answers).toEqual(before.answers);
  });

  it("a condition or a wish is not asked: « si possible », « if available » keep the answer", () => {
    expect(reply("color", "fr", "rouge si possible").answers.color).toBeTruthy();
    expect(reply("color", "en", "red if available").answers.color).toBeTruthy();
    expect(reply("termBudget", "fr", "le moins cher possible").answers.termBudget).toBeTruthy();
    expect(reply("termBudget", "en", "the cheapest possible").answers.termBudget).toBeTruthy();
    expect(reply("termBudget", "en", "40k, price of the car all in").answers.termBudget).toBeTruthy();
  });

  it("a dealer's place is not the buyer's city", () => {
    expect(reply("options", "fr", "j'ai déjà une soumission du Kia à Laval, vous pouvez la battre?").answers.city).toBeUndefined();
    // Where the buyer is, said as a sentence of its own, is read anywhere (decision 061); said as a question's premise, in
    // its own sentence, it is what the question is about (decision 066).
    expect(reply("options", "en", "I'm in Kirkland. Do you cover the West Island?").answers.city).toBe("Kirkland");
    expect(reply("options", "en", "I'm in Kirkland, do you cover the West Island?").answers.city).toBeUndefined();
  });
});

describe("a model named by its last word", () => {
  it("« Y » after Tesla is the Model Y, « 3 » after BMW the Série 3", () => {
    let s = converse(initialState(), "Tesla", "fr", knowledge).state;
    s = converse(converse(s, "neuf", "fr", knowledge).state, "Y", "fr", knowledge).state;
    expect(s.answers.model).toBe("Model Y");
    let b = converse(initialState(), "BMW", "fr", knowledge).state;
    b = converse(converse(b, "neuf", "fr", knowledge).state, "3", "fr", knowledge).state;
    expect(b.answers.model).toBe("Série 3");
  });
});

describe("a trim as the buyer names it", () => {
  it.each([
    ["fr", "version XLE", "XLE"],
    ["fr", "je pense XLE", "XLE"],
    ["fr", "Limited noir", "Limited"],
    ["fr", "XLE premium", "XLE premium"],
    ["en", "the Limited one", "Limited"],
  ] as const)("(%s) « %s » → %s", (lang, message, want) => {
    expect(reply("trim", lang, message).answers.trim).toBe(want);
  });
});

// Decision 061: the reader reads kinds of answers by general rules (examples written for these tests).
describe("a yes or a no said alone, as buyers type it", () => {
  it.each([
    ...cases("tradeIn", "fr", {
      ouiii: "O",
      wi: "O",
      oué: "O",
      "absolument!": "O",
      nooon: "N",
      nn: "N",
      "pas du tout": "N",
      aucunement: "N",
    }),
    ...cases("tradeIn", "en", { yesss: "O", absolutely: "O", "👍": "O", "not at all": "N", niet: "N", "👎": "N" }),
  ])("%s (%s) « %s » → %s", (field, lang, message, want) => {
    expect(reply(field, lang, message).answers[field]).toBe(want);
  });

  it("a yes inside another word is not one (« wi-fi »)", () => {
    expect(reply("tradeIn", "fr", "wi-fi").answers.tradeIn).toBeUndefined();
  });
});

describe("a closed choice by its first letters or its initials, its choices being shown", () => {
  it.each([
    ...cases("payment", "fr", { F: "Financement", loc: "Location", "c svp": "Comptant", loyer: "Location" }),
    ...cases("payment", "en", { L: "Location", rent: "Location", installments: "Financement" }),
    ...cases("drivetrain", "fr", { TI: "Traction intégrale", TA: "Traction avant", P: "Propulsion", "2WD": "Traction avant" }),
    ...cases("powertrain", "fr", { hyb: "Hybride", élec: "Électrique", VHR: "Hybride rechargeable", D: "Diesel" }),
    ...cases("contact", "en", { E: "Courriel", txt: "SMS", B: "Les deux" }),
  ])("%s (%s) « %s » → %s", (field, lang, message, want) => {
    expect(reply(field, lang, message).answers[field]).toBe(want);
  });

  it("letters that open two choices are not one of them (« E »: essence or électrique)", () => {
    expect(reply("powertrain", "fr", "E").answers.powertrain).toBeUndefined();
  });
});

describe("money said without its unit, beside a limit or a period", () => {
  it("is the budget, even while another question is asked; a year is not money", () => {
    expect(reply("termBudget", "fr", "autour de 450 mensuel").answers.termBudget).toBe("autour de 450 mensuel");
    const moved = reply("payment", "fr", "zorglub");
    const after = converse(moved.state, "max 32000", "fr", knowledge).state;
    expect(after.answers.termBudget).toBe("max 32000");
    expect(reply("newUsed", "fr", "usagé, 2019 max").answers.termBudget).toBeUndefined();
  });
});

describe("a name among the words said around it", () => {
  it.each([
    ["fr", "Sylvie Nadeau pour vous servir", "Sylvie Nadeau"],
    ["fr", "sylvie nadeau pour vous servir", "Sylvie Nadeau"],
    ["fr", "Vraiment Hugo Bélanger", "Hugo Bélanger"],
    ["fr", "Hugo Bélanger là", "Hugo Bélanger"],
    ["fr", "Hugo, Hugo Bélanger", "Hugo Bélanger"],
    ["fr", "Tran Van Minh", "Tran Van Minh"],
    ["fr", "Ben Gauthier", "Ben Gauthier"],
    ["en", "Nora Walsh by the way", "Nora Walsh"],
    ["en", "The name is Nora Walsh", "Nora Walsh"],
    ["en", "NORA WALSH THANKS", "Nora Walsh"],
  ] as const)("(%s) « %s » → %s", (lang, message, want) => {
    expect(reply("name", lang, message).answers.name).toBe(want);
  });

  it("a sentence with capitals in it is not a name", () => {
    expect(reply("name", "fr", "Je trouve que Hyundai Laval niaise avec le puck").answers.name).toBeUndefined();
  });
});

describe("an optional question the buyer steps over", () => {
  it("is passed after two replies that answer the questions after it, and the interview goes on", () => {
    const first = reply("trim", "fr", "hybride");
    expect(first.answers.powertrain).toBe("Hybride");
    expect(first.next).toBe("trim");
    const second = converse(first.state, "intégrale", "fr", knowledge).state;
    expect(second.answers).toMatchObject({ trim: "---", drivetrain: "Traction intégrale" });
    expect(second.asked).toBe("options");
  });

  it("once is not enough: a buyer who answers one question early often answers the one asked next", () => {
    const first = reply("powertrain", "en", "AWD");
    const second = converse(first.state, "plug-in", "en", knowledge).state;
    expect(second.answers).toMatchObject({ powertrain: "Hybride rechargeable", drivetrain: "Traction intégrale" });
  });

  it("a question that must be answered comes back", () => {
    const first = reply("tradeIn", "fr", "5");
    const second = converse(first.state, "courriel", "fr", knowledge).state;
    expect(second.answers.tradeIn).toBeUndefined();
    expect(second.asked).toBe("tradeIn");
  });
});

describe("questions that need no mark, and a value named in a question", () => {
  it.each([
    ["options", "fr", "J'ai entendu dire que la location c'est une mauvaise idée l'hiver"],
    ["color", "en", "My neighbour says leasing costs more in the end"],
    ["color", "en", "Dealer financing or my credit union which one has the lower rate"],
    ["options", "fr", "Le comptant est-il plus avantageux qu'un prêt"],
    ["options", "fr", "j'me demande si le financement coûte plus cher au bout"],
    ["color", "en", "Just curious whether paying cash gets a discount"],
    ["options", "fr", "Pour la location, le kilométrage est limité à combien ?"],
    ["options", "fr", "La location, c'est-tu une bonne affaire ?"],
    ["tradeIn", "fr", "Ma Mazda 3 2014 a un peu de rouille, ça vaut-tu encore quelque chose ?"],
  ] as const)("%s (%s) « %s » is asked, nothing stored", (field, lang, message) => {
    const before = reach(field, lang);
    const after = converse(before, message, lang, knowledge).state;
    expect(after.answers).toEqual(before.answers);
    expect(after.notes.some((n) => n.kind === "answer" || n.kind === "unknown-question")).toBe(true);
  });

  it("alternatives the buyer chooses between are an answer, not a question", () => {
    expect(reply("model", "fr", "Versa ou Sentra, le moins cher des deux").answers.model).toBeDefined();
  });
});

describe("a count said by which dealers rather than how many", () => {
  it("gets the recommended count to accept, taken when the buyer moves on", () => {
    const r = reply("dealerships", "fr", "juste ceux proches de chez moi");
    expect(r.notes).toContain("suggest");
    expect(converse(r.state, "courriel", "fr", knowledge).state.answers).toMatchObject({ dealerships: "10", contact: "Courriel" });
    expect(reply("dealerships", "en", "zorglub blorp").notes).toContain("suggest");
  });
});

describe("a trim in the buyer's words (decision 061)", () => {
  it.each([
    ["fr", "Sport Touring hybride", "Sport Touring", "Hybride"],
    ["fr", "ex-l avec navigation", "EX-L", undefined],
    ["fr", "je pense la Touring", "Touring", undefined],
  ] as const)("(%s) « %s » → %s", (lang, message, trim, powertrain) => {
    let s = converse(initialState(), "Honda CR-V", lang, knowledge).state;
    s = converse(converse(s, "neuf", lang, knowledge).state, message, lang, knowledge).state;
    expect(s.answers.trim).toBe(trim);
    expect(s.answers.powertrain).toBe(powertrain);
  });

  it("a name with its capital after the model, that the catalogue does not list, is the trim", () => {
    const s = converse(initialState(), "Subaru Forester Wilderness", "fr", knowledge).state;
    expect(s.answers).toMatchObject({ model: "Forester", trim: "Wilderness" });
    const body = converse(initialState(), "Honda Civic Berline 2023", "fr", knowledge).state;
    expect(body.answers.trim).toBeUndefined();
  });
});

describe("the buyer's own device or inbox in a complaint is not a way chosen (decision 061)", () => {
  it.each([
    ["fr", "Ma boîte de courriels déborde déjà", undefined],
    ["en", "I already get way too many texts", undefined],
    ["en", "my phone keeps dying", undefined],
    ["fr", "sur mon cell", "SMS"],
    ["en", "my email is best", "Courriel"],
  ] as const)("(%s) « %s » → %s", (lang, message, want) => {
    expect(reply("contact", lang, message).answers.contact).toBe(want);
  });
});

describe("money as a range of figures without its unit (decision 061)", () => {
  it("is the budget; a range of years or kilometres is not", () => {
    const moved = reply("payment", "fr", "zorglub");
    expect(converse(moved.state, "350 à 400", "fr", knowledge).state.answers.termBudget).toBe("350 à 400");
    expect(converse(moved.state, "2018 à 2020", "fr", knowledge).state.answers.termBudget).toBeUndefined();
  });
});

describe("a first name said in passing, and names written as names are (decision 061)", () => {
  it("the full name said later completes the first name said in passing", () => {
    let s = converse(initialState(), "Hi, I'm Nora, looking for a new Mazda CX-5", "en", knowledge).state;
    expect(s.answers.name).toBe("Nora");
    s = converse(s, "Nora Walsh", "en", knowledge).state;
    expect(s.answers.name).toBe("Nora Walsh");
  });

  it("« I'm » followed by something else than a name is not one", () => {
    const s = converse(initialState(), "I'm Interested in a Mazda CX-5", "en", knowledge).state;
    expect(s.answers.name).toBeUndefined();
  });

  it.each([
    ["fr", "sylvie d'amours", "Sylvie D'Amours"],
    ["en", "ryan mcleod", "Ryan McLeod"],
    ["fr", "C'est pour ma blonde, Julie Caron", "Julie Caron"],
  ] as const)("(%s) « %s » → %s", (lang, message, want) => {
    expect(reply("name", lang, message).answers.name).toBe(want);
  });
});

describe("a thought weighed or a thing heard, beside a question, is the question's subject (decision 061)", () => {
  it.each([
    ["options", "fr", "Je songeais à louer, mais c'est-tu vraiment moins cher ?"],
    ["color", "en", "I was thinking of paying cash, would that get me a better price?"],
    ["color", "en", "Paying cash gets a better price than financing, from what I understand"],
  ] as const)("%s (%s) « %s »: nothing stored", (field, lang, message) => {
    const before = reach(field, lang);
    expect(converse(before, message, lang, knowledge).state.answers).toEqual(before.answers);
  });
});

describe("more kinds of answers (decision 061)", () => {
  it("a phone number read group by group with pauses", () => {
    expect(reply("emailPhone", "fr", "cinq un quatre, cinq cinq cinq, zéro un deux trois").state.phone).toMatch(/514.?555.?0123/);
  });

  it("a colour said beside when the buyer can wait is the colour", () => {
    expect(reply("color", "en", "navy, and it can wait till summer").answers.color).toBe("navy");
    expect(reply("color", "en", "lunar rock, I'd like it before the end of the month").answers.color).toBe("lunar rock");
  });

  it("a value said as a sentence of its own before a question answers; one value before a comparison too", () => {
    expect(reply("payment", "en", "finance. do you guys get the maker's rates?").answers.payment).toBe("Financement");
    expect(reply("payment", "en", "cash, do I get a better price paying cash?").answers.payment).toBe("Comptant");
    expect(reply("payment", "fr", "louer ou financer, c'est quoi le mieux ?").answers.payment).toBeUndefined();
  });

  it("« you choose » after a hesitation hands the choice over", () => {
    expect(reply("trim", "en", "no clue about trims, you choose").notes).toContain("suggest");
  });

  it.each([
    ["fr", "la version de base, pas besoin d'extras", "version de base"],
    ["fr", "celle avec la plus grande autonomie", "plus grande autonomie"],
    ["en", "fully loaded", "fully loaded"],
  ] as const)("a trim said by its level: (%s) « %s » → %s", (lang, message, want) => {
    const r = reply("trim", lang, message);
    expect(r.answers.trim).toBe(want);
    expect(r.answers.options).toBeUndefined();
  });

  it("« trims » is not « rims »; « 4xe » is a plug-in hybrid", () => {
    expect(reply("trim", "en", "no idea what the trims are").answers.options).toBeUndefined();
    expect(reply("powertrain", "fr", "4xe").answers.powertrain).toBe("Hybride rechargeable");
  });

  it("a name with a remark after a dash; a way to be reached is not a name", () => {
    expect(reply("name", "en", "Dana Roy - no calls please").answers.name).toBe("Dana Roy");
    expect(reply("name", "en", "email").answers.name).toBeUndefined();
  });

  it("the buyer's phone in a story is not the way chosen; « my phone » alone is", () => {
    expect(reply("contact", "en", "sorry my dog stepped on my phone").answers.contact).toBeUndefined();
    expect(reply("contact", "en", "my phone").answers.contact).toBe("SMS");
  });
});

describe("a vehicle that is someone's already is not the one wanted (decision 061)", () => {
  it.each([
    ["fr", "Allo, je veux remplacer ma vieille Civic par un CR-V hybride", "CR-V"],
    ["en", "my wife drives a Pilot, I want a CR-V", "CR-V"],
    ["en", "I'd love to have a CR-V", "CR-V"],
  ] as const)("(%s) « %s » → %s", (lang, message, model) => {
    expect(converse(initialState(), message, lang, knowledge).state.answers.model).toBe(model);
  });

  it("at the trim question, the buyer's own car named beside the trim changes nothing", () => {
    const r = reply("trim", "fr", "XLE, je remplace ma vieille Corolla");
    expect(r.answers).toMatchObject({ model: "RAV4", trim: "XLE" });
  });
});

describe("a colour before the wait, equipment after a wish, privacy said by its option's words (decision 061)", () => {
  it("the colour said before when it is wanted, in one clause", () => {
    expect(reply("color", "fr", "Noir si possible avant le 20 décembre").answers.color).toBe("Noir");
  });

  it("equipment after « je veux juste » or « I just want » is the buyer's answer", () => {
    expect(reply("options", "fr", "je veux juste l'essentiel").answers.options).toBe("je veux juste l'essentiel");
    expect(reply("options", "en", "I just want the basics").answers.options).toBe("I just want the basics");
  });

  it.each([
    ["fr", "(B)", "B"],
    ["fr", "OPTION-A", "A"],
    ["fr", "les gagnants", "A"],
    ["en", "Sam", "B"],
    ["fr", "NON", "B"],
    ["fr", "l'option B", "B"],
  ] as const)("(%s) « %s » → %s", (lang, message, want) => {
    expect(reply("privacy", lang, message).answers.privacy).toBe(want);
  });
});

describe("a term in years and a way to pay by its means (decision 061)", () => {
  it("« sur 5 ans » is a term, the age of a car is not", () => {
    expect(reply("termBudget", "fr", "sur 5 ans").answers.termBudget).toBe("sur 5 ans");
    const moved = reply("payment", "fr", "zorglub");
    expect(converse(moved.state, "6 ans", "fr", knowledge).state.answers.termBudget).toBe("6 ans");
    expect(reply("newUsed", "fr", "usagé, genre 3 ans max").answers.termBudget).toBeUndefined();
  });

  it.each([
    ["en", "check", "Comptant"],
    ["en", "Interac", "Comptant"],
    ["fr", "marge de crédit", "Financement"],
  ] as const)("(%s) « %s » → %s", (lang, message, want) => {
    expect(reply("payment", lang, message).answers.payment).toBe(want);
  });
});

describe("the other half of the contact details refused (decision 061)", () => {
  it("goes on with the half given", () => {
    let s = reach("contact", "fr");
    s = converse(s, "les deux, 514-555-0101", "fr", knowledge).state;
    s = converse(s, "Marie Tremblay", "fr", knowledge).state;
    expect(s.asked).toBe("emailPhone");
    s = converse(s, "pas de courriel", "fr", knowledge).state;
    expect(s.asked).toBe("city");
    expect(s.phone).toMatch(/514.?555.?0101/);
  });
});

describe("another answer written with capitals beside contact details is not a name (decision 061)", () => {
  it("« Les Deux, 514-555-0101 » at the contact question", () => {
    const r = reply("contact", "fr", "Les Deux, 514-555-0101");
    expect(r.answers).toMatchObject({ contact: "Les deux" });
    expect(r.answers.name).toBeUndefined();
    expect(r.next).toBe("name");
  });
});

describe("a way refused with the negation after the verb (decision 061)", () => {
  it.each([
    ["appelez-moi pas", "Courriel"],
    ["textez-moi jamais", "Courriel"],
    ["texto, pas de problème", "SMS"],
    ["appelez-moi pas, juste des textos", "SMS"],
  ] as const)("« %s » → %s", (message, want) => {
    expect(reply("contact", "fr", message).answers.contact).toBe(want);
  });
});

describe("a trade-in said with what is left to pay, or handed back (decision 069)", () => {
  it.each([
    ["fr", "oui, mais il est pas fini de payer, ça se fait quand même ?"],
    ["en", "yes but I'm still paying it off, is that a problem?"],
  ] as const)("%s « %s »: the yes that opens it answers, and the question is answered", (lang, message) => {
    const r = reply("tradeIn", lang, message);
    expect(r.answers.tradeIn).toBe("O");
    expect(r.next).toBe("tradeInDetails");
    expect(r.notes.some((n) => n === "answer" || n === "unknown-question")).toBe(true);
  });

  it.each([
    ["fr", "ma location finit en juin, je la retourne au concessionnaire"],
    ["fr", "mon bail achève, je vais la rendre"],
    ["en", "my lease ends in the spring and I'm giving it back"],
    ["en", "the leased one goes back to the dealership next month"],
  ] as const)("%s « %s »: a leased vehicle handed back is no trade-in", (lang, message) => {
    expect(reply("tradeIn", lang, message).answers.tradeIn).toBe("N");
  });

  it.each([
    ["fr", "Cobalt 2009, il reste 2500 dessus"],
    ["en", "2010 Aveo, 190 000 km"],
  ] as const)("%s « %s »: a name with its model year is the vehicle, listed or not", (lang, message) => {
    const r = reply("tradeIn", lang, message);
    expect(r.answers.tradeIn).toBe("O");
    expect(r.answers.tradeInDetails).toBe(message);
    expect(r.answers.termBudget).toBe(PLAIN.termBudget[lang]);
  });
});

describe("two ways to pay, one of them hedged (decision 069)", () => {
  it.each([
    ...cases("payment", "fr", {
      "comptant, peut-être un peu de financement": "Comptant",
      "je loue, ou peut-être financer si le taux est bon": "Location",
      "financer, éventuellement payer comptant": "Financement",
      "un peu comptant pis le reste en financement": "Financement",
    }),
    ...cases("payment", "en", {
      "cash mostly, might finance a bit": "Comptant",
      "lease, possibly finance": "Location",
      "cash down and finance the rest": "Financement",
    }),
  ])("%s (%s) « %s » → %s", (field, lang, message, want) => {
    expect(reply(field, lang, message).answers[field]).toBe(want);
  });
});

describe("a closed choice said right after it was answered settles it (decision 069)", () => {
  it.each([
    ["fr", "n'importe", "par texto finalement", "SMS"],
    ["fr", "peu importe", "courriel je dirais", "Courriel"],
    ["en", "doesn't matter", "texts are easiest", "SMS"],
    ["en", "either is fine", "email I suppose", "Courriel"],
  ] as const)("%s: « %s » at the contact, then « %s » at the name → %s", (lang, first, then, want) => {
    const r = reply("contact", lang, first);
    expect(r.answers.contact).toBe("Les deux");
    expect(r.next).toBe("name");
    const after = converse(r.state, then, lang, knowledge).state;
    expect(after.answers.contact).toBe(want);
    expect(after.answers.name).toBeUndefined();
    expect(after.asked).toBe("name");
  });

  it("a reply that fits the question asked stays its answer (« rear camera » at the options after « front »)", () => {
    let s = reach("drivetrain", "en");
    s = converse(s, "front", "en", knowledge).state;
    s = converse(s, "rear camera", "en", knowledge).state;
    expect(s.answers).toMatchObject({ drivetrain: "Traction avant", options: "rear camera" });
  });
});

describe("a privacy choice said by what the option does (decision 069)", () => {
  it.each([
    ...cases("privacy", "fr", {
      "celle où c'est vous qui relayez": "B",
      "j'aimerais que vous gardiez mon numéro": "B",
      "juste le gagnant peut avoir mes coordonnées": "A",
      "seulement aux gagnants, c'est correct": "A",
    }),
    ...cases("privacy", "en", {
      "the one where Sam relays": "B",
      "the one that keeps my number private": "B",
      "just the winning dealer is fine": "A",
      "winner only": "A",
    }),
  ])("%s (%s) « %s » → %s", (field, lang, message, want) => {
    expect(reply(field, lang, message).answers[field]).toBe(want);
  });
});

describe("names: a surname said later, a month among a name's words (decision 069)", () => {
  it.each([
    ["fr", "Josée", "ah pis mon nom de famille c'est Brassard, josee.b@courriel.ca", "Josée Brassard"],
    ["en", "Kwame", "kwame.o@courriel.ca, surname is Owusu", "Kwame Owusu"],
  ] as const)("%s: « %s », then at the contact details « %s » → %s", (lang, first, then, want) => {
    let s = reach("name", lang);
    s = converse(s, first, lang, knowledge).state;
    expect(s.answers.name).toBe(first);
    s = converse(s, then, lang, knowledge).state;
    expect(s.answers.name).toBe(want);
    expect(s.email).toMatch(/@courriel\.ca$/);
  });

  it.each([
    ["fr", "Avril Lefebvre"],
    ["en", "June Whitfield"],
    ["en", "Tran Van Mai"],
  ] as const)("%s « %s » is a name, not a date", (lang, message) => {
    const r = reply("name", lang, message);
    expect(r.answers.name).toBe(message);
    expect(r.next).toBe("emailPhone");
  });
});

describe("a budget said early keeps its range and its amount (decision 069)", () => {
  it.each([
    ["fr", "intégrale, 60 mois, 500", "60 mois, 500"],
    ["fr", "intégrale, entre 35 et 40 000 $", "entre 35 et 40 000 $"],
    ["en", "AWD, between 35 and 40k", "between 35 and 40k"],
    ["en", "AWD, 84 months, 2019 or newer", "84 months"],
  ] as const)("%s « %s » at the drivetrain → the budget « %s »", (lang, message, want) => {
    const r = reply("drivetrain", lang, message);
    expect(r.answers.drivetrain).toBe("Traction intégrale");
    expect(r.answers.termBudget).toBe(want);
  });
});

describe("a place and a privacy choice read as what they are (decision 069)", () => {
  it("a town whose name holds a drive's letters is the city (« Rawdon »)", () => {
    const r = reply("city", "fr", "Rawdon");
    expect(r.answers.city).toBe("Rawdon");
    expect(r.answers.drivetrain).toBe("Traction intégrale");
    expect(r.next).toBe("privacy");
  });

  it.each([
    ["fr", "partagez rien"],
    ["fr", "partagez jamais mon numéro"],
    ["en", "share nothing please"],
  ] as const)("%s « %s »: a pass word inside a sure answer is part of it → B", (lang, message) => {
    const r = reply("privacy", lang, message);
    expect(r.answers.privacy).toBe("B");
    expect(r.state.done).toBe(true);
  });
});

describe("a name with a title, a label, or its surname typed in lower case (decision 069)", () => {
  it.each([
    ...cases("name", "fr", {
      "M. Gaston Bélanger": "Gaston Bélanger",
      "Nom : Côté, Hélène": "Hélène Côté",
      "prénom seulement : Yves": "Yves",
      "Josée l'heureux": "Josée L'Heureux",
      "Sophie, merci": "Sophie",
    }),
    ...cases("name", "en", {
      "Liam o'donnell": "Liam O'Donnell",
      "first name only: Priya": "Priya",
      "Kevin please": "Kevin",
    }),
  ])("%s (%s) « %s » → %s", (field, lang, message, want) => {
    expect(reply(field, lang, message).answers[field]).toBe(want);
  });
});

describe("a way to pay said by the money behind it, and neither way to be reached (decision 069)", () => {
  it.each([
    ...cases("payment", "fr", {
      "j'ai mis de l'argent de côté": "Comptant",
      "pas de prêt, j'aime pas ça": "Comptant",
      "avec ma marge de crédit": "Financement",
    }),
    ...cases("payment", "en", {
      "we've saved up for it": "Comptant",
      "no debt for me": "Comptant",
      "using my line of credit": "Financement",
    }),
  ])("%s (%s) « %s » → %s", (field, lang, message, want) => {
    expect(reply(field, lang, message).answers[field]).toBe(want);
  });

  it.each([
    ["fr", "aucune des deux", undefined],
    ["en", "neither", undefined],
    ["fr", "ni l'un ni l'autre, appelez-moi plutôt", "SMS"],
  ] as const)("%s « %s » at the contact → %s", (lang, message, want) => {
    const r = reply("contact", lang, message);
    expect(r.answers.contact).toBe(want);
    expect(r.next).toBe(want ? "name" : "contact");
  });
});

describe("a trade-in not paid off, kept by someone else, or a lease returned (decision 069)", () => {
  it.each([
    ...cases("tradeIn", "fr", {
      "elle est pas encore payée": "O",
      "ma blonde garde le char": "N",
      "mon bail achève, je le retourne": "N",
    }),
    ...cases("tradeIn", "en", {
      "it isn't paid off yet": "O",
      "my husband keeps the car": "N",
      "leased, and I'm returning it": "N",
    }),
  ])("%s (%s) « %s » → %s", (field, lang, message, want) => {
    expect(reply(field, lang, message).answers[field]).toBe(want);
  });
});

describe("contact details typed loosely (decision 069)", () => {
  it("an address with spaces around its @ is the address", () => {
    const r = reply("emailPhone", "fr", "julie.b @ courriel.ca");
    expect(r.state.email).toBe("julie.b@courriel.ca");
    expect(r.next).toBe("city");
  });

  it.each(["450-555-012", "450.555.01234"])("a phone with a digit missing or too many (« %s ») is no budget", (message) => {
    const r = reply("emailPhone", "en", message);
    expect(r.answers.termBudget).toBe(PLAIN.termBudget.en);
    expect(r.next).toBe("emailPhone");
  });
});

describe("a postal area (decision 069)", () => {
  it.each([
    ["fr", "g1v", "G1V"],
    ["en", "J7A", "J7A"],
  ] as const)("%s « %s » at the city → %s", (lang, message, want) => {
    const r = reply("city", lang, message);
    expect(r.answers.city).toBe(want);
    expect(r.next).toBe("privacy");
  });

  it("a postal area said at another question is no budget", () => {
    const r = reply("emailPhone", "fr", "marie@courriel.ca, J7A");
    expect(r.answers.termBudget).toBe(PLAIN.termBudget.fr);
  });
});

describe("a closed question converges once its choices were offered (decision 066)", () => {
  it("an optional one is passed on the next miss, and the reply is read against the next question", () => {
    const first = reply("payment", "fr", "zorglub");
    const offered = converse(first.state, "plouf", "fr", knowledge).state;
    expect(offered.notes.map((n) => n.kind)).toContain("offer");
    const passed = converse(offered, "bof bof", "fr", knowledge).state;
    expect(passed.answers.payment).toBe("---");
    expect(passed.asked).toBe("termBudget");
    // Read against the next question: a budget said at the payment question after its choices were offered.
    const budget = converse(
      converse(reply("payment", "en", "zorglub").state, "plouf", "en", knowledge).state,
      "whatevs, 400 tops",
      "en",
      knowledge,
    );
    expect(budget.state.answers).toMatchObject({ payment: "---", termBudget: "400 tops" });
  });
  it("one that must be answered gets Sam's proposal, taken on a yes", () => {
    const first = reply("newUsed", "fr", "zorglub");
    const offered = converse(first.state, "plouf", "fr", knowledge).state;
    const proposed = converse(offered, "bof bof", "fr", knowledge).state;
    expect(proposed.notes.map((n) => n.kind)).toContain("suggest");
    expect(converse(proposed, "oui", "fr", knowledge).state.answers.newUsed).toBe("N");
  });
  it("a choice word typed with letters held, and « dunno », are read", () => {
    expect(reply("payment", "en", "cashh").answers.payment).toBe("Comptant");
    expect(reply("powertrain", "fr", "hybriiide").answers.powertrain).toBe("Hybride");
    expect(reply("payment", "en", "dunno yet").answers.payment).toBe("---");
  });
});

describe("an amount with its period in the buyer's words (decision 066)", () => {
  it.each([
    ["en", "400 every paycheque"],
    ["en", "300 each pay"],
    ["en", "~400/mo"],
    ["en", "$350/wk"],
    ["en", "like 400ish"],
    ["fr", "400 à chaque paie"],
    ["fr", "300 aux deux semaines"],
    ["fr", "200 par semaine"],
  ] as const)("%s « %s » is the budget, while the payment is asked too", (lang, message) => {
    expect(reply("termBudget", lang, message).answers.termBudget).toBeTruthy();
    expect(reply("payment", lang, message).answers.termBudget).toBeTruthy();
  });
  it("« monthly » stays whole", () => {
    expect(reply("payment", "en", "around 450 monthly").answers.termBudget).toBe("around 450 monthly");
  });
});

describe("a question's premise answers only the question asked (decision 066)", () => {
  it("a fact said before a question, in its sentence, is what the question is about", () => {
    for (const [lang, message] of [
      ["en", "I still owe 9k on my Tucson and it's worth maybe 7, will the dealer take that on?"],
      ["fr", "il me reste 6000 $ à payer sur mon char, ça se règle comment?"],
      ["en", "I'm in Kirkland, do you cover the West Island?"],
    ] as const) {
      // The trade-in described, then the dealership count asked.
      const before = converse(reach("tradeInDetails", lang), "Civic 2015", lang, knowledge).state;
      expect(before.asked).toBe("dealerships");
      expect(converse(before, message, lang, knowledge).state.answers, message).toEqual(before.answers);
    }
  });
  it("it still answers the question asked when it surely fits; a sentence of its own answers anything", () => {
    expect(reply("color", "en", "charcoal, does it show the salt less?").answers.color).toBe("charcoal");
    const tradeIn = reply("tradeIn", "en", "yes, a 2017 Mazda 3, I still owe 3 grand, does that get rolled in?");
    expect(tradeIn.answers.tradeIn).toBe("O");
    expect(reply("options", "fr", "Je reste à Lévis. Vous pouvez chercher des deux bords?").answers.city).toBe("Lévis");
  });
});

describe("a count read among the words around it (decision 066)", () => {
  it.each([
    ["fr", "j'ai 2 enfants, 4 c'est bien", "4"],
    ["en", "within 20 km, maybe 4", "4"],
    ["fr", "le char vaut 7, 4 dealers", "4"],
    ["en", "3 or 4, nothing past 50 km", "4"],
  ] as const)("%s « %s » is %s", (lang, message, count) => {
    expect(reply("dealerships", lang, message).answers.dealerships).toBe(count);
  });
  it("a figure that measures something else, or a figure in a clause about money, is not a count", () => {
    expect(reply("dealerships", "fr", "ceux à moins de 30 minutes").answers.dealerships).toBeUndefined();
    expect(reply("dealerships", "en", "my trade is worth maybe 8, I owe 5").answers.dealerships).toBeUndefined();
  });
});

describe("when to be reached is not how (decision 066)", () => {
  it.each([
    ["fr", "n'importe quand"],
    ["fr", "peu importe l'heure"],
    ["fr", "ça dépend de l'heure"],
    ["fr", "les deux jours de fin de semaine"],
    ["en", "any time after 5"],
    ["en", "any day works"],
    ["en", "depends on the day"],
  ] as const)("%s « %s » at the contact question is a time, clarified, not a way", (lang, message) => {
    const r = reply("contact", lang, message);
    expect(r.answers.contact).toBeUndefined();
    expect(r.notes).toContain("clarify");
  });
  it("a way said with a time is the way; « peu importe » alone is both", () => {
    expect(reply("contact", "fr", "texto le soir").answers.contact).toBe("SMS");
    expect(reply("contact", "en", "email, anytime").answers.contact).toBe("Courriel");
    expect(reply("contact", "fr", "peu importe").answers.contact).toBe("Les deux");
  });
});

describe("names in more of the buyer's words (decision 066)", () => {
  it.each([
    ["en", "I'm Tom, tom gauthier", "Tom Gauthier"],
    ["fr", "mon nom est Lapointe, Josée", "Josée Lapointe"],
    ["en", "Dana. Dana Whitfield", "Dana Whitfield"],
    ["en", "my full name is Anne-Sophie Roy but call me Sophie", "Anne-Sophie Roy"],
    ["en", "Mr. Haddad", "Mr. Haddad"],
  ] as const)("%s « %s » is %s", (lang, message, name) => {
    expect(reply("name", lang, message).answers.name).toBe(name);
  });
  it("a correction of another answer beside the name keeps both", () => {
    expect(reply("name", "fr", "Luc Gervais mais je préfère les textos").answers).toMatchObject({ name: "Luc Gervais", contact: "SMS" });
  });
  it("a sentence's capital does not make a name sure: it is not moved to the name question", () => {
    expect(reply("contact", "en", "I'm hard of hearing").answers.name).toBeUndefined();
  });
});

describe("a vehicle or a trim named as a point of comparison is not the one chosen (decision 066)", () => {
  it("a trim said relative to another is kept as said", () => {
    expect(reply("trim", "fr", "celle en dessous de la Limited").answers.trim).toMatch(/dessous de la Limited/);
    expect(reply("trim", "en", "one step up from the LE").answers.trim).toMatch(/up from the LE/);
  });
  it("the model named after « au lieu de », « instead of » is not the one wanted", () => {
    let s = converse(initialState(), "bonjour", "fr", knowledge).state;
    s = converse(converse(s, "Toyota", "fr", knowledge).state, "neuf", "fr", knowledge).state;
    expect(converse(s, "au lieu du RAV4, un Highlander", "fr", knowledge).state.answers.model).toBe("Highlander");
    expect(converse(s, "celui qui ressemble au RAV4 mais plus gros", "fr", knowledge).state.answers.model).toBeUndefined();
  });
  it("« I'd like a … » still names it", () => {
    let s = converse(initialState(), "hello", "en", knowledge).state;
    s = converse(converse(s, "Toyota", "en", knowledge).state, "new", "en", knowledge).state;
    expect(converse(s, "I'd like a RAV4", "en", knowledge).state.answers.model).toBe("RAV4");
  });
});

describe("a trade-in and a privacy choice in more of the buyer's words (decision 066)", () => {
  it("a vehicle by its name and year, with what is left on it, is a yes with its details", () => {
    const r = reply("tradeIn", "fr", "Elantra 2016, il reste 2500 dessus");
    expect(r.answers).toMatchObject({ tradeIn: "O", tradeInDetails: expect.stringMatching(/Elantra 2016/) });
  });
  it("« pas fini de payer » is what is owed, not a remark that the chat is long", () => {
    expect(reply("tradeIn", "fr", "oui mais je l'ai pas fini de payer, est-ce que ça pose problème?").answers.tradeIn).toBe("O");
  });
  it("keeping the details, with any verb form, is B; the winner named in a sentence is A", () => {
    expect(reply("privacy", "fr", "j'aimerais mieux que vous gardiez mon numéro").answers.privacy).toBe("B");
    expect(reply("privacy", "fr", "celle où juste le gagnant a mes infos").answers.privacy).toBe("A");
  });
});

describe("an optional question stepped over by answers to any later question (decision 066)", () => {
  it("is passed after two replies that answered later questions, not only the next one", () => {
    // The drivetrain is answered (the next question), then the payment (further on): the powertrain is passed.
    const first = reply("powertrain", "en", "AWD");
    expect(first.next).toBe("powertrain");
    const second = converse(first.state, "lease", "en", knowledge).state;
    expect(second.answers).toMatchObject({ powertrain: "---", drivetrain: "Traction intégrale", payment: "Location" });
    expect(second.asked).toBe("options");
  });
  it("a reply understood as another kind of answer counts as moving on", () => {
    const first = reply("drivetrain", "en", "lease");
    const second = converse(first.state, "midnight black", "en", knowledge).state;
    expect(second.answers.drivetrain).toBe("---");
  });
});

describe("a powertrain or a drive said in engine words (decision 066)", () => {
  it.each([
    ["fr", "le 5.0 coyote", "Essence"],
    ["fr", "le cummins", "Diesel"],
    ["en", "the 2.0T", "Essence"],
    ["en", "V6 please", "Essence"],
    ["en", "nothing with gas, battery only", "Électrique"],
    ["fr", "turbo hybride", "Hybride"],
  ] as const)("%s « %s » is %s", (lang, message, value) => {
    expect(reply("powertrain", lang, message).answers.powertrain).toBe(value);
  });
  it("all four wheels and two motors drive all the wheels", () => {
    expect(reply("drivetrain", "en", "all four wheels").answers.drivetrain).toBe("Traction intégrale");
    expect(reply("drivetrain", "fr", "deux moteurs").answers.drivetrain).toBe("Traction intégrale");
  });
});

describe("questions without their form, and facts said in passing that answer nothing (decision 066)", () => {
  it.each([
    ["color", "en", "will asking several dealers lower my credit rating"],
    ["tradeIn", "en", "I've never leased a car before and I don't know where the paperwork goes"],
    ["name", "fr", "le hybride coûte 3000 de plus que l'essence, pk"],
    ["tradeIn", "fr", "ça m'énerve de pas savoir à qui je parle"],
    ["emailPhone", "fr", "premier char pour moi, j'ai aucune idée pour l'assurance"],
    ["dealerships", "fr", "le Toyota de Granby ouvre tu dimanche"],
    ["contact", "en", "any good deals today"],
  ] as const)("%s (%s) « %s » stores nothing", (field, lang, message) => {
    const before = reach(field, lang);
    expect(converse(before, message, lang, knowledge).state.answers).toEqual(before.answers);
  });
  it("« credit » alone is the buyer's history, « à crédit » is financing; « jdois encore » is owed", () => {
    expect(reply("options", "en", "new in Canada, no credit history yet").answers.payment).toBeUndefined();
    expect(reply("payment", "fr", "à crédit").answers.payment).toBe("Financement");
    expect(reply("tradeIn", "fr", "jdois encore 4000 sur mon char").answers.tradeIn).toBe("O");
  });
});

describe("a privacy choice said as who deals with whom (decision 069)", () => {
  it.each([
    ...cases("privacy", "fr", {
      "tout passe par vous": "B",
      "je veux pas qu'ils me contactent": "B",
      "le gagnant peut me joindre directement": "A",
      "pas directement, merci": "B",
    }),
    ...cases("privacy", "en", {
      "everything through Sam": "B",
      "I don't want dealers calling me": "B",
      "the winning dealer can reach me directly": "A",
      "I'd rather not talk to them directly": "B",
    }),
  ])("%s (%s) « %s » → %s", (field, lang, message, want) => {
    expect(reply(field, lang, message).answers[field]).toBe(want);
  });
});

describe("what is owed, said without its unit at the budget question (decision 069)", () => {
  it("is no budget, and joins the trade-in's details", () => {
    const owing = reply("termBudget", "fr", "il me reste 6000 à payer sur mon auto");
    expect(owing.answers.termBudget).toBeUndefined();
    let s = converse(owing.state, "60 mois", "fr", knowledge).state;
    s = converse(s, "oui", "fr", knowledge).state;
    s = converse(s, "Mazda 3 2017", "fr", knowledge).state;
    expect(s.answers.termBudget).toBe("60 mois");
    expect(s.answers.tradeInDetails).toMatch(/^Mazda 3 2017, .*6000/);
  });
});

describe("a guess after « I don't know », asked with its mark, is the value (decision 069)", () => {
  it.each([
    ["termBudget", "fr", "je sais pas trop, 450 par mois ?", "450 par mois"],
    ["payment", "en", "no idea, financing?", "Financement"],
  ] as const)("%s (%s) « %s » → %s", (field, lang, message, want) => {
    expect(reply(field, lang, message).answers[field]).toBe(want);
  });

  it("a question after « I don't know » stays a question", () => {
    const r = reply("termBudget", "fr", "aucune idée, c'est combien d'habitude ?");
    expect(r.answers.termBudget).toBeUndefined();
    expect(r.next).toBe("termBudget");
  });
});

describe("a question's premise answers by its opening (decision 066)", () => {
  it("a story around a question answers nothing, even with a word of the question asked", () => {
    const before = reach("payment", "en");
    const after = converse(before, "the leasing lady at the dealer keeps calling me, is that normal", "en", knowledge).state;
    expect(after.answers).toEqual(before.answers);
  });
  it("a few words, a choice said as such, « my budget is … » or a yes that goes on answer it", () => {
    expect(reply("termBudget", "en", "my budget is about 400 a month, does that include tax?").answers.termBudget).toMatch(/400/);
    expect(reply("color", "fr", "je veux du bleu, est-ce que ça se salit vite?").answers.color).toMatch(/bleu/);
    const trade = reply("tradeIn", "en", "yes, a 2018 Kia Soul, I still owe 3 grand, does that get rolled in?");
    expect(trade.answers).toMatchObject({ tradeIn: "O", tradeInDetails: expect.stringMatching(/Soul/) });
  });
});

describe("not knowing how to be reached is not both ways (decision 066)", () => {
  it("« je sais pas » at the contact question gets Sam's proposal; the way said next is taken", () => {
    const unsure = reply("contact", "fr", "je sais pas trop");
    expect(unsure.answers.contact).toBeUndefined();
    expect(unsure.notes).toContain("suggest");
    expect(converse(unsure.state, "les textos c'est plus simple", "fr", knowledge).state.answers.contact).toBe("SMS");
    expect(reply("contact", "en", "either").answers.contact).toBe("Les deux");
  });
  it("a sentence's complement is not a name; an edition keeps its number", () => {
    expect(reply("name", "en", "email is best").answers.name).toBeUndefined();
    expect(reply("trim", "en", "the 50th anniversary edition if possible").answers.trim).toMatch(/50th anniversary edition/i);
  });
});

describe("words inside other words and names (decision 066)", () => {
  it("a place whose name holds a drive's letters is the place (« Rawdon » is not AWD)", () => {
    expect(reply("city", "fr", "Rawdon").answers.city).toBe("Rawdon");
  });
  it("a name written as names are, with a word that is also a month, is the name", () => {
    expect(reply("name", "en", "Tran Van Mai").answers.name).toBe("Tran Van Mai");
  });
  it("the trim after the model year is the trim", () => {
    let s = converse(initialState(), "bonjour", "fr", knowledge).state;
    s = converse(s, "Subaru Forester 2025 Wilderness", "fr", knowledge).state;
    expect(s.answers.trim).toBe("Wilderness");
  });
  it("« ça change quoi » asks; « partagez rien » keeps the details (B)", () => {
    const before = reach("city", "fr");
    expect(converse(before, "ça change quoi mon code postal", "fr", knowledge).state.answers).toEqual(before.answers);
    expect(reply("privacy", "fr", "partagez rien").answers.privacy).toBe("B");
  });
});

describe("a trim's code with the words of its name, and a negation before an article (decision 066)", () => {
  it("« tacoma trd pro » keeps the trim's word; « ev6 gt-line » is written as trims are", () => {
    const first = (m: string) => converse(converse(initialState(), "hello", "en", knowledge).state, m, "en", knowledge).state.answers;
    expect(first("toyota tacoma trd pro")).toMatchObject({ model: "Tacoma", trim: "TRD Pro" });
    expect(first("kia ev6 gt-line")).toMatchObject({ trim: "GT-Line" });
  });
  it("« not the hybrid » refuses the hybrid", () => {
    expect(reply("powertrain", "en", "gas, not the hybrid").answers.powertrain).toBe("Essence");
  });
});

describe("a model the catalogue does not list, typed or dictated in more than one word (decision 066)", () => {
  const first = (m: string) => converse(converse(initialState(), "hello", "en", knowledge).state, m, "en", knowledge).state.answers;
  it("a lone letter or number joins with a hyphen; a prefix word goes on", () => {
    expect(first("chevrolet nova z")).toMatchObject({ model: "Nova-Z" });
    expect(first("dodge grand caravan used")).toMatchObject({ model: "Grand Caravan", newUsed: "U" });
  });
  it("a spoken hyphen between letters and a number is written back", () => {
    expect(first("Mazda CX dash nine")).toMatchObject({ model: "CX-9" });
  });
});

describe("the way to pay said first, and a last name said later (decision 066)", () => {
  it("two ways named: the first one said is meant", () => {
    expect(reply("payment", "en", "cash mostly, maybe lease if the rate is good").answers.payment).toBe("Comptant");
    expect(reply("payment", "fr", "location, ou comptant si c'est moins cher").answers.payment).toBe("Location");
  });
  it("« last name is … » completes the first name given alone", () => {
    const first = reply("name", "en", "Priya");
    const after = converse(first.state, "oh and my last name is Shah. priya.s@courriel.ca", "en", knowledge).state;
    expect(after.answers.name).toBe("Priya Shah");
  });
});

describe("a trim typed in lower case after the model (decision 066)", () => {
  const first = (m: string) => converse(converse(initialState(), "bonjour", "fr", knowledge).state, m, "fr", knowledge).state.answers;
  it("is the trim when it ends the clause or only other answers follow it", () => {
    expect(first("subaru outback wilderness neuf")).toMatchObject({ model: "Outback", trim: "Wilderness", newUsed: "N" });
  });
  it("a body, a use or a wish after the model is not a trim; a drive said alone is the drive", () => {
    expect(first("mazda 3 sport").trim).toBeUndefined();
    expect(first("honda cr-v familial").trim).toBeUndefined();
    expect(reply("trim", "en", "4x4").answers).toMatchObject({ drivetrain: "Traction intégrale" });
    expect(reply("trim", "en", "4x4").answers.trim).not.toBe("4x4");
  });
});

describe("a model whose name says its powertrain (decision 066)", () => {
  const first = (m: string) => converse(converse(initialState(), "hello", "en", knowledge).state, m, "en", knowledge).state;
  it("the word that sets the version apart gives the powertrain, and the question is not asked", () => {
    expect(first("new Toyota RAV4 Prime").answers.powertrain).toBe("Hybride rechargeable");
    expect(first("Ford F-150 Lightning, new").answers.powertrain).toBe("Électrique");
  });
  it("a model sold in one powertrain only is not assumed: the question is asked", () => {
    expect(first("Tesla Model Y used").answers.powertrain).toBeUndefined();
  });
});

describe("a sentence with its subject pronoun is not a name (decision 066)", () => {
  it("« je reste à … », « I drive … » at the name question are not names; « Tu Nguyen » is one", () => {
    expect(reply("name", "fr", "je travaille à Lévis pis je finis tard").answers.name).toBeUndefined();
    expect(reply("name", "en", "i drive a lot for work").answers.name).toBeUndefined();
    expect(reply("name", "fr", "Tu Nguyen").answers.name).toBe("Tu Nguyen");
  });
});

describe("a place in a question's premise at the name question (decision 066)", () => {
  it("is the question's subject, not the city", () => {
    const before = reach("name", "fr");
    const after = converse(before, "je reste à Gaspé, vous allez chercher des garages loin comment", "fr", knowledge).state;
    expect(after.answers).toEqual(before.answers);
  });
});

describe("a pass said as such, and questions said as statements, are never stored (decision 070)", () => {
  it.each([
    ["payment", "en", "any news about the bridge closure this week"],
    ["tradeInDetails", "fr", "ça sent le piège, y'a rien de gratuit"],
    ["contact", "fr", "il me reste 6000 sur mon auto, je peux l'échanger quand même"],
    ["color", "en", "I still owe on my truck, it works anyway"],
  ] as const)("%s (%s) « %s »", (field, lang, message) => {
    const before = reach(field, lang);
    const after = converse(before, message, lang, knowledge).state;
    expect(after.answers).toEqual(before.answers);
  });

  it.each([
    ["color", "en", "any colour, really"],
    ["options", "en", "any is fine"],
    ["color", "en", "any of them"],
  ] as const)("%s (%s) « %s » passes", (field, lang, message) => {
    expect(reply(field, lang, message).answers[field]).toBe("---");
  });
});

describe("a count said alone in words is no colour and no equipment (decision 070)", () => {
  it.each([
    ["options", "fr", "cinq"],
    ["color", "fr", "douze"],
    ["options", "en", "seven"],
  ] as const)("%s (%s) « %s » is clarified, not stored", (field, lang, message) => {
    const r = reply(field, lang, message);
    expect(r.answers[field]).toBeUndefined();
    expect(r.notes).toContain("clarify");
  });

  it("a colour word is still a colour, and « neuf » is not a count", () => {
    expect(reply("color", "fr", "bleu").answers.color).toBe("bleu");
    expect(reply("newUsed", "fr", "neuf").answers.newUsed).toBe("N");
  });
});

describe("at the contact question, « it depends » and indifference with a condition are a choice still to make (decision 070)", () => {
  it.each([
    ["fr", "ça dépend"],
    ["en", "depends"],
    ["fr", "n'importe, pourvu qu'on m'appelle pas le jour"],
    ["en", "whatever, as long as nobody calls me at work"],
  ] as const)("(%s) « %s » gets Sam's proposal, nothing stored", (lang, message) => {
    const r = reply("contact", lang, message);
    expect(r.answers.contact).toBeUndefined();
    expect(r.notes).toContain("suggest");
  });

  it("indifference alone is still both ways (SPEC §4)", () => {
    expect(reply("contact", "fr", "peu importe").answers.contact).toBe("Les deux");
    expect(reply("contact", "en", "either").answers.contact).toBe("Les deux");
  });
});

describe("a question that must be answered, stepped over, gets Sam's proposal, taken when the buyer moves on (decision 070)", () => {
  const go = (lang: Lang, ...messages: string[]) =>
    messages.reduce((s, m) => converse(s, m, lang, knowledge).state, reach("tradeIn", lang));

  it("the trade-in passed by twice: « no trade-in » is proposed, then taken with the next later answer", () => {
    const proposed = go("fr", "5", "courriel");
    expect(proposed.answers).toMatchObject({ dealerships: "5", contact: "Courriel" });
    expect(proposed.answers.tradeIn).toBeUndefined();
    expect(proposed.suggestion).toEqual({ field: "tradeIn", value: "N" });
    expect(converse(proposed, "Marie Tremblay", "fr", knowledge).state.answers).toMatchObject({ tradeIn: "N", name: "Marie Tremblay" });
  });

  it("a yes accepts the proposal; a vehicle named says there is one", () => {
    expect(converse(go("en", "5", "email"), "yes", "en", knowledge).state.answers.tradeIn).toBe("N");
    const traded = converse(go("en", "5", "email"), "actually a 2015 Civic, 140 000 km", "en", knowledge).state.answers;
    expect(traded.tradeIn).toBe("O");
  });

  it("missed again after its choices were offered, the trade-in converges on the same proposal", () => {
    const s = go("fr", "bof", "hmm", "zut");
    expect(s.suggestion).toEqual({ field: "tradeIn", value: "N" });
  });

  it("said once, the question comes back (the off-by-one buyer)", () => {
    const s = go("fr", "5");
    expect(s.suggestion).toBeUndefined();
    expect(s.asked).toBe("tradeIn");
  });
});

describe("privacy said by what happens to the buyer's details (decision 070)", () => {
  it.each([
    ["fr", "je veux pas que les concessionnaires aient mon nom", "B"],
    ["en", "you keep everything yourselves, the dealers get nothing from me", "B"],
    ["en", "just the dealer that wins can have my number", "A"],
    ["fr", "seulement celui qui gagne", "A"],
  ] as const)("(%s) « %s » → %s", (lang, message, want) => {
    expect(reply("privacy", lang, message).answers.privacy).toBe(want);
  });

  it("a value asked with its mark is still a question unless short", () => {
    expect(reply("privacy", "en", "you keep my details private from the dealers, right?").answers.privacy).toBeUndefined();
  });
});

describe("a month in a paint's name is no timeframe (decision 070)", () => {
  it("« mars orange » is the colour; « noir avant mars » keeps its time", () => {
    expect(reply("color", "en", "mars orange").answers.color).toBe("mars orange");
    expect(reply("color", "fr", "rouge avant mars").answers.color).toBe("rouge");
  });
});

describe("a lease said by what it does, and a leased vehicle handed back to the dealer (decision 070)", () => {
  it.each([
    ["en", "I'd like to hand it back after three years"],
    ["fr", "je veux le remettre au bout de 4 ans"],
  ] as const)("payment (%s) « %s » → Location", (lang, message) => {
    expect(reply("payment", lang, message).answers.payment).toBe("Location");
  });

  it("« je remets l'autre au concessionnaire » at the trade-in is a no", () => {
    expect(reply("tradeIn", "fr", "mon bail finit en juin, je remets l'autre au concessionnaire").answers.tradeIn).toBe("N");
  });
});

describe("a name after a colon that ends the message (decision 070)", () => {
  it.each([
    ["fr", "le char sera au nom de mon fils, mais c'est moi qui m'en occupe : Gilles Ouellet", "Gilles Ouellet"],
    ["en", "it's for my daughter but I'm the one handling it: Mark Daniels", "Mark Daniels"],
  ] as const)("(%s) « %s » → %s", (lang, message, name) => {
    expect(reply("name", lang, message).answers.name).toBe(name);
  });
});

describe("a request for advice is about the question it names (decision 074)", () => {
  it.each([
    ["contact", "fr", "combien de concessionnaires tu me conseilles"],
    ["options", "en", "which colour would you pick"],
  ] as const)("at %s (%s), %s is answered as a question, and nothing is proposed or stored", (field, lang, message) => {
    const { answers, next, notes, state } = reply(field, lang, message);
    expect(notes).toContain("answer");
    expect(notes).not.toContain("suggest");
    expect(state.suggestion).toBeUndefined();
    expect(answers[field]).toBeUndefined();
    expect(next).toBe(field);
  });
  it.each([
    ["dealerships", "en", "hmm what do you suggest for how many"],
    ["color", "fr", "tu me conseilles quoi comme couleur"],
  ] as const)("at %s (%s), %s hands the pending question over: a proposal", (field, lang, message) => {
    const { notes, state } = reply(field, lang, message);
    expect(notes).toContain("suggest");
    expect(state.suggestion?.field).toBe(field);
  });
});

describe("an acceptance with the buyer's own value is that value (decision 074)", () => {
  it.each([
    ["dealerships", "en", "what do you recommend", "ok 7 then", "7"],
    ["dealerships", "fr", "je te laisse choisir", "d'accord, 4", "4"],
    ["color", "fr", "tu me conseilles quoi comme couleur", "ok mais en rouge", "rouge"],
  ] as const)("at %s (%s): a proposal, then %s → %s", (field, lang, handOver, reply2, want) => {
    const proposed = converse(reach(field, lang), handOver, lang, knowledge).state;
    expect(proposed.suggestion?.field).toBe(field);
    const after = converse(proposed, reply2, lang, knowledge).state;
    expect(after.answers[field]).toMatch(new RegExp(want, "i"));
    expect(after.answers[field]).not.toBe(proposed.suggestion?.value);
  });
  it("a plain ok still takes the proposal", () => {
    const proposed = converse(reach("dealerships", "en"), "what do you recommend", "en", knowledge).state;
    expect(converse(proposed, "ok", "en", knowledge).state.answers.dealerships).toBe(proposed.suggestion?.value);
  });
});

describe("a hedged answer is the answer, without its hedge (decision 074)", () => {
  it.each([
    ["color", "fr", "gris je suppose", "gris"],
    ["trim", "en", "XLE i suppose", "XLE"],
    ["payment", "en", "financing I suppose", "Financement"],
  ] as const)("at %s (%s): %s → %s", (field, lang, message, want) => {
    expect(reply(field, lang, message).answers[field]).toBe(want);
  });
  it("a proposition hedged by a guess is a question, never the options", () => {
    const { answers, notes } = reply("options", "fr", "les pneus d'hiver sont inclus j'imagine");
    expect(answers.options).toBeUndefined();
    expect(notes).toContain("answer");
  });
});

describe("none of the equipment, said with the question's noun (decision 075)", () => {
  it.each([
    ["en", "no extras"],
    ["en", "nothing fancy"],
    ["en", "no add-ons needed"],
    ["fr", "pas d'accessoires"],
    ["fr", "aucun extra"],
  ] as const)("at options (%s): %s is none", (lang, message) => {
    const { answers, next } = reply("options", lang, message);
    expect(answers.options).toBe("---");
    expect(next).toBe("color");
  });
  it("an option named after a negation is still an option", () => {
    expect(reply("options", "en", "no sunroof but heated seats").answers.options).toMatch(/heated seats/);
  });
});

describe("a down payment beside another answer is not the budget (decision 075)", () => {
  it.each([
    ["en", "financing, I'll put 8k down"],
    ["fr", "financement, mise de fonds de 5000 $"],
  ] as const)("at payment (%s): %s", (lang, message) => {
    const { answers, next } = reply("payment", lang, message);
    expect(answers.payment).toBe("Financement");
    expect(answers.termBudget).toBeUndefined();
    expect(next).toBe("termBudget");
  });
  it("a budget said with it is the budget", () => {
    expect(reply("payment", "en", "financing, 8k down and 450 a month").answers.termBudget).toMatch(/450/);
  });
  it("a price paid cash is a budget", () => {
    expect(reply("payment", "fr", "comptant, 35 000 comptant").answers.termBudget).toMatch(/35 000/);
  });
  it("at the budget question, the down payment is kept with the reply", () => {
    expect(reply("termBudget", "en", "8k down, then about 500 a month").answers.termBudget).toMatch(/8k down[\s\S]*500/);
  });
});

describe("a call for help and nothing else is never an answer (decision 074)", () => {
  it.each([
    ["name", "en", "help"],
    ["trim", "en", "help"],
    ["trim", "fr", "je comprends pas"],
    ["tradeInDetails", "fr", "aide"],
    ["city", "en", "I'm lost"],
    ["options", "fr", "aide-moi svp"],
  ] as const)("at %s (%s): %s gets help, nothing stored", (field, lang, message) => {
    const { answers, next, notes } = reply(field, lang, message);
    expect(notes).toContain("help");
    expect(answers[field]).toBeUndefined();
    expect(next).toBe(field);
  });
  it("help at an open question gives its examples, in the page's language", () => {
    const fr = converse(reach("termBudget", "fr"), "aide", "fr", knowledge);
    expect(fr.reply).toContain("« 450 $ par mois »");
    expect(fr.reply).not.toMatch(/je vous aide : Peu importe\./);
    const en = converse(reach("name", "en"), "help", "en", knowledge);
    expect(en.reply).toContain("for example");
  });
});

describe("at the contact question, a time or a place is not a way (decision 075)", () => {
  it.each([
    ["fr", "ça dépend des journées"],
    ["fr", "les soirées surtout"],
    ["en", "depends on the days"],
  ] as const)("(%s) %s is a time: clarified, nothing stored", (lang, message) => {
    const { answers, next, notes } = reply("contact", lang, message);
    expect(answers.contact).toBeUndefined();
    expect(next).toBe("contact");
    expect(notes).toContain("clarify");
  });
  it.each([
    ["fr", "je reste à Rimouski"],
    ["fr", "j'habite à Sherbrooke"],
    ["en", "I live in Laval"],
  ] as const)("(%s) %s is where the buyer lives: clarified as a place, asked at its own question", (lang, message) => {
    const { answers, next, state } = reply("contact", lang, message);
    expect(answers.contact).toBeUndefined();
    expect(answers.city).toBeUndefined();
    expect(next).toBe("contact");
    expect(state.notes).toContainEqual(expect.objectContaining({ kind: "clarify", understood: "place" }));
  });
  it("a way said with the place keeps both", () => {
    const { answers } = reply("contact", "fr", "par courriel, je reste à Rimouski");
    expect(answers.contact).toBe("Courriel");
    expect(answers.city).toBe("Rimouski");
  });
});

describe("small talk, a pause or a refusal is never an answer (decision 074)", () => {
  it.each([
    ["name", "en", "wait"],
    ["name", "fr", "hein"],
    ["name", "fr", "une seconde"],
    ["trim", "en", "brb"],
    ["trim", "fr", "mon chum va décider"],
    ["model", "en", "let me think"],
    ["tradeInDetails", "en", "hold on"],
    ["options", "fr", "je vais demander à ma femme"],
    ["color", "en", "never mind"],
    ["city", "fr", "attends"],
    ["trim", "en", "k"],
    ["model", "fr", "bonne question"],
  ] as const)("at %s (%s): %s stores nothing", (field, lang, message) => {
    const { answers, next } = reply(field, lang, message);
    expect(answers[field]).toBeUndefined();
    expect(next).toBe(field);
  });
  it("a pause is acknowledged and the question asked again", () => {
    const { reply: text } = converse(reach("trim", "fr"), "attends 2 sec", "fr", knowledge);
    expect(text).toContain("Prenez votre temps");
    expect(text).toContain("Quelle version");
  });
  it("a complaint beside a sure answer keeps the answer", () => {
    expect(reply("dealerships", "fr", "c'est long ton affaire, mets-en 3").answers.dealerships).toBe("3");
  });
  it.each([
    ["options", "en", "i'd rather not say"],
    ["color", "fr", "je préfère pas le dire"],
    ["tradeInDetails", "en", "that's personal"],
  ] as const)("a refusal at an optional question (%s, %s: %s) passes it; it corrects nothing earlier", (field, lang, message) => {
    const before = reach(field, lang);
    const { answers } = reply(field, lang, message);
    expect(answers[field]).toBe("---");
    for (const [f, v] of Object.entries(before.answers)) expect(answers[f as ProfileField], f).toBe(v);
  });
  it("a refusal at a required question is asked again, and the answer just given stays", () => {
    const before = reach("name", "fr");
    const { answers, next } = reply("name", "fr", "je préfère pas le dire");
    expect(answers.name).toBeUndefined();
    expect(answers.contact).toBe(before.answers.contact);
    expect(next).toBe("name");
  });
});

describe("a name among an apology and someone else's name (decision 075)", () => {
  it.each([
    ["fr", "désolé, m. gilles ouellet", "Gilles Ouellet"],
    ["en", "sorry, Dana Whitfield", "Dana Whitfield"],
    ["fr", "oups pardon, Nadia Brochu", "Nadia Brochu"],
    ["fr", "c'est pour mon père Roger Caron mais mettez mon nom, Luc Caron", "Luc Caron"],
    ["en", "it's for my wife Anna Kowal, but put my name, Peter Kowal", "Peter Kowal"],
  ] as const)("at name (%s): %s → %s", (lang, message, want) => {
    expect(reply("name", lang, message).answers.name).toBe(want);
  });
  it("someone else's name alone is still the name given", () => {
    expect(reply("name", "fr", "c'est pour ma fille Julie Roy").answers.name).toBe("Julie Roy");
  });
});

describe("the trade-in: a swap said early, and a plain yes before a remark (decision 075)", () => {
  it.each([
    ["fr", "Bonjour, je veux changer mon Mazda 3 2014 (190 000 km) pour un CX-5 neuf", /Mazda 3 2014/],
    ["en", "looking to swap my 2016 Civic for a new CR-V", /2016 Civic/],
  ] as const)("(%s) %s is a trade-in with its details", (lang, message, details) => {
    const after = converse(initialState(), message, lang, knowledge).state;
    expect(after.answers.tradeIn).toBe("O");
    expect(after.answers.tradeInDetails).toMatch(details);
  });
  it("replacing a vehicle without naming it is no trade-in said", () => {
    expect(converse(initialState(), "je veux changer mon char pour un RAV4", "fr", knowledge).state.answers.tradeIn).toBeUndefined();
  });
  it.each([
    ["fr", "mon vieux char oui mais y'est fini", "O"],
    ["en", "my old car yes, but it's done", "O"],
    ["fr", "non, je la retourne", "N"],
  ] as const)("at tradeIn (%s): %s → %s", (lang, message, want) => {
    expect(reply("tradeIn", lang, message).answers.tradeIn).toBe(want);
  });
});

describe("the trade-in's details: a hedge asks for them, a pass word inside them is theirs (decision 075)", () => {
  it.each([
    ["fr", "peut-être la Mazda de mon chum, on verra avec lui"],
    ["en", "depends what they offer for my Escape honestly"],
  ] as const)("at tradeIn (%s): %s is a yes, the details asked next", (lang, message) => {
    const { answers, next } = reply("tradeIn", lang, message);
    expect(answers.tradeIn).toBe("O");
    expect(answers.tradeInDetails).toBeUndefined();
    expect(next).toBe("tradeInDetails");
  });
  it("a vehicle named plainly is still its details", () => {
    expect(reply("tradeIn", "fr", "oui une Civic 2014").answers.tradeInDetails).toMatch(/Civic 2014/);
  });
  it.each([
    ["fr", "Elantra 2016, 140 000 km, je dois rien dessus", /Elantra 2016/],
    ["en", "2015 Escape, 120 000 km, nothing owed", /2015 Escape/],
  ] as const)("at tradeInDetails (%s): %s", (lang, message, want) => {
    expect(reply("tradeInDetails", lang, message).answers.tradeInDetails).toMatch(want);
  });
  it("a pass alone is still a pass", () => {
    expect(reply("tradeInDetails", "fr", "rien").answers.tradeInDetails).toBe("---");
  });
});

describe("a count beside a wish, and 'deux' in a range of counts (decision 075)", () => {
  it.each([
    ["fr", "le moins possible, deux ou trois", "3"],
    ["en", "as few as possible, two", "2"],
  ] as const)("at dealerships (%s): %s → %s", (lang, message, want) => {
    expect(reply("dealerships", lang, message).answers.dealerships).toBe(want);
  });
  it("after Sam's proposal, a range in words is the count, never both ways", () => {
    const proposed = converse(reach("dealerships", "fr"), "je sais pas trop, tu me conseilles quoi", "fr", knowledge).state;
    const after = converse(proposed, "le moins possible, un ou deux", "fr", knowledge).state;
    expect(after.answers.dealerships).toBe("2");
    expect(after.answers.contact).toBeUndefined();
  });
  it("'les deux' and 'deux' alone are still both ways at the contact question", () => {
    expect(reply("contact", "fr", "les deux").answers.contact).toBe("Les deux");
    expect(reply("contact", "fr", "deux").answers.contact).toBe("Les deux");
  });
});

describe("the city: a place's name holding a fact's word, and a place typed in lower case (decision 075)", () => {
  it.each([
    ["en", "New Richmond", "New Richmond"],
    ["fr", "New Carlisle", "New Carlisle"],
    ["fr", "val-des-bois", "Val-des-Bois"],
    ["en", "mansonville", "Mansonville"],
  ] as const)("at city (%s): %s → %s", (lang, message, want) => {
    const { answers, next } = reply("city", lang, message);
    expect(answers.city).toBe(want);
    expect(next).toBe("privacy");
  });
  it("a place typed with its capitals is kept as typed", () => {
    expect(reply("city", "fr", "KNOWLTON").answers.city).toBe("KNOWLTON");
  });
});

describe("a refusal is a pass, never a place or a value (decision 074)", () => {
  it.each([
    ["city", "fr", "je préfère pas donner ma ville"],
    ["city", "fr", "j'aime mieux pas"],
    ["city", "en", "I'd rather not give my city"],
    ["name", "fr", "je préfère pas vous donner mon nom"],
  ] as const)("at %s (%s): %s is asked again, nothing proposed", (field, lang, message) => {
    const { answers, next, state } = reply(field, lang, message);
    expect(answers[field]).toBeUndefined();
    expect(state.placeCandidate).toBeUndefined();
    expect(next).toBe(field);
  });
  it("a dislike is not a refusal", () => {
    expect(reply("color", "fr", "je préfère pas le rouge").answers.color).toMatch(/rouge/);
  });
});

describe("a kind of vehicle at the model question is no model (decision 074)", () => {
  it.each([
    ["fr", "un VUS pas trop gros"],
    ["en", "a small suv"],
  ] as const)("(%s) %s gets the make's models, nothing stored", (lang, message) => {
    const { answers, next, notes } = reply("model", lang, message);
    expect(answers.model).toBeUndefined();
    expect(notes).toContain("help");
    expect(next).toBe("model");
  });
  it("a model named with its body is the model", () => {
    expect(reply("model", "en", "the sienna van").answers.model).toBe("Sienna");
  });
});

describe("a value asked with its mark is a value, unless its words make a sentence about it (decision 074)", () => {
  it.each([
    ["color", "fr", "rouge ?", "rouge"],
    ["color", "fr", "gris foncé?", "gris foncé"],
    ["dealerships", "fr", "5 c'est correct?", "5"],
    ["city", "fr", "Laval?", "Laval"],
  ] as const)("at %s (%s): %s → %s", (field, lang, message, want) => {
    expect(reply(field, lang, message).answers[field]).toBe(want);
  });
  it("a pronoun and its verb make it a question, never the colour", () => {
    const { answers, notes } = reply("color", "fr", "noir mat ça existe?");
    expect(answers.color).toBeUndefined();
    expect(notes.some((k) => k === "answer" || k === "unknown-question")).toBe(true);
  });
  it("not knowing what comes with it asks, and passes nothing", () => {
    const { answers, notes } = reply("options", "fr", "j'sais pas trop ce qui vient avec");
    expect(answers.options).toBeUndefined();
    expect(notes.some((k) => k === "answer" || k === "unknown-question")).toBe(true);
  });
});

describe("a first name, then the surname alone in the next reply (decision 075)", () => {
  it.each([
    ["en", "Nora", "Whitfield", "Nora Whitfield"],
    ["fr", "Gilles", "Ouellet", "Gilles Ouellet"],
  ] as const)("(%s) %s then %s → %s, and the contact details are asked again", (lang, first, second, want) => {
    const named = converse(reach("name", lang), first, lang, knowledge).state;
    expect(named.answers.name).toBe(first);
    const after = converse(named, second, lang, knowledge).state;
    expect(after.answers.name).toBe(want);
    expect(after.asked).toBe("emailPhone");
  });
  it("a place or a word in lower case after the first name is not its surname", () => {
    const named = converse(reach("name", "fr"), "Gilles", "fr", knowledge).state;
    expect(converse(named, "Rimouski", "fr", knowledge).state.answers.name).toBe("Gilles");
    expect(converse(named, "ouellet", "fr", knowledge).state.answers.name).toBe("Gilles");
  });
});

describe("a region at the city question asks which of its cities (decision 074)", () => {
  it.each([
    ["fr", "sur la Rive-Sud", "Brossard"],
    ["en", "West Island", "Kirkland"],
    ["fr", "au Lac-Saint-Jean", "Alma"],
  ] as const)("(%s) %s → its cities offered, then %s", (lang, region, city) => {
    const asked = converse(reach("city", lang), region, lang, knowledge);
    expect(asked.state.answers.city).toBeUndefined();
    expect(asked.state.cityChoices).toContain(city);
    expect(asked.reply).toContain(city);
    expect(converse(asked.state, city, lang, knowledge).state.answers.city).toBe(city);
  });
});

describe("words of the language that spell a place are no place outside the city question (decision 078)", () => {
  it.each([
    ["emailPhone", "fr", "le mieux"],
    ["emailPhone", "en", "the price"],
    ["emailPhone", "en", "have"],
    ["emailPhone", "fr", "rouge"],
  ] as const)("%s (%s) « %s » stores no city", (field, lang, message) => {
    expect(reply(field, lang, message).answers.city).toBeUndefined();
  });
  it("a place's name said at the question before the city is still the city", () => {
    expect(reply("emailPhone", "fr", "Sherbrooke").answers.city).toBe("Sherbrooke");
  });
  it("the city question reads them", () => {
    expect(reply("city", "fr", "Price").answers.city).toBe("Price");
    expect(reply("city", "fr", "lemieux").answers.city).toBe("Lemieux");
  });
});

describe("the buyer's own statement after a question answers only the question asked (decision 078)", () => {
  it("is the budget at the budget question", () => {
    const r = reply("termBudget", "en", "just tell me what people usually pay, we can do about 500 a month max");
    expect(r.answers.termBudget).toMatch(/500/);
    expect(r.notes).toContain("unknown-question");
  });
  it("answers no other question", () => {
    const r = reply("emailPhone", "en", "how far do you look for dealers, I'm in Rimouski");
    expect(r.answers.city).toBeUndefined();
    expect(r.answers.emailPhone).toBeUndefined();
  });
});

describe("a polite request names its value in a few words (decision 078)", () => {
  it("a long request is a question, never stored", () => {
    const before = reach("payment", "en");
    expect(reply("payment", "en", "could I get somebody from your team on the phone please").answers).toEqual(before.answers);
  });
  it("a short one still gives its value", () => {
    expect(reply("payment", "en", "can I get financing").answers.payment).toBe("Financement");
  });
});

describe("the difference asked at a closed question explains its choices (decision 078)", () => {
  it.each([
    ["newUsed", "fr", "euh c'est quoi la différence?", /garantie/],
    ["powertrain", "en", "what's the diff between them", /plug/],
    ["drivetrain", "fr", "je comprends pas la différence", /quatre roues/],
    ["contact", "en", "whats the difference", /inbox/],
    ["privacy", "fr", "ça change quoi ?", /Sam relaie tout/],
    ["dealerships", "en", "what is the difference", /competing/],
    ["tradeIn", "fr", "c quoi la diff", /échange/],
  ] as const)("%s (%s) « %s »", (field, lang, message, explained) => {
    const before = reach(field, lang);
    const r = converse(before, message, lang, knowledge);
    expect(r.state.answers).toEqual(before.answers);
    expect(r.state.asked).toBe(field);
    expect(r.state.notes.map((n) => n.kind)).toEqual(["help"]);
    expect(cleanForDisplay(r.reply)).toMatch(explained);
  });
  it("a difference between things it names is a question for the knowledge base", () => {
    const r = converse(reach("powertrain", "fr"), "c'est quoi la différence entre un RAV4 pis un CR-V ?", "fr", knowledge);
    expect(r.state.notes.map((n) => n.kind)).not.toContain("help");
  });
});

describe("a way the buyer hardly reads is refused (decision 078)", () => {
  it.each([
    ["en", "I rarely check texts", "SMS"],
    ["en", "I seldom check email", "Courriel"],
    ["fr", "je regarde rarement les courriels", "Courriel"],
  ] as const)("%s « %s » is not %s", (lang, message, refused) => {
    const contact = reply("contact", lang, message).answers.contact;
    expect(contact).not.toBe(refused);
    expect(contact).not.toBe("Les deux");
  });
});

describe("a name written as names are is the name, even when a word of it says a fact (decision 078)", () => {
  it.each([
    ["fr", "Normand Neuf", "Normand Neuf"],
    ["fr", "Josée Hybride", "Josée Hybride"],
  ] as const)("%s « %s »", (lang, message, want) => {
    expect(reply("name", lang, message).answers.name).toBe(want);
  });
});

describe("a make with a place after it is a dealership, not the wanted vehicle", () => {
  it.each([
    ["color", "en", "Honda Laval has the best price but Honda Boisbriand is closer. How do I pick one?"],
    ["newUsed", "en", "Honda Laval is best"],
    ["options", "fr", "le Kia Chomedey m'a appelé hier, c'est normal?"],
  ] as const)("%s (%s) « %s » stores no make, model or trim", (field, lang, message) => {
    const before = reach(field, lang);
    const r = reply(field, lang, message);
    expect(r.answers.brand).toBe(before.answers.brand);
    expect(r.answers.model).toBe(before.answers.model);
    expect(r.answers.trim).toBe(before.answers.trim);
  });
  it("said alone at the make question, the make is still the make", () => {
    expect(reply("brand", "en", "toyota laval").answers.brand).toBe("Toyota");
    expect(reply("brand", "en", "toyota laval").answers.model).toBeUndefined();
  });
  it("a model the catalogue does not list still follows its make", () => {
    expect(reply("brand", "en", "rivian r1s").answers.model).toBe("R1S");
    expect(reply("brand", "en", "fisker ocean").answers.model).toBe("Ocean");
  });
});

describe("the tail of an English contraction is no word of its own", () => {
  it.each(["I've got 3 offers now.", "I've been looking around", "I've got a new one in mind"])("« %s » is no electric", (message) => {
    const before = reach("newUsed", "en");
    expect(reply("newUsed", "en", message).answers.powertrain).toBe(before.answers.powertrain);
  });
  it("« VE » said by itself is still the electric", () => {
    expect(reply("powertrain", "fr", "un VE").answers.powertrain).toBe("Électrique");
  });
});
