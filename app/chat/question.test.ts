import { describe, expect, it } from "vitest";
import { askingOf, asksSomething, delegates, premisesOf, remarkOf, requestedValue, sentencesOf, splitAsks } from "#app/chat/question.ts";

/**
 * Question detection is a rule of the language (DESIGN §7): each case below is a form, not a
 * sentence the reader was taught. Examples mix Quebec French, France French, English, texting and
 * dictation (no accents, no capitals, no question mark).
 */
describe("a sentence that asks by its grammar", () => {
  const grammar: Array<[form: string, examples: string[]]> = [
    [
      "French interrogative word first",
      [
        "combien ca coute",
        "Comment ça marche",
        "pourquoi vous avez besoin de mon numéro",
        "quelle est la garantie sur un usagé",
        "qui paye pour le service",
        "Quand est-ce que je vais avoir les offres",
        "où est-ce que je signe",
      ],
    ],
    [
      "French interrogative word last (spoken)",
      [
        "ça coûte combien",
        "la garantie c'est quoi",
        "on fait comment",
        "le plan de protection ca sert a quoi",
        "vous êtes qui",
        "je paye quand",
      ],
    ],
    [
      "est-ce que / c'est quoi anywhere",
      [
        "pis est-ce que c'est gratuit",
        "un VUS c'est quoi exactement",
        "mais c quoi la diff entre hybride pis branchable",
        "ok cest quoi un prix tout inclus",
      ],
    ],
    [
      "French inversion",
      [
        "Pouvez-vous m'appeler plutôt",
        "dois-je payer des frais",
        "y a-t-il des rabais pour les électriques",
        "Faut-il aller chez le concessionnaire",
        "Avez-vous des Tesla",
      ],
    ],
    [
      "Quebec -tu particle",
      [
        "c'est-tu gratuit",
        "c'est tu gratuit ton affaire",
        "ça coûte tu cher",
        "y'a tu des frais cachés",
        "vous m'appelez-tu",
        "ça vaut tu la peine d'attendre",
        "ya tu une garantie",
        "t'es tu un robot",
        "c'est-tu pas mieux de louer",
      ],
    ],
    [
      "English inversion",
      [
        "do I have to go to the dealership",
        "is this almost over",
        "are you a robot",
        "can you tell me about the warranty",
        "will they call me",
        "should I lease or buy",
        "does it cost anything",
        "is the price all in",
        "r u a real person",
        "have you got teslas",
        "am I committed to anything",
      ],
    ],
    [
      "English wh-word first",
      [
        "what's the difference between a hybrid and a plug-in",
        "how long does it take",
        "why do you need my phone",
        "when will I get the offers",
        "which dealers do you contact",
        "who pays you",
        "how come you need my name",
      ],
    ],
    [
      "indirect question",
      [
        "je me demande si c'est mieux de louer",
        "j'aimerais savoir si les taxes sont incluses",
        "I wonder if winter tires come with it",
        "I don't know what a trim is",
        "je sais pas c'est quoi une version",
        "not sure what AWD means",
        "tell me how the negotiation works",
      ],
    ],
  ];
  for (const [form, examples] of grammar)
    it(form, () => {
      for (const e of examples) expect(askingOf(e), e).toBe("grammar");
      // With a question mark, too.
      for (const e of examples) expect(askingOf(`${e} ?`), `${e} ?`).toBe("grammar");
    });
});

describe("a sentence that does not ask", () => {
  const statements = [
    "noir",
    "blanc ou gris",
    "48 mois, 500 $ par mois",
    "je sais pas",
    "je sais pas combien",
    "n'importe quoi sauf noir",
    "peu importe lequel",
    "I don't know",
    "not sure",
    "whatever works",
    "Will Turner",
    "have a 2015 civic to trade in",
    "May Chen",
    "on veut un char pour l'hiver",
    "j'ai un rendez-vous demain",
    "Saint-Jean-sur-Richelieu",
    "Trois-Rivières",
    "un CR-V EX-L",
    "si tu peux trouver du rouge ce serait bien",
    "when you can",
    "quand vous voulez",
    "c'est pour ma blonde",
    "I am in Laval",
  ];
  it("statements, names, places and hedges", () => {
    for (const s of statements) expect(askingOf(s), s).toBe("no");
  });
});

describe("a sentence that asks only by its mark, or requests a value", () => {
  it("a question mark alone is tentative", () => {
    for (const s of ["rouge ?", "Toyota?", "48 mois?", "gratuit??", "c'est gratuit ?"]) expect(askingOf(s), s).toBe("mark");
  });
  it("a polite request gives its value", () => {
    expect(askingOf("can I get it in black?")).toBe("request");
    expect(requestedValue("can I get it in black?")).toBe("black");
    expect(requestedValue("Could you find me a red one")).toBe("a red one");
    expect(requestedValue("je peux-tu avoir du rouge?")).toBe("du rouge");
    expect(requestedValue("how about 10?")).toBe("10");
    expect(requestedValue("pourquoi pas 10")).toBe("10");
    expect(requestedValue("ok rouge ?")).toBe("rouge");
  });
});

describe("a message that asks and says", () => {
  it("keeps the statements apart from the questions", () => {
    expect(splitAsks("Rouge, est-ce que ça coûte plus cher ?")).toEqual({
      asks: ["est-ce que ça coûte plus cher ?"],
      tentative: [],
      says: "Rouge",
    });
    expect(splitAsks("I want it in red, but is red more expensive?")).toMatchObject({
      asks: ["but is red more expensive?"],
      says: "I want it in red",
    });
    expect(splitAsks("Noir. C'est quoi la différence entre hybride et électrique?")).toMatchObject({
      says: "Noir.",
      asks: ["C'est quoi la différence entre hybride et électrique?"],
    });
    expect(splitAsks("J'ai une Civic 2015 à échanger. Il me reste 4000 $ à payer dessus, c'est-tu un problème?")).toEqual({
      says: "J'ai une Civic 2015 à échanger. Il me reste 4000 $ à payer dessus",
      asks: ["c'est-tu un problème?"],
      tentative: [],
    });
  });
  it("the statements in a question's own sentence are its premise; a sentence of its own is not one", () => {
    expect(premisesOf("I owe 12k on it, can that roll into the new loan?")).toEqual(["I owe 12k on it"]);
    expect(premisesOf("je suis à Laval, vous couvrez la Rive-Sud ?")).toEqual(["je suis à Laval"]);
    expect(premisesOf("Noir. C'est quoi la différence entre hybride et électrique?")).toEqual([]);
    expect(premisesOf("Marc Dubé, et vous ?")).toEqual([]);
  });
  it("a question whose clauses all ask stays whole", () => {
    expect(sentencesOf("c'est quoi la différence entre louer pis financer?")).toEqual([
      "c'est quoi la différence entre louer pis financer?",
    ]);
    expect(splitAsks("what's the difference, I'm not sure").asks).toHaveLength(1);
  });
  it("numbers with decimals and abbreviations do not split a sentence", () => {
    expect(sentencesOf("Je vise 2.9 % de taux")).toHaveLength(1);
  });
  it("asksSomething looks at every sentence", () => {
    expect(asksSomething("Bleu. Avez-vous des rabais?")).toBe(true);
    expect(asksSomething("Bleu. Merci!")).toBe(false);
  });
});

describe("remarks about the conversation", () => {
  it("progress, bot and social talk", () => {
    expect(remarkOf("c'est long ton affaire")).toBe("progress");
    expect(remarkOf("this is taking forever")).toBe("progress");
    expect(remarkOf("encore combien de questions")).toBe("progress");
    expect(remarkOf("t'es un robot")).toBe("bot");
    expect(remarkOf("you're a bot lol")).toBe("bot");
    expect(remarkOf("lol")).toBe("social");
    expect(remarkOf("merci!")).toBe("social");
    expect(remarkOf("j'ai un Civic")).toBeUndefined();
    expect(remarkOf("noir")).toBeUndefined();
  });
});

describe("handing the choice to Sam", () => {
  it("in both languages", () => {
    for (const s of [
      "choisis pour moi",
      "Choisissez pour moi svp",
      "à vous de choisir",
      "je vous laisse décider",
      "qu'est-ce que tu me recommandes",
      "you choose",
      "choose for me",
      "what do you recommend?",
      "up to you",
      "surprise me",
      "which one would you pick",
    ])
      expect(delegates(s), s).toBe(true);
    for (const s of ["je choisis le rouge", "I chose the EX", "noir"]) expect(delegates(s), s).toBe(false);
  });
});

describe("questions of more kinds without a mark (decision 061)", () => {
  it.each([
    "si je commande lundi jvais tu l'avoir avant Noël",
    "c'est gratuit pour moi j'espère",
    "passe-moi ton superviseur",
    "essence ou hybride pour moi",
    "combiendeconcessionnairesvouscontactez",
    "j'ai entendu dire que les taux baissent en décembre",
    "dealer financing or my credit union which one is cheaper",
    "le financement est-il plus cher que la location",
    "just curious whether winter tires come with it",
  ])("« %s » asks", (text) => {
    expect(splitAsks(text).asks).toEqual([text]);
  });

  it("a choice said for the buyer is not a question (« noir pour moi »)", () => {
    expect(splitAsks("noir pour moi").asks).toEqual([]);
  });
});

describe("questions said as statements (decision 070)", () => {
  it.each([
    // A doubt about the service asks what the catch is.
    "ça sent l'arnaque votre affaire",
    "c'est trop beau pour être vrai",
    "y'a sûrement une pogne quelque part",
    "there's gotta be a catch",
    "nothing is free these days",
    "sounds fishy to me",
    // Whether something still holds despite what was said.
    "je peux le vendre pareil",
    "on peut financer quand même",
    "ça marche pareil",
    "I can still lease it",
    "it's fine anyway",
  ])("« %s » asks", (text) => {
    expect(askingOf(text)).toBe("grammar");
  });

  it.each(["je peux attendre", "I can wait till spring", "pareil comme l'autre", "je veux le même pareil"])(
    "« %s » does not ask",
    (text) => {
      expect(askingOf(text)).toBe("no");
    },
  );

  it("a premise before such a question answers nothing else", () => {
    expect(premisesOf("il me reste 9000 sur mon camion, je peux le donner en échange pareil")).toEqual(["il me reste 9000 sur mon camion"]);
  });
});

describe("a request for advice is about the question it names (decision 074)", () => {
  it("hands the pending question over when it names no subject or the pending one's", () => {
    expect(delegates("comme tu veux, tu recommandes quoi?", "dealerships")).toBe(true);
    expect(delegates("hmm what do you suggest for how many", "dealerships")).toBe(true);
    expect(delegates("what do you suggest for the colour", "color")).toBe(true);
    expect(delegates("tu me conseilles quoi comme couleur", "color")).toBe(true);
    expect(delegates("which colour would you pick", "color")).toBe(true);
    expect(delegates("je te laisse choisir la version", "trim")).toBe(true);
  });
  it("is a question about another subject when it names another question's", () => {
    expect(delegates("combien de concessionnaires tu me conseilles", "contact")).toBe(false);
    expect(delegates("which colour would you pick", "options")).toBe(false);
    expect(delegates("tu me conseilles quoi comme couleur", "payment")).toBe(false);
    expect(delegates("what do you recommend for the trade-in", "dealerships")).toBe(false);
    // Without the pending question, the phrase alone decides (a proposal being answered).
    expect(delegates("combien de concessionnaires tu me conseilles")).toBe(true);
  });
  it("is still a question when something else follows the pending question's subject", () => {
    expect(delegates("what do you suggest for the colour if I want to resell it in five years from now", "color")).toBe(false);
  });
});

describe("a guess at the end (decision 074)", () => {
  it("asks to be confirmed when it hedges a proposition", () => {
    for (const s of ["it comes with winter tires I assume", "les pneus d'hiver sont inclus j'imagine", "the price is firm I guess"])
      expect(asksSomething(s), s).toBe(true);
  });
  it("is an answer, hedged, when it hedges a few words without a verb", () => {
    for (const s of ["the middle one I guess", "celle du milieu j'imagine", "gris foncé je suppose", "the XLE i suppose"])
      expect(asksSomething(s), s).toBe(false);
  });
});

describe("Quebec's particle glued to c' (decision 074)", () => {
  it("asks", () => {
    for (const s of ["le rouge c'tu plus cher", "s'tu inclus dans le prix", "ctu compliqué"]) expect(asksSomething(s), s).toBe(true);
  });
  it("leaves words that only contain it alone", () => {
    for (const s of ["Stuart Tremblay", "c'est tout", "ctrl", "Tutu"]) expect(asksSomething(s), s).toBe(false);
  });
});

describe("interrogatives as words of their own (decision 075)", () => {
  it("a name ending in the letters of an interrogative asks nothing", () => {
    for (const s of ["Karim Bouzequi", "Nadia Farouqui", "Lina Kerkoi"]) expect(asksSomething(s), s).toBe(false);
  });
  it("the interrogative said at the end still asks", () => {
    for (const s of ["la garantie c'est quoi", "on fait cmt", "ça coûte combien", "ça vient avec quoi"])
      expect(asksSomething(s), s).toBe(true);
  });
  it("an auxiliary after its subject is not inverted", () => {
    for (const s of ["84 months if they do it, 900 a month max", "only if we can it's fine", "red if you will"])
      expect(asksSomething(s), s).toBe(false);
    for (const s of ["if it's scratched do I pay for it", "the paint, will it last", "so can they do it"])
      expect(asksSomething(s), s).toBe(true);
  });
  it("texting spellings of what ask", () => {
    for (const s of ["wut comes with the limited", "wot colours are there"]) expect(asksSomething(s), s).toBe(true);
  });
});

describe("a doubt about a proposition (decision 075)", () => {
  it("asks Sam to weigh it", () => {
    for (const s of [
      "not sure the heated seats are worth it on the base",
      "pas sûr que la garantie prolongée vaille la peine",
      "I doubt the rustproofing pays off",
      "not really sure a hybrid makes sense for me",
    ])
      expect(asksSomething(s), s).toBe(true);
  });
  it("a doubt without a proposition hedges an answer", () => {
    for (const s of ["not sure yet", "pas sûr, peut-être le bleu", "not sure, maybe the grey one", "unsure"])
      expect(asksSomething(s), s).toBe(false);
  });
});

describe("a statement that holds a question's word without asking (decision 078)", () => {
  it("a refusal and its reason said by intonation only is said, not asked", () => {
    for (const s of [
      "nope, it has it all already",
      "no extras, it comes with everything",
      "pas d'accessoires, elle vient avec tout",
      "pas besoin, ça vient avec le groupe hiver",
      "aucune option, elle coûte plus cher avec",
      "zero extras, that comes standard",
    ]) {
      expect(asksSomething(s), s).toBe(false);
      expect(splitAsks(s).says, s).toBe(s);
    }
  });
  it("the same reason still asks with its mark, its grammar, or without a refusal before it", () => {
    for (const s of [
      "no extras, it comes with everything?",
      "pas d'accessoires, ça vient tu avec tout",
      "no extras, does it come with the sunroof",
      "ça vient avec le toit",
      "it comes with the sunroof",
      "the sunroof, it comes with it",
      "none, a loan through my credit union possible",
    ])
      expect(asksSomething(s), s).toBe(true);
  });
  it("what the buyer says they know is a statement", () => {
    for (const s of [
      "je sais exactement quelle couleur je veux, le bleu",
      "non, on sait comment ça marche",
      "I already know how much I can pay, 400 a month",
      "we know which one we want",
    ])
      expect(asksSomething(s), s).toBe(false);
    for (const s of ["je sais quelle couleur prendre?", "I don't know which one is better"]) expect(asksSomething(s), s).toBe(true);
  });
});

describe("the buyer's own statement after a question in its sentence (decision 078)", () => {
  it("is said, the question asked", () => {
    for (const [s, says] of [
      ["just tell me what's usual, we could do 500 a month max", "we could do 500 a month max"],
      ["c'est quoi le mieux, moi je veux pas dépasser 400 par mois", "moi je veux pas dépasser 400 par mois"],
      ["combien ça coûte de plus, on veut rester sous 40 000", "on veut rester sous 40 000"],
    ]) {
      expect(splitAsks(s).says, s).toBe(says);
      expect(splitAsks(s).asks.length, s).toBe(1);
    }
  });
  it("is part of the question with a mark after it, without its own subject, or when it asks", () => {
    for (const s of [
      "c'est quoi la différence entre le moteur pis la transmission?",
      "what's the difference, between the two packages",
      "how much is it, I can do 450?",
      "what's the catch, I wonder",
    ])
      expect(splitAsks(s).says, s).toBe("");
  });
});

describe("a fear, and alternatives weighed for a use (decision 078)", () => {
  it("a fear about a proposition asks Sam to weigh it", () => {
    for (const s of [
      "I'm worried the range drops a lot on the highway",
      "j'ai peur que les freins rouillent vite",
      "scared my payments go up",
    ])
      expect(asksSomething(s), s).toBe(true);
    for (const s of ["j'ai peur", "i'm worried about it", "no worries"]) expect(asksSomething(s), s).toBe(false);
  });
  it("alternatives named first, then the use they are for, ask which suits it", () => {
    for (const s of ["électrique ou hybride pour une famille qui roule beaucoup", "awd or fwd for a steep driveway in winter"])
      expect(asksSomething(s), s).toBe(true);
    for (const s of ["2 ou 3 pour commencer", "hybride ou électrique, je préfère hybride pour la ville"])
      expect(asksSomething(s), s).toBe(false);
  });
});
