import { describe, expect, it } from "vitest";
import { undictate } from "#app/chat/dictation.ts";
import { converse, initialState, type Lang } from "#app/chat/engine.ts";
import { chatTrimsFor } from "#app/chat/maker-names.ts";
import { parseNewUsed, parsePowertrain } from "#app/chat/understand.ts";
import { trimsFor } from "#app/questionnaire/catalogue.ts";
import type { ProfileField } from "#app/questionnaire/profile.ts";
import { knowledge, reach } from "#tests/interview.ts";

/**
 * The vehicle's fields read by kind (decision 068), with examples written for these tests (never the
 * corpus's): a powertrain said by its engine or its designation, a value beside its negation, a drive
 * described in words, a model by the last word of its name, a trim typed with the model.
 */

const reply = (field: ProfileField, lang: Lang, message: string) => converse(reach(field, lang), message, lang, knowledge).state;

/** The state after a first message. */
const first = (message: string, lang: Lang = "fr") => converse(initialState(), message, lang, knowledge).state;

describe("a powertrain said by its engine or its designation", () => {
  it.each([
    ["fr", "le V8", "Essence"],
    ["fr", "un 4 cylindres turbo", "Essence"],
    ["en", "the 2.0T", "Essence"],
    ["en", "the 2.5", "Essence"],
    ["en", "whichever has the EcoBoost", "Essence"],
    ["fr", "le turbo", "Essence"],
    ["en", "the Cummins", "Diesel"],
    ["fr", "le TDI", "Diesel"],
    ["en", "the plug in kind", "Hybride rechargeable"],
    ["en", "all battery, nothing else", "Électrique"],
    ["en", "no gas at all", undefined],
  ] as const)("(%s) « %s » → %s", (lang, message, want) => {
    expect(reply("powertrain", lang, message).answers.powertrain).toBe(want);
  });

  it("(the text as read: lower case) a displacement is an engine only with its unit outside the question, never a fuel consumption", () => {
    expect(parsePowertrain("un moteur 3,6 l")).toBe("Essence");
    expect(parsePowertrain("le 3.5")).toBeUndefined();
    expect(parsePowertrain("moins de 6.5l/100 km", true)).toBeUndefined();
    expect(parsePowertrain("under 5.5 l per 100", true)).toBeUndefined();
  });

  it("a model's designation names its powertrain", () => {
    expect(first("un Toyota Prius Prime usagé").answers.powertrain).toBe("Hybride rechargeable");
    expect(first("Ford F-150 Lightning Lariat", "en").answers.powertrain).toBe("Électrique");
    // "Prime" alone is a French word (une prime), not a designation.
    expect(parsePowertrain("la prime du gouvernement")).toBeUndefined();
  });
});

describe("a value said beside its negation is the other one", () => {
  it.each([
    ["en", "the V6, not the hybrid", "Essence"],
    ["fr", "l'hybride, pas le rechargeable", "Hybride"],
    ["en", "gas, I don't need the plug-in", "Essence"],
    ["fr", "pas besoin du diesel, essence", "Essence"],
  ] as const)("(%s) « %s » → %s", (lang, message, want) => {
    expect(reply("powertrain", lang, message).answers.powertrain).toBe(want);
  });
});

describe("a model by the last word of its name", () => {
  it.each([
    ["Land Rover Velar", "Land Rover", "Range Rover Velar"],
    ["un mach-e", "Ford", "Mustang Mach-E"],
    ["Jeep Cherokee", "Jeep", "Cherokee"],
    ["Toyota Cross", "Toyota", undefined],
  ] as const)("« %s » → %s %s", (message, brand, model) => {
    const s = first(message);
    expect(s.answers.brand).toBe(brand);
    if (model) expect(s.answers.model).toBe(model);
    else expect(s.answers.model).not.toBe("Corolla Cross");
  });
});

describe("a drive described in words or by negation", () => {
  it.each([
    ["fr", "la version bimoteur", "Traction intégrale"],
    ["fr", "celle à deux moteurs", "Traction intégrale"],
    ["en", "twin motor please", "Traction intégrale"],
    ["fr", "un moteur à l'avant et un à l'arrière", "Traction intégrale"],
    ["en", "power to all four wheels", "Traction intégrale"],
    ["en", "4 wheel", "Traction intégrale"],
    ["fr", "avant, pas besoin du 4 roues motrices", "Traction avant"],
    ["en", "rear wheel drive, no need for AWD", "Propulsion"],
  ] as const)("(%s) « %s » → %s", (lang, message, want) => {
    expect(reply("drivetrain", lang, message).answers.drivetrain).toBe(want);
  });
});

describe("a trim typed with the model in the first message", () => {
  it.each([
    ["Honda Civic type r", "Type R"],
    ["Toyota Camry se, neuve", "SE"],
    ["Chevrolet Silverado 1500 trail boss usagé", "Trail Boss"],
    ["Subaru Ascent touring", "Touring"],
    ["Mazda CX-50 meridan", "Meridian Edition"],
    ["Honda Pilot 2021 Elite", "Elite"],
    ["Kia Soul gt-line", "GT-Line"],
    ["Chevrolet Silverado ZR2", "ZR2"],
    ["Dodge Grand Caravan SXT usagée", "SXT"],
    ["Toyota Tundra trd pro", "TRD Pro"],
    ["Kia Telluride sx awd", "SX"],
    ["Honda Civic ex pour ma fille", "EX"],
    ["Mazda MX-5 30th Anniversary Edition", "30th Anniversary Edition"],
    ["Kia Sorento hybride rechargeable X-Line", "X-Line"],
    ["Mazda CX-90 phev gs", "GS"],
    ["Subaru Ascent gas all wheel drive", undefined],
    ["BMW X5 xDrive40i", undefined],
    ["Ram 1500 Big Horn", "Big Horn"],
  ])("« %s » → %s", (message, trim) => {
    expect(first(message).answers.trim).toBe(trim);
  });

  it.each([["Kia Sportage hybride"], ["Honda Civic si possible en bleu"], ["Chevrolet Bolt EUV"], ["Honda Civic 2022"]])(
    "« %s » names no trim",
    (message) => {
      expect(first(message).answers.trim).toBeUndefined();
    },
  );

  it("a model the catalogue lists under another make keeps its whole name", () => {
    expect(first("Dodge Grand Caravan SXT usagée").answers).toMatchObject({ brand: "Dodge", model: "Grand Caravan" });
  });
});

describe("« you choose » at the trim is a proposal the buyer accepts", () => {
  it.each([
    ["fr", "choisis, j'y connais absolument rien"],
    ["fr", "bof, choisis-en une"],
    ["en", "you pick, honestly I know nothing about trims"],
  ] as const)("(%s) « %s »", (lang, message) => {
    const s = reply("trim", lang, message);
    expect(s.answers.trim).toBeUndefined();
    expect(s.suggestion?.field).toBe("trim");
    const taken = converse(s, lang === "fr" ? "ok" : "sure", lang, knowledge).state;
    expect(taken.answers.trim).toBe(s.suggestion?.value);
    expect(taken.answers.trim).not.toMatch(/choisi|pick|---/);
  });
});

describe("a trim said by its level with the model", () => {
  it.each([
    ["Je cherche une Honda Pilot fully loaded", "fully loaded"],
    ["un Kia Sorento, la version la plus équipée", "version la plus équipée"],
    ["Hyundai Kona top trim, new", "top trim"],
    ["un RAV4 le plus vite possible", undefined],
    ["a Nissan Leaf with the top range", undefined],
  ])("« %s » → %s", (message, trim) => {
    expect(first(message).answers.trim).toBe(trim);
  });
});

describe("equipment the buyer has already is not an option wanted", () => {
  it.each([
    ["en", "AWD, I already have a set of winter tires", undefined],
    ["fr", "intégrale, j'ai déjà mes pneus d'hiver", undefined],
    ["en", "AWD, and I have to have heated seats", /^I have to have heated seats$/],
  ] as const)("(%s) « %s » at the drive → options %s", (lang, message, options) => {
    const s = reply("drivetrain", lang, message);
    expect(s.answers.drivetrain).toBe("Traction intégrale");
    if (options) expect(s.answers.options).toMatch(options);
    else expect(s.answers.options).toBeUndefined();
  });
});

describe("a model's code dictated with its hyphen", () => {
  it("« CX dash thirty » is the CX-30, « Q tiret sept » the Q-7", () => {
    expect(undictate("Mazda CX dash thirty please")).toBe("Mazda CX-30 please");
    expect(undictate("une Audi Q tiret sept")).toBe("une Audi Q-7");
    expect(first("Mazda CX dash thirty, GT", "en").answers).toMatchObject({ model: "CX-30", trim: "GT" });
    expect(first("Audi Q tiret sept usagée").answers.model).toBe("Q7");
  });
});

describe("the powertrain and drive of the vehicle owned or traded are not the wanted one's", () => {
  it.each([
    ["fr", "je veux remplacer mon vieux Silverado V8 par un Colorado", undefined],
    ["fr", "un Kia Niro, ma Corolla à essence est finie", undefined],
    ["en", "a Honda HR-V, the battery on my old Jetta died", undefined],
    ["fr", "remplacer ma Civic par un RAV4 hybride", "Hybride"],
    ["fr", "mon chum veut un hybride, un CR-V", "Hybride"],
  ] as const)("(%s) « %s » → %s", (lang, message, powertrain) => {
    expect(first(message, lang).answers.powertrain).toBe(powertrain);
  });

  it("at the powertrain question a battery said is the electric powertrain", () => {
    expect(reply("powertrain", "fr", "juste à batterie").answers.powertrain).toBe("Électrique");
  });
});

describe("the trim never holds a hand-over nor a drive's code", () => {
  it.each([
    ["fr", "vas-y choisis"],
    ["en", "pick one for me"],
    ["en", "you can pick, whichever"],
    ["fr", "à toi de voir laquelle"],
  ] as const)("(%s) « %s » is a proposal to accept", (lang, message) => {
    const s = reply("trim", lang, message);
    expect(s.answers.trim).toBeUndefined();
    expect(s.suggestion?.field).toBe("trim");
  });

  it.each([
    ["en", "I'd pick the Limited", "Limited"],
    ["fr", "XLE ou Limited, je suis pas encore décidé", "XLE ou Limited"],
  ] as const)("(%s) « %s » is the buyer's own choice", (lang, message, trim) => {
    expect(reply("trim", lang, message).answers.trim).toBe(trim);
  });

  it("« 4x4 » at the trim is the drive only", () => {
    const s = reply("trim", "fr", "4x4");
    expect(s.answers).toMatchObject({ drivetrain: "Traction intégrale" });
    expect(s.answers.trim).toBeUndefined();
    expect(reply("trim", "en", "xDrive40i").answers.trim).toBe("xDrive40i");
  });

  it("« pick one » inside a question is not a hand-over", () => {
    const s = reply("trim", "en", "do I sign at the dealership after I pick one?");
    expect(s.suggestion).toBeUndefined();
  });
});

describe("options said with the vehicle in one clause", () => {
  it.each([
    ["un Kia Seltos EX avec toit ouvrant", "toit ouvrant"],
    ["Mazda CX-30 GT with a heated steering wheel", "a heated steering wheel"],
    ["Ford Escape sièges chauffants", "sièges chauffants"],
    ["leather and a sunroof", "leather and a sunroof"],
  ])("« %s » → options « %s »", (message, options) => {
    expect(first(message).answers.options).toBe(options);
  });
});

describe("equipment wanted for the buyer's own reasons is still wanted", () => {
  it.each([
    ["fr", "intégrale, j'ai des enfants donc 3e rangée"],
    ["en", "AWD, I have kids so third row"],
  ] as const)("(%s) « %s »", (lang, message) => {
    expect(reply("drivetrain", lang, message).answers.options).toMatch(/rang|row/);
  });
});

describe("a word of the language after the model is no trim (decision 070)", () => {
  it.each([
    ["en", "Tucson hybrid from hyundai"],
    ["en", "Honda Civic near Laval"],
    ["fr", "une Mazda 3 usagée chez Mazda Laval"],
    ["fr", "un Kia Soul seulement"],
  ] as const)("(%s) « %s »: the trim is asked", (lang, message) => {
    const s = first(message, lang);
    expect(s.answers.model).toBeDefined();
    expect(s.answers.trim).toBeUndefined();
  });

  it("« point » ending a dictated message is its full stop, not a word", () => {
    expect(undictate("je cherche un Nissan Rogue neuf point")).toBe("je cherche un Nissan Rogue neuf.");
    expect(undictate("c'est au point")).toBe("c'est au point");
    expect(undictate("there is no point")).toBe("there is no point");
    expect(first("je cherche un Nissan Rogue usagé point").answers.trim).toBeUndefined();
  });
});

describe("a trim of the model said alone at another question (decision 070)", () => {
  /** The interview after a first message and the replies given. */
  const after = (lang: Lang, ...messages: string[]) => messages.reduce((s, m) => converse(s, m, lang, knowledge).state, initialState());

  it("fills a trim passed earlier, at a closed question", () => {
    const s = after("en", "Toyota RAV4", "new", "no clue", "Limited");
    expect(s.answers.trim).toBe("Limited");
    expect(s.asked).toBe("powertrain");
  });

  it("is the trim, not the options or the colour as typed, once the trim question was stepped over", () => {
    const s = after("fr", "Toyota RAV4", "neuf", "intégrale", "hybride", "la XLE");
    expect(s.answers.trim).toBe("XLE");
    expect(s.answers.options).toBeUndefined();
  });

  it("replaces a trim read from words the catalogue does not list, and the end of a trim's name is read", () => {
    const s = after("en", "Toyota RAV4 Adventure edition", "new", "Woodland");
    expect(s.answers.trim).toBe("Woodland");
  });

  it("with the words around a choice (« ok the Preferred then »), a trim of the make for a model listed without its own", () => {
    expect(after("en", "Hyundai Venue", "new", "no clue", "ok the preferred then").answers.trim).toBe("Preferred");
  });

  it("as a clause of its own in a correction, the rest answering the question asked", () => {
    const s = after(
      "fr",
      "Toyota RAV4",
      "neuf",
      "je sais pas",
      "hybride",
      "intégrale",
      "finalement la limited, avec les sièges chauffants",
    );
    expect(s.answers.trim).toBe("Limited");
    expect(s.answers.options).toMatch(/sièges chauffants/);
  });

  it("a short code only in capitals, and not a value of the question asked", () => {
    expect(after("en", "Toyota RAV4", "new", "no clue", "le").answers.trim).toBe("---");
    expect(after("en", "Toyota RAV4", "new", "no clue", "hybrid").answers.powertrain).toBe("Hybride");
  });
});

describe("a model named by a word of the language, written as a model (decision 070)", () => {
  it.each([
    ["fr", "Edge 2024 usagé", "Ford", "Edge"],
    ["fr", "une Soul usagée", "Kia", "Soul"],
    ["en", "Pilot hybrid please", "Honda", "Pilot"],
    ["en", "compass 2024", "Jeep", "Compass"],
    ["fr", "un 2021 edge", "Ford", "Edge"],
  ] as const)("(%s) « %s » → %s %s", (lang, message, brand, model) => {
    expect(first(message, lang).answers).toMatchObject({ brand, model });
  });

  it.each([
    ["en", "I want to escape the potholes"],
    ["en", "edge of town"],
  ] as const)("(%s) « %s » names no model", (lang, message) => {
    expect(first(message, lang).answers.model).toBeUndefined();
  });
});

describe("the trim said with other answers beside it at the trim question (decision 073)", () => {
  it.each([
    ["en", "the 2.0T Nightshade", "Nightshade", "powertrain", "Essence"],
    ["fr", "hybride, la Adventure", "Adventure", "powertrain", "Hybride"],
    ["en", "long range all wheel drive", "long range", "drivetrain", "Traction intégrale"],
    ["fr", "4x4 Trail Edition", "Trail Edition", "drivetrain", "Traction intégrale"],
  ] as const)("(%s) « %s » → the trim %s", (lang, message, trim, field, value) => {
    const s = reply("trim", lang, message);
    expect(s.answers.trim).toBe(trim);
    expect(s.answers[field]).toBe(value);
  });

  it.each([
    ["en", "hybrid, I don't know which one"],
    ["fr", "intégrale pis je sais pas trop"],
    ["en", "AWD please"],
    ["fr", "hybride avec le moteur électrique plus gros que d'habitude"],
  ] as const)("(%s) « %s »: no trim, the trim still open", (lang, message) => {
    expect(reply("trim", lang, message).answers.trim).toBeUndefined();
  });
});

describe("a trim named by what it comes with, at the trim question (decision 073)", () => {
  it.each([
    ["fr", "celle avec le toit panoramique", /toit panoramique/],
    ["en", "the one with the heated steering wheel", /heated steering wheel/],
    ["fr", "bon, la version qui vient avec la caméra 360", /caméra 360/],
  ] as const)("(%s) « %s » is the trim as said, not the options", (lang, message, trim) => {
    const s = reply("trim", lang, message);
    expect(s.answers.trim).toMatch(trim);
    expect(s.answers.options).toBeUndefined();
  });

  it("the same equipment said at the options question is an option", () => {
    expect(reply("options", "en", "the one with the heated steering wheel").answers.options).toMatch(/heated steering wheel/);
  });
});

describe("a trim of the model said alone in a clause at another question (decision 073)", () => {
  /** The interview after a first message and the replies given. */
  const after = (lang: Lang, ...messages: string[]) => messages.reduce((s, m) => converse(s, m, lang, knowledge).state, initialState());

  it("is the trim, and the rest of the reply answers the question asked, as typed", () => {
    const s = after(
      "fr",
      "Toyota RAV4",
      "neuf",
      "je sais pas",
      "hybride",
      "intégrale",
      "finalement la Limited, avec le toit ouvrant pis le volant chauffant",
    );
    expect(s.answers.trim).toBe("Limited");
    expect(s.answers.options).toBe("avec le toit ouvrant pis le volant chauffant");
  });

  it("a model the catalogue lists without trims of its own takes the maker's names for its trims", () => {
    const s = after("en", "Hyundai Venue", "new", "not sure", "ok the Essential then");
    expect(s.answers.trim).toBe("Essential");
    expect(s.asked).toBe("powertrain");
  });

  it("a word of a trim's name inside another clause is no trim", () => {
    const s = after("en", "Toyota RAV4", "new", "not sure", "hybrid", "AWD", "limited budget, so just the sunroof");
    expect(s.answers.trim).toBe("---");
    expect(s.answers.options).toMatch(/sunroof/);
  });
});

describe("a model taken back in the same message: more ways to take it back (decision 070)", () => {
  it.each([
    ["en", "kia sportage... no wait, the sorento", "Kia", "Sorento"],
    ["fr", "un Highlander, non attends, un Grand Highlander", "Toyota", "Grand Highlander"],
    ["fr", "Corolla, oups, je veux dire Corolla Cross", "Toyota", "Corolla Cross"],
  ] as const)("(%s) « %s » → %s %s", (lang, message, brand, model) => {
    expect(first(message, lang).answers).toMatchObject({ brand, model });
  });

  it.each([
    ["en", "a RAV4, no trade-in", "RAV4"],
    ["en", "a CR-V, sorry for the typos", "CR-V"],
  ] as const)("(%s) « %s » keeps %s", (lang, message, model) => {
    expect(first(message, lang).answers.model).toBe(model);
  });
});

describe("all-wheel drive by its makers' names (decision 070)", () => {
  it.each(["htrac", "le i-ACTIV", "S-AWC", "ALL4", "E-Four", "Q4"])("« %s » is all-wheel drive", (message) => {
    expect(reply("drivetrain", "fr", message).answers.drivetrain).toBe("Traction intégrale");
  });
});

describe("a model named by a word of the language, in lower case with vehicle words only (decision 073)", () => {
  it.each([
    ["en", "compass 2025", "Jeep", "Compass"],
    ["fr", "escape hybride neuf", "Ford", "Escape"],
    ["fr", "une charger usagée 2021", "Dodge", "Charger"],
  ] as const)("(%s) « %s » → %s %s", (lang, message, brand, model) => {
    expect(first(message, lang).answers).toMatchObject({ brand, model });
  });

  it.each([
    ["en", "escape"],
    ["en", "need to escape the 2025 price hikes"],
    ["fr", "une edge de prix en 2025"],
  ] as const)("(%s) « %s » names no model", (lang, message) => {
    expect(first(message, lang).answers.model).toBeUndefined();
  });
});

describe("another model named alone later changes the vehicle (decision 073)", () => {
  /** The interview after a first message and the replies given. */
  const after = (lang: Lang, ...messages: string[]) => messages.reduce((s, m) => converse(s, m, lang, knowledge).state, initialState());

  it.each([
    ["fr", ["Toyota RAV4", "ok le CR-V"], "Honda", "CR-V"],
    ["en", ["Toyota RAV4", "new", "let's go with the Tucson then"], "Hyundai", "Tucson"],
  ] as const)("(%s) %j → %s %s", (lang, messages, brand, model) => {
    expect(after(lang, ...messages).answers).toMatchObject({ brand, model });
  });

  it.each([
    ["en", ["Toyota RAV4", "new", "the CR-V my sister has is nice"]],
    ["fr", ["Toyota RAV4", "neuf", "comme le CR-V de mon frère"]],
  ] as const)("(%s) %j keeps the RAV4", (lang, messages) => {
    expect(after(lang, ...messages).answers.model).toBe("RAV4");
  });
});

describe("a short catalogue trim after the model, followed only by other answers (decision 073)", () => {
  it.each([
    ["fr", "civic si 2024 usagée", "Si"],
    ["en", "camry se hybrid new", "SE"],
  ] as const)("(%s) « %s » → %s", (lang, message, trim) => {
    expect(first(message, lang).answers.trim).toBe(trim);
  });

  it("followed by other words, it is no trim", () => {
    expect(first("civic si possible usagée").answers.trim).toBeUndefined();
  });
});

describe("a model without trims of its own in the catalogue: the maker's trim names in the first message (decision 073)", () => {
  it.each([
    ["fr", "Hyundai Venue 2025, neuve, la preferred", "Preferred"],
    ["en", "Jeep Cherokee, the Overland if possible", "Overland"],
  ] as const)("(%s) « %s » → %s", (lang, message, trim) => {
    expect(first(message, lang).answers.trim).toBe(trim);
  });

  it("a word that only begins a trim's name is none", () => {
    expect(first("Hyundai Venue, ultimately a used one", "en").answers.trim).toBeUndefined();
  });
});

describe("a colour beside a month (decision 073)", () => {
  it.each([
    ["en", "mars orange", "mars orange"],
    ["fr", "Bleu Juin", "Bleu Juin"],
    ["fr", "blanc en mars", "blanc"],
    ["en", "grey, early april if possible", "grey"],
    ["fr", "rouge fin décembre", "rouge"],
  ] as const)("(%s) « %s » → the colour « %s »", (lang, message, colour) => {
    expect(reply("color", lang, message).answers.color).toBe(colour);
  });
});

describe("at the options, a question about a piece of equipment and a wish pointing back to it (decision 073)", () => {
  it.each([
    ["fr", "Est-ce que le volant chauffant vient de base? Sinon je le veux.", "volant chauffant"],
    ["en", "do they all come with a heated steering wheel? that's the only thing I want", "heated steering wheel"],
  ] as const)("(%s) « %s » → %s, and the question is answered", (lang, message, option) => {
    const s = reply("options", lang, message);
    expect(s.answers.options).toBe(option);
    expect(s.notes.some((n) => n.kind === "answer" || n.kind === "unknown-question")).toBe(true);
  });

  it("a question without that wish stores nothing", () => {
    expect(reply("options", "en", "do they all come with a heated steering wheel?").answers.options).toBeUndefined();
  });
});

describe("a model named by its number after an article, the make said beside it (decision 070)", () => {
  it.each([
    ["en", "I'd like the 3 sedan from Mazda", "Mazda", "Mazda3"],
    ["fr", "la 3 de chez Mazda", "Mazda", "Mazda3"],
    ["en", "BMW, the 5 series", "BMW", "Série 5"],
  ] as const)("(%s) « %s » → %s %s", (lang, message, brand, model) => {
    const s = first(message, lang);
    expect(s.answers).toMatchObject({ brand, model });
    expect(s.answers.trim).toBeUndefined();
  });

  it("a number that counts something is no model (« une Mazda avec 3 places »)", () => {
    expect(first("une Mazda avec 3 places").answers.model).toBeUndefined();
  });
});

describe("a model corrected in the same message is the one said after the correction (decision 070)", () => {
  it.each([
    ["en", "toyota corolla... no wait, the corolla cross", "Corolla Cross"],
    ["fr", "un RAV4, non attends, un CR-V", "CR-V"],
    ["en", "Honda Civic, sorry I mean the Accord", "Accord"],
  ] as const)("(%s) « %s » → %s", (lang, message, model) => {
    expect(first(message, lang).answers.model).toBe(model);
  });

  it("a no about something else keeps the model (« un RAV4 hybride, non merci pas de toit »)", () => {
    expect(first("un RAV4 hybride, non merci pas de toit").answers.model).toBe("RAV4");
  });
});

describe("a paint's name said alone at another question (decision 073)", () => {
  it.each([
    ["en", "powertrain", "lunar silver"],
    ["fr", "drivetrain", "bleu nuit métallisé"],
  ] as const)("(%s) at the %s question « %s » is the colour", (lang, field, message) => {
    const s = reply(field, lang, message);
    expect(s.answers.color).toBe(message);
    expect(s.asked).toBe(field);
  });

  it("equipment with a colour word is no paint", () => {
    const s = reply("powertrain", "en", "black leather");
    expect(s.answers.color).toBeUndefined();
  });
});

describe("a make that chooses among the models named as alternatives (decision 073)", () => {
  /** The interview after a first message and the replies given. */
  const after = (lang: Lang, ...messages: string[]) => messages.reduce((s, m) => converse(s, m, lang, knowledge).state, initialState());

  it.each([
    ["en", ["RAV4 or CR-V, can't decide", "let's go with the Honda"], "Honda", "CR-V"],
    ["fr", ["un Tucson ou un Sportage", "neuf", "finalement Kia"], "Kia", "Sportage"],
  ] as const)("(%s) %j → %s %s", (lang, messages, brand, model) => {
    expect(after(lang, ...messages).answers).toMatchObject({ brand, model });
  });

  it("a make that was not among them asks the model again", () => {
    const s = after("en", "Toyota RAV4", "let's go with the Honda");
    expect(s.answers.brand).toBe("Honda");
    expect(s.answers.model).toBeUndefined();
  });
});

describe("a trim beside other answers (decision 070)", () => {
  it("a short catalogue trim followed only by other answers (« civic si 2024 usagée »)", () => {
    expect(first("civic si 2024 usagée").answers).toMatchObject({ model: "Civic", trim: "Si", newUsed: "U" });
    expect(first("civic si possible").answers.trim).toBeUndefined();
  });

  it.each([
    ["en", "hybrid xle", "Hybrid XLE"],
    ["en", "gas, limitted", "Limited"],
    ["fr", "essence, pinnacle", "pinnacle"],
  ] as const)("at the trim question, beside the powertrain: (%s) « %s » → %s", (lang, message, trim) => {
    const s = reply("trim", lang, message);
    expect(s.answers.trim).toBe(trim);
    expect(s.answers.powertrain).toBeDefined();
  });

  it("the powertrain or the drive alone leaves no trim", () => {
    expect(reply("trim", "en", "awd").answers.trim).toBeUndefined();
    expect(reply("trim", "en", "hybrid please").answers.trim).toBeUndefined();
  });
});

describe("a trim chosen as such in a clause at another question, listed or not (decision 073)", () => {
  /** The interview after a first message and the replies given. */
  const after = (lang: Lang, ...messages: string[]) => messages.reduce((s, m) => converse(s, m, lang, knowledge).state, initialState());

  it.each([
    ["en", "and it's the x-pro I want, with the tow hitch", "X-Pro"],
    ["fr", "pis c'est la Nightfall que je veux, avec le toit ouvrant", "Nightfall"],
  ] as const)("(%s) « %s » → %s, the rest is the options", (lang, message, trim) => {
    const s = after(
      lang,
      "Toyota RAV4",
      lang === "fr" ? "neuf" : "new",
      lang === "fr" ? "je sais pas" : "not sure",
      "hybrid",
      "AWD",
      message,
    );
    expect(s.answers.trim).toBe(trim);
    expect(s.answers.options).toMatch(/tow hitch|toit ouvrant/);
  });

  it("a colour or another answer chosen that way is no trim", () => {
    const s = after("en", "Toyota RAV4", "new", "not sure", "hybrid", "AWD", "it's the Red I want, with the tow hitch");
    expect(s.answers.trim).toBe("---");
  });
});

describe("a trim described by its equipment at the trim question is the trim as said, not an option (decision 070)", () => {
  it.each([
    ["fr", "celle avec les sièges ventilés", "avec les sièges ventilés"],
    ["en", "the one with the panoramic roof", "with the panoramic roof"],
  ] as const)("(%s) « %s » → %s", (lang, message, trim) => {
    const s = reply("trim", lang, message);
    expect(s.answers.trim).toBe(trim);
    expect(s.answers.options).toBeUndefined();
  });

  it("equipment said alone at the trim question is still an option", () => {
    expect(reply("trim", "fr", "avec toit ouvrant").answers.options).toBe("toit ouvrant");
  });
});

describe("the buyer's wanting said before the trim beside other answers is no part of it (decision 073)", () => {
  it.each([
    ["en", "gas, i want the Nightshade", "Nightshade"],
    ["en", "hybrid, I'd take the Woodland", "Woodland"],
    ["fr", "je prendrais la Nightshade en intégrale", "Nightshade"],
  ] as const)("(%s) « %s » → %s", (lang, message, trim) => {
    expect(reply("trim", lang, message).answers.trim).toBe(trim);
  });
});

describe("the makers' trim names of models the catalogue lists with the fallback trims only (decision 076)", () => {
  it.each([
    ["en", "a new GMC Canyon AT4X", "AT4X"],
    ["en", "Nissan Frontier PRO-4X used", "PRO-4X"],
    ["fr", "un Subaru Crosstrek onyx usagé", "Onyx"],
    ["en", "Toyota Tacoma trd off road", "TRD Off-Road"],
    ["en", "Kia K5 GT line please", "GT-Line"],
  ] as const)("(%s) « %s » → %s", (lang, message, trim) => {
    expect(first(message, lang).answers.trim).toBe(trim);
  });

  it("the chat reads them, the form's choices (the catalogue) are unchanged", () => {
    expect(chatTrimsFor("GMC", "Sierra 1500")).toContain("Denali");
    expect(trimsFor("GMC", "Sierra 1500")).not.toContain("Denali");
    // A model with official trims in the catalogue keeps them.
    expect(chatTrimsFor("Toyota", "RAV4")).toEqual(trimsFor("Toyota", "RAV4"));
  });

  it("a short code joined to more of a name by a hyphen is that other name", () => {
    expect(first("Honda Odyssey EX-L 2019 usagée").answers.trim).toBe("EX-L");
  });
});

describe("two of the model's trims in one message (decision 076)", () => {
  /** The interview after a first message and the replies given. */
  const after = (lang: Lang, ...messages: string[]) => messages.reduce((s, m) => converse(s, m, lang, knowledge).state, initialState());

  it("said as alternatives, none is chosen: the trim question asks it", () => {
    const s = first("GMC Sierra 1500, SLT or Denali, not sure yet", "en");
    expect(s.answers.model).toBe("Sierra 1500");
    expect(s.answers.trim).toBeUndefined();
  });

  it.each([
    ["en", "SLT I think, the Denali costs too much", "SLT"],
    ["fr", "pas la Denali, la SLT", "SLT"],
  ] as const)("(%s) the first said that is not negated: « %s » → %s", (lang, message, trim) => {
    const s = after(lang, "GMC Sierra 1500", lang === "fr" ? "neuf" : "new", message);
    expect(s.answers.trim).toBe(trim);
  });

  it("a trim named by the powertrain's designation gives way to the other", () => {
    expect(first("jeep wrangler 4xe sahara, 2 door", "en").answers.trim).toBe("Sahara");
  });
});

describe("a Lexus designation names its powertrain; a French package name the version (decision 076)", () => {
  it("the engine's number with h is a hybrid, with h+ a plug-in; a model named 500e is not", () => {
    expect(parsePowertrain("lexus nx 250h")).toBe("Hybride");
    expect(parsePowertrain("le nx 450h+")).toBe("Hybride rechargeable");
    expect(parsePowertrain("fiat 500e")).not.toBe("Hybride");
    const s = first("un Lexus NX 250h neuf");
    expect(s.answers.powertrain).toBe("Hybride");
    expect(s.answers.trim).not.toBe("250h");
  });

  it("« groupe … », « ensemble … » with the model is the version; added to a trim it is not", () => {
    expect(first("un Lexus UX usagé, ensemble Commodité").answers.trim).toBe("Commodité");
    expect(reply("trim", "fr", "Limited avec l'ensemble remorquage").answers.trim).toBe("Limited");
  });
});

describe("a trim chosen by a phrase of choice in a clause at a later question (decision 076)", () => {
  /** The interview after a first message and the replies given. */
  const after = (lang: Lang, ...messages: string[]) => messages.reduce((s, m) => converse(s, m, lang, knowledge).state, initialState());

  it("« ça va être la … », « I'll take the … one actually » is the trim; the rest answers the question", () => {
    const fr = after(
      "fr",
      "Kia Telluride neuf",
      "je sais pas",
      "essence",
      "intégrale",
      "aucune",
      "gris, pis finalement ça va être la X-Pro",
    );
    expect(fr.answers.trim).toBe("X-Pro");
    expect(fr.answers.color).toBe("gris");
    const en = after("en", "Subaru Crosstrek new", "not sure", "gas", "awd", "the wilderness one actually. and a roof rack");
    expect(en.answers.trim).toBe("Wilderness");
    expect(en.answers.options).toMatch(/roof rack/);
  });
});

describe("a model named by a word of the language, with its body beside it (decision 076)", () => {
  it.each([
    ["en", "frontier sv king cab", "Nissan", "Frontier"],
    ["en", "compass 4 door 4x4, used", "Jeep", "Compass"],
  ] as const)("(%s) « %s » → %s %s", (lang, message, brand, model) => {
    expect(first(message, lang).answers).toMatchObject({ brand, model });
  });

  it("the body alone does not make a word a model", () => {
    expect(first("i want to escape crew cab life", "en").answers.model).toBeUndefined();
  });
});

describe("a model the catalogue no longer lists, named by a buyer of a used vehicle (decision 076)", () => {
  it.each([
    ["en", "a used chevy bolt euv", "Chevrolet", "Bolt EUV"],
    ["en", "looking for a used bolt euv", "Chevrolet", "Bolt EUV"],
    ["fr", "une Mazda6 2019 usagée", "Mazda", "Mazda6"],
    ["fr", "Ford Fusion hybride usagée", "Ford", "Fusion"],
  ] as const)("(%s) « %s » → %s %s", (lang, message, brand, model) => {
    expect(first(message, lang).answers).toMatchObject({ brand, model });
  });

  it("a former model named by a word of the language is read only written as a model", () => {
    expect(first("I need to focus on price first", "en").answers.model).toBeUndefined();
    expect(first("the journey matters", "en").answers.model).toBeUndefined();
  });

  it("its trims are the maker's", () => {
    expect(first("Chevrolet Bolt EUV Premier used", "en").answers.trim).toBe("Premier");
  });
});

describe("a make's former name, a model's longer name and « used to » (decision 076)", () => {
  it("« dodge ram » is the make Ram; « 1500 classic » the longer model name", () => {
    expect(first("dodge ram 1500 classic usagé").answers).toMatchObject({ brand: "Ram", model: "1500 Classic" });
    expect(first("un Dodge Durango neuf").answers.brand).toBe("Dodge");
  });

  it("« used to » before a verb is no used vehicle", () => {
    expect(parseNewUsed("it used to be called the xv", false)).toBeUndefined();
    expect(parseNewUsed("a used one, to save money", false)).toBe("U");
  });
});

describe("the wanted vehicle's engine said before a trade-in announced in the future (decision 076)", () => {
  it("« … with the cummins ill be trading in my … » keeps the engine and the trade-in", () => {
    const s = first("ram 3500 laramie with the cummins, ill be trading in my 2012 ram 1500 with 250000 km", "en");
    expect(s.answers.powertrain).toBe("Diesel");
    expect(s.answers.tradeIn).toBe("O");
  });
  it("the trade-in's own engine is still not the wanted one", () => {
    expect(first("a new Ram 1500, we'll trade our old diesel Ram 2500", "en").answers.powertrain).toBeUndefined();
  });
});

describe("a short trim in lower case opening the reply after its article (decision 076)", () => {
  it("« the xle with … » at the trim question is the XLE", () => {
    expect(reply("trim", "en", "the xle with the bigger screen I think").answers.trim).toBe("XLE");
  });
});

describe("a catalogue trim typed with more of its maker's name after it (decision 076)", () => {
  it("« grand cherokee overland black edition » → Overland Black Edition; other answers after it are not its name", () => {
    expect(first("jeep grand cherokee overland black edition neuf").answers.trim).toBe("Overland Black Edition");
    expect(first("jeep grand cherokee overland noir neuf").answers.trim).toBe("Overland");
  });
});

describe("equipment families and trucks add, beside a pass word (decision 076)", () => {
  it.each([
    ["en", "just the rear entertainment system, nothing else", /rear entertainment/],
    ["fr", "les portes coulissantes électriques, rien d'autre", /portes coulissantes/],
    ["en", "a tonneau and a bed liner, that's it", /tonneau/],
  ] as const)("at options (%s): %s", (lang, message, want) => {
    expect(reply("options", lang, message).answers.options).toMatch(want);
  });
  it("a pass alone is still a pass", () => {
    expect(reply("options", "en", "nothing else").answers.options).toBe("---");
  });
});

describe("one of the models the buyer hesitated between, named to open a later reply (decision 076)", () => {
  /** The interview after a first message and the replies given. */
  const after = (lang: Lang, ...messages: string[]) => messages.reduce((s, m) => converse(s, m, lang, knowledge).state, initialState());

  it("by its name, with a reason after it; alternatives joined by « between … and … » too", () => {
    const s = after("en", "hesitating between the honda cr-v and the toyota rav4", "rav4, my neighbour loves hers");
    expect(s.answers).toMatchObject({ brand: "Toyota", model: "RAV4" });
  });
  it("by the word that sets it apart from the model read", () => {
    const t = after("fr", "toyota corolla ou corolla cross", "la cross, pour la hauteur");
    expect(t.answers.model).toBe("Corolla Cross");
  });
  it("a model not among them, said in a sentence, changes nothing (decision 073)", () => {
    const s = after("en", "Honda CR-V or Toyota RAV4", "the Tucson my sister has is nice");
    expect(s.answers.model).toBe("CR-V");
  });
});

describe("not knowing, then a level at the trim question (decision 076)", () => {
  it.each([
    ["en", "I don't know, the cheap one", /cheap one/],
    // A place among the model's trims is the trim at that place (decision 079): the RAV4's base, never the words.
    ["fr", "je sais pas, la moins chère", /^LE$/],
  ] as const)("(%s) « %s » is the level, not a pass", (lang, message, want) => {
    expect(reply("trim", lang, message).answers.trim).toMatch(want);
  });
  it("not knowing alone is still a pass", () => {
    expect(reply("trim", "en", "I don't know").answers.trim).toBe("---");
  });
});

describe("a place among the model's trims at the trim question is the trim at that place (decision 079)", () => {
  /** The state at the trim question of a model said in a first message. */
  const atTrim = (lang: Lang, vehicle: string) => {
    let s = converse(initialState(), vehicle, lang, knowledge).state;
    if (s.asked === "newUsed") s = converse(s, lang === "fr" ? "neuf" : "new", lang, knowledge).state;
    expect(s.asked).toBe("trim");
    return s;
  };
  const trimAfter = (lang: Lang, vehicle: string, message: string) =>
    converse(atTrim(lang, vehicle), message, lang, knowledge).state.answers.trim;

  it.each([
    // RAV4 (gas, none said yet): LE, XLE, Limited on the ladder; Trail is an off-road branch, the hybrids another powertrain.
    ["fr", "Toyota RAV4", "celle du milieu", "XLE"],
    ["en", "Toyota RAV4", "the middle one i think", "XLE"],
    ["fr", "Toyota RAV4", "la plus équipée", "Limited"],
    ["en", "Toyota RAV4", "whichever is the cheapest", "LE"],
    ["fr", "Toyota RAV4", "la première", "LE"],
    ["en", "Toyota RAV4", "the second one", "XLE"],
    ["en", "Toyota RAV4", "not the cheapest, the middle one", "XLE"],
    // The powertrain said before: the hybrid's own trims.
    ["en", "a new Hyundai Tucson hybrid", "middle trim", "Hybrid Trend"],
    ["fr", "un Kia Sorento hybride neuf", "la plus chère", "Hybrid SX"],
    // The off-road and performance versions are a branch, not the top: the CR-V's top is the Touring.
    ["fr", "Honda CR-V neuf", "le plus équipé", "Touring"],
    ["en", "Honda Civic new", "the most loaded one", "Sport Touring"],
  ] as const)("(%s) %s, « %s » → %s", (lang, vehicle, message, want) => {
    expect(trimAfter(lang, vehicle, message)).toBe(want);
  });

  it("a model with only the spec's fallback trims has no ladder: the words are read as before, never a catalogue trim", () => {
    const trim = trimAfter("en", "BMW X3 new", "the middle one");
    expect(chatTrimsFor("BMW", "X3")).not.toContain(trim);
  });

  it("a level idiom is still kept as said (decision 061)", () => {
    expect(trimAfter("en", "Toyota RAV4", "fully loaded")).toBe("fully loaded");
  });
});

describe("a condition set on the vehicle beside named equipment joins the options (decision 079)", () => {
  it.each([
    ["en", "leather seats, and make sure it was never in an accident", /leather seats[\s\S]*never in an accident/],
    ["en", "ok just make sure the timing belt was done, and a backup camera", /^make sure the timing belt was done, a backup camera$/],
    ["fr", "toit ouvrant, pis assure-toi qu'il a ses deux clés", /toit ouvrant[\s\S]*assure-toi qu'il a ses deux clés/],
  ] as const)("(%s) « %s », said at an earlier question, keeps both", (lang, message, want) => {
    // Said at the drive question: the reply answers a later question (the options), read among its words.
    expect(reply("drivetrain", lang, message).answers.options).toMatch(want);
  });
  it("a condition alone names no equipment: it is not an option", () => {
    expect(reply("drivetrain", "en", "AWD, and make sure it was never in an accident").answers.options).toBeUndefined();
  });
  it("a question about a recall is still a question, not an option", () => {
    const s = reply("options", "en", "heated seats, and was the battery recall done?");
    expect(s.answers.options).toBe("heated seats");
  });
});

describe("a trim said with its package at the trim question (decision 079)", () => {
  const after = (lang: Lang, ...messages: string[]) => messages.reduce((s, m) => converse(s, m, lang, knowledge).state, initialState());

  it("is the trim plus the equipment as named, never the reply as typed", () => {
    const s = after("en", "Nissan Altima new", "the SL with the sunroof package i believe");
    expect(s.answers.trim).toBe("SL");
    expect(s.answers.options).toBe("sunroof package");
  });
  it("more equipment said alone at a later question is added to it", () => {
    const s = after(
      "en",
      "Nissan Altima new",
      "the SL with the sunroof package i believe",
      "gas",
      "AWD",
      "remote start and a backup camera",
    );
    expect(s.answers.options).toBe("sunroof package, remote start and a backup camera");
    expect(s.answers.color).toBeUndefined();
    expect(s.asked).toBe("color");
  });
  it("a colour said at the colour question is still the colour", () => {
    const s = after("en", "Nissan Altima new", "the SL with the sunroof package i believe", "gas", "AWD", "dark grey");
    expect(s.answers).toMatchObject({ options: "sunroof package", color: "dark grey" });
  });
  it("a trim's word inside a package's name is the package, not the trim", () => {
    const s = after("en", "Audi Q5 new", "the S line package with heated seats");
    expect(s.answers.trim).not.toBe("S");
  });
});

describe("a model said by the maker's designation (decision 079)", () => {
  it.each([
    ["a new bmw 330e", "BMW", "Série 3", "330e"],
    ["BMW M440i usagée", "BMW", "Série 4", "M440i"],
    ["mercedes e350 4matic", "Mercedes-Benz", "Classe E", "E350"],
    ["audi rs 5 sportback", "Audi", "A5", "RS 5"],
    ["an Audi SQ5", "Audi", "Q5", "SQ5"],
  ] as const)("« %s » → %s %s, trim %s", (message, brand, model, trim) => {
    expect(first(message, "en").answers).toMatchObject({ brand, model, trim });
  });
  it("the trim question is then not asked, and a package said later is equipment, not the trim « Sport »", () => {
    let s = first("bmw 540i xdrive", "en");
    for (const m of ["new", "gas", "the m sport package"]) s = converse(s, m, "en", knowledge).state;
    expect(s.answers.trim).toBe("540i");
    expect(s.answers.options).toMatch(/m sport package/);
  });
  it("a name that is no designation of the make stays as typed", () => {
    expect(first("bmw 9000", "en").answers.trim).toBeUndefined();
  });
});

describe("a family of models named without its duty, or with it (decision 079)", () => {
  it.each([
    ["fr", "un silverado neuf", "Chevrolet", "Silverado"],
    ["en", "looking for a sierra denali", "GMC", "Sierra"],
    ["fr", "chevrolet silverado 2500 usagé", "Chevrolet", "Silverado 2500HD"],
    ["en", "a gmc sierra 2500 hd at4", "GMC", "Sierra 2500HD"],
    ["en", "Chevy Silverado 1500 LT", "Chevrolet", "Silverado 1500"],
    ["en", "silverado ev", "Chevrolet", "Silverado EV"],
  ] as const)("(%s) « %s » → %s %s", (lang, message, brand, model) => {
    expect(first(message, lang).answers).toMatchObject({ brand, model });
  });
  it("a model's first word that opens other vehicles, not a family, names none alone (« santa », « grand »)", () => {
    expect(first("un santa neuf").answers.model).toBeUndefined();
    expect(first("a grand, new", "en").answers.model).toBeUndefined();
  });
});

describe("the trim after the model's body (decision 079)", () => {
  it.each([
    ["une mazda 3 sport gt", "Mazda3", "GT"],
    ["corolla hatchback se", "Corolla", "SE"],
    ["un tacoma double cab sr5", "Tacoma", "SR5"],
    ["civic berline ex 2024", "Civic", "EX"],
  ] as const)("« %s » → %s %s", (message, model, trim) => {
    expect(first(message).answers).toMatchObject({ model, trim });
  });
  it("the body alone is no trim, and « sport » is the trim of a model that has one", () => {
    expect(first("mazda 3 sport").answers.trim).toBeUndefined();
    expect(first("une civic sport").answers.trim).toBe("Sport");
  });
});

describe("a trim spelled with its letters apart or together, or after a trim noun, at the trim question (decision 079)", () => {
  const atTrim = (lang: Lang, vehicle: string, message: string) => {
    let s = converse(initialState(), vehicle, lang, knowledge).state;
    if (s.asked === "newUsed") s = converse(s, lang === "fr" ? "neuf" : "new", lang, knowledge).state;
    expect(s.asked).toBe("trim");
    return converse(s, message, lang, knowledge).state.answers.trim;
  };
  it.each([
    ["en", "Honda CR-V", "sport b", "Sport-B"],
    ["en", "Honda CR-V", "EX L please", "EX-L"],
    ["en", "Honda CR-V", "exl", "EX-L"],
    ["fr", "Toyota RAV4", "le modèle xle", "XLE"],
    ["fr", "Toyota RAV4", "une xle ça serait parfait", "XLE"],
    ["fr", "Toyota RAV4", "la version limited", "Limited"],
  ] as const)("(%s) %s, « %s » → %s", (lang, vehicle, message, want) => {
    expect(atTrim(lang, vehicle, message)).toBe(want);
  });
  it("a word of the language is no trim by its letters, and two trims said as written are read as before", () => {
    expect(atTrim("en", "GMC Sierra 1500", "i'm no pro, the denali")).toBe("Denali");
    expect(atTrim("fr", "Honda CR-V", "Sport Touring hybride")).toBe("Sport Touring");
  });
});
