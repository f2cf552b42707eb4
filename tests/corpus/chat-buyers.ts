import { PRIVACY_A, PRIVACY_B } from "#app/domain/webhook-types.ts";

/**
 * Buyers as they really write to Sam, in Quebec French and English: typos, slang, several facts
 * in one message, questions back, corrections, negation. Written from how people talk, not from
 * the reader's word lists; every failure met in use is added here as a new buyer.
 *
 * `turns` are sent one by one in answer to whatever Sam asks; `questions` are the indexes of the
 * turns that are questions back to Sam (they must be answered and never stored); `expect` is the
 * cleaned profile the saved row and the webhook must carry (a RegExp where the buyer's own words
 * are kept); `absent` lists fields that must stay empty; `after` checks which question Sam asks
 * after a given turn.
 */
export type Buyer = {
  id: string;
  lang: "fr" | "en";
  turns: string[];
  questions?: number[];
  expect: Record<string, string | RegExp>;
  absent?: string[];
  after?: Record<number, string>;
  /** Turns after which Sam must offer the choices as buttons (two misses). */
  offers?: number[];
};

export const buyers: Buyer[] = [
  {
    id: "fr-polestar-hors-catalogue",
    lang: "fr",
    turns: ["Bonjour", "Polestar", "oui c'est ça, neuf", "le 2", "peu importe", "électrique", "intégrale", "toit panoramique", "gris", "location", "48 mois", "non", "5", "courriel", "Julie Gagnon", "julie.gagnon@exemple.ca", "Montréal", "A"],
    expect: { brand: "Polestar", newUsed: "Neuf", model: "2", powertrain: "Électrique", drivetrain: "Traction intégrale", options: "toit panoramique", color: "gris", payment: "Location", termBudget: /48 mois/, tradeIn: "Non", dealerships: "5", contact: "Courriel", name: "Julie Gagnon", email: "julie.gagnon@exemple.ca", city: "Montréal", privacy: PRIVACY_A },
    absent: ["trim"],
  },
  {
    id: "en-rivian-first-message",
    lang: "en",
    turns: ["Hi, I'm looking at a Rivian R1S", "new", "Adventure", "electric obviously lol", "AWD", "tow package", "green", "finance", "72 months, around $1200/month", "nope", "3", "email", "Mike O'Brien", "mike.obrien@example.com", "Gatineau", "B"],
    expect: { brand: "Rivian", model: "R1S", newUsed: "Neuf", trim: "Adventure", powertrain: "Électrique", drivetrain: "Traction intégrale", options: "tow package", color: "green", payment: "Financement", termBudget: /72 months/, tradeIn: "Non", dealerships: "3", contact: "Courriel", name: "Mike O'Brien", email: "mike.obrien@example.com", city: "Gatineau", privacy: PRIVACY_B },
  },
  {
    id: "fr-tout-dans-le-premier-message",
    lang: "fr",
    turns: [
      "Salut! Je cherche un RAV4 hybride neuf, XLE, AWD, noir, avec toit ouvrant, en location 48 mois, pas d'échange, 5 concessionnaires par courriel. Marie Tremblay, marie.tremblay@exemple.ca, je reste à Laval",
      "A",
    ],
    after: { 0: "privacy" },
    expect: { brand: "Toyota", model: "RAV4", newUsed: "Neuf", trim: "XLE", powertrain: "Hybride", drivetrain: "Traction intégrale", color: /noir/, options: /toit ouvrant/, payment: "Location", termBudget: /48 mois/, tradeIn: "Non", dealerships: "5", contact: "Courriel", name: "Marie Tremblay", email: "marie.tremblay@exemple.ca", city: "Laval", privacy: PRIVACY_A },
  },
  {
    id: "fr-negation-et-dizaine",
    lang: "fr",
    turns: ["Bonjour, je veux un Honda CR-V", "neuf", "EX-L", "essence, pas hybride", "4 roues motrices", "sièges chauffants, démarreur à distance", "n'importe quoi sauf noir", "financement", "60 mois", "non", "une dizaine", "textez-moi", "Luc Bergeron", "514 555-0199", "drummondvile", "B"],
    expect: { brand: "Honda", model: "CR-V", trim: "EX-L", powertrain: "Essence", drivetrain: "Traction intégrale", options: /démarreur/, color: /sauf noir/, payment: "Financement", dealerships: "10", contact: "SMS", name: "Luc Bergeron", phone: "514 555-0199", city: "Drummondville", privacy: PRIVACY_B },
  },
  {
    id: "fr-oups-civic",
    lang: "fr",
    turns: ["Honda", "une neuve", "Accord", "oups je voulais dire Civic", "Sport", "peu importe", "avant", "aucune", "rouge", "comptant", "25 000 $", "oui", "Toyota Corolla 2012, 210 000 km", "3", "courriel", "Sophie Roy", "sophie.roy@exemple.ca", "Sherbrooke", "A"],
    expect: { brand: "Honda", model: "Civic", trim: "Sport", drivetrain: "Traction avant", color: "rouge", payment: "Comptant", termBudget: /25 000/, tradeIn: "Oui", tradeInDetails: /Corolla 2012/, dealerships: "3", city: "Sherbrooke", privacy: PRIVACY_A },
    absent: ["powertrain", "options"],
  },
  {
    id: "en-actually-make-it-cx50",
    lang: "en",
    turns: ["mazda", "new", "CX-5", "actually make it a CX-50", "GT", "gas", "AWD", "none", "white", "lease", "36 months", "no", "5", "email", "Dana Lee", "dana.lee@example.com", "Quebec City", "A"],
    expect: { brand: "Mazda", model: "CX-50", trim: "GT", powertrain: "Essence", payment: "Location", city: "Québec", name: "Dana Lee", privacy: PRIVACY_A },
  },
  {
    id: "fr-volkswagon",
    lang: "fr",
    turns: ["Volkswagon", "usagé", "tiguan", "Comfortline", "gaz", "4Motion", "non", "gris ou noir", "financement", "400$ par mois", "non merci", "4", "par courriel", "Patrick Côté", "pcote@exemple.ca", "Lévis", "B"],
    expect: { brand: "Volkswagen", newUsed: "Usagé", model: "Tiguan", trim: "Comfortline", powertrain: "Essence", drivetrain: "Traction intégrale", color: /gris ou noir/, payment: "Financement", termBudget: /400/, tradeIn: "Non", dealerships: "4", city: "Lévis" },
    absent: ["options"],
  },
  {
    id: "fr-toyta-corola",
    lang: "fr",
    turns: ["toyta corola usagée", "LE", "essence", "avant", "bluetooth pis caméra de recul", "peu importe", "cash", "15 000$ max", "non", "3", "les deux", "Nathalie Pelletier", "nath.pelletier@exemple.ca 819-555-0110", "Victoriaville", "A"],
    expect: { brand: "Toyota", model: "Corolla", newUsed: "Usagé", trim: "LE", payment: "Comptant", termBudget: /15 000/, contact: "Les deux", email: "nath.pelletier@exemple.ca", phone: "819-555-0110", city: "Victoriaville" },
    absent: ["color"],
  },
  {
    id: "fr-questions-gratuit-delai",
    lang: "fr",
    turns: ["Bonjour", "est-ce que c'est gratuit?", "Kia", "ça prend combien de temps avoir les offres?", "neuf", "Sportage", "c'est quoi une version?", "EX", "c'est quoi la différence entre hybride et hybride rechargeable?", "hybride", "AWD ou 4x4 c'est quoi la différence?", "intégrale", "rien de spécial", "bleu", "louer ou financer, c'est quoi le mieux?", "financement", "60 mois", "non", "5", "courriel", "Annie Bouchard", "annie.b@exemple.ca", "Granby", "A"],
    questions: [1, 3, 6, 8, 10, 14],
    expect: { brand: "Kia", model: "Sportage", trim: "EX", powertrain: "Hybride", drivetrain: "Traction intégrale", color: "bleu", payment: "Financement", city: "Granby" },
    absent: ["options"],
  },
  {
    id: "en-questions-free-dealers-privacy",
    lang: "en",
    turns: ["Is this service free?", "Hyundai", "how do you pick the dealers?", "used", "Tucson", "whatever", "hybrid", "AWD", "heated steering wheel", "black", "finance", "under 30k", "no", "10", "both", "Chris Martin", "chris.martin@example.com, 450-555-0177", "what do you share with the dealers with option A?", "Longueuil", "how do I stop this if I change my mind?", "A"],
    questions: [0, 2, 17, 19],
    expect: { brand: "Hyundai", newUsed: "Usagé", model: "Tucson", powertrain: "Hybride", color: "black", payment: "Financement", termBudget: /30k/, dealerships: "10", contact: "Les deux", email: "chris.martin@example.com", phone: "450-555-0177", city: "Longueuil", privacy: PRIVACY_A },
    absent: ["trim"],
  },
  {
    id: "fr-char-au-gaz-trade",
    lang: "fr",
    turns: ["Allo! J'me cherche un char usagé, une Civic", "n'importe", "au gaz", "4 roues motrices", "full équipé avec des mags", "blanc", "cash", "pas de budget précis", "j'ai un trade", "Mazda 3 2014, 180 000 km", "douze", "textez-moi", "Kevin Lavoie", "438-555-0147", "trois-rivieres", "A"],
    expect: { brand: "Honda", model: "Civic", newUsed: "Usagé", powertrain: "Essence", drivetrain: "Traction intégrale", options: /full équipé/, color: "blanc", payment: "Comptant", tradeIn: "Oui", tradeInDetails: /Mazda 3 2014/, dealerships: "12", contact: "SMS", phone: "438-555-0147", city: "Trois-Rivières" },
    absent: ["trim", "termBudget"],
  },
  {
    id: "en-dozen-f150",
    lang: "en",
    turns: ["Looking for a used Ford F-150", "XLT", "gas", "4x4", "tow package and running boards", "doesn't matter", "cash", "40k", "yeah I have a 2015 Silverado with 200,000 km", "a dozen", "text me", "Bob Smith", "819 555 0123", "Rouyn-Noranda", "B"],
    expect: { brand: "Ford", model: "F-150", newUsed: "Usagé", trim: "XLT", drivetrain: "Traction intégrale", payment: "Comptant", tradeIn: "Oui", tradeInDetails: /Silverado/, dealerships: "12", contact: "SMS", phone: "819 555 0123", city: "Rouyn-Noranda", privacy: PRIVACY_B },
    absent: ["color"],
  },
  {
    id: "fr-5-a-10-deux-villes",
    lang: "fr",
    turns: ["Subaru Crosstrek neuf", "peu importe", "essence", "intégrale", "aucune", "vert", "financement", "72 mois", "non", "5 à 10", "courriel", "Geneviève Ouellet", "gen.ouellet@exemple.ca", "Je reste à Laval mais je travaille à Montréal", "plus proche de Laval", "A"],
    after: { 13: "city" },
    expect: { brand: "Subaru", model: "Crosstrek", newUsed: "Neuf", dealerships: "10", city: "Laval", name: "Geneviève Ouellet", color: "vert" },
    absent: ["trim", "options"],
  },
  {
    id: "fr-mtl",
    lang: "fr",
    turns: ["Nissan Rogue usagé", "SV", "peu importe", "intégrale", "aucune", "argent", "financement", "500 par mois", "non", "6", "courriel", "Marc-André Fortin", "ma.fortin@exemple.ca", "mtl", "B"],
    expect: { brand: "Nissan", model: "Rogue", trim: "SV", city: "Montréal", dealerships: "6", name: "Marc-André Fortin" },
  },
  {
    id: "en-qc-city",
    lang: "en",
    turns: ["I want a new Honda HR-V", "Sport", "gas", "AWD", "apple carplay", "red", "lease", "48 months", "no", "4", "email", "Emily Chen", "emily.chen@example.com", "qc", "A"],
    expect: { brand: "Honda", model: "HR-V", city: "Québec", payment: "Location", dealerships: "4" },
  },
  {
    id: "fr-tr-st-jerome",
    lang: "fr",
    turns: ["Mazda", "neuf", "mazda 3", "GS", "essence", "avant", "toit", "blanc", "location", "36 mois", "non", "5", "courriel", "Isabelle Girard", "isa.girard@exemple.ca", "st-jérome", "A"],
    expect: { brand: "Mazda", model: "Mazda3", city: "Saint-Jérôme", name: "Isabelle Girard" },
  },
  {
    id: "fr-deux-rates-boutons",
    lang: "fr",
    turns: ["Ford Escape neuf", "peu importe", "hybride", "euh", "hmm je réfléchis", "intégrale", "aucune", "noir", "location", "48 mois", "non", "5", "courriel", "Simon Leblanc", "simon.leblanc@exemple.ca", "Terrebonne", "A"],
    offers: [4],
    expect: { brand: "Ford", model: "Escape", drivetrain: "Traction intégrale", city: "Terrebonne" },
  },
  {
    id: "en-vw-atlas-4motion",
    lang: "en",
    turns: ["vw atlas with 4motion, new", "Highline", "gas", "captain chairs", "grey", "financing", "60 months", "no", "8", "email", "Tom Nguyen", "tom.nguyen@example.com", "Brossard", "B"],
    expect: { brand: "Volkswagen", model: "Atlas", drivetrain: "Traction intégrale", newUsed: "Neuf", dealerships: "8", city: "Brossard" },
  },
  {
    id: "fr-tesla-model-y",
    lang: "fr",
    turns: ["une Tesla model y usagée", "long range", "peu importe", "peu importe", "pas d'options", "blanc", "comptant", "45 000 $", "non", "3", "courriel", "Olivier Dubé", "olivier.dube@exemple.ca", "Repentigny", "A"],
    expect: { brand: "Tesla", model: "Model Y", newUsed: "Usagé", trim: /long range/i, payment: "Comptant", city: "Repentigny" },
    absent: ["powertrain", "drivetrain", "options"],
  },
  {
    id: "en-lucid-air",
    lang: "en",
    turns: ["Lucid Air, new", "Touring", "electric", "AWD", "nothing", "silver", "lease", "36 months", "no", "3", "email", "Priya Patel", "priya.patel@example.com", "Pointe-Claire", "A"],
    expect: { brand: "Lucid", model: "Air", trim: "Touring", powertrain: "Électrique", city: "Pointe-Claire" },
  },
  {
    id: "fr-vinfast-inconnue",
    lang: "fr",
    turns: ["VinFast", "neuf", "VF8", "peu importe", "électrique", "peu importe", "aucune", "noir", "financement", "60 mois", "non", "2", "courriel", "Thi Nguyen", "thi.nguyen@exemple.ca", "Brossard", "B"],
    expect: { brand: "VinFast", model: "VF8", powertrain: "Électrique", dealerships: "2" },
  },
  {
    id: "fr-ineos-marque-inconnue",
    lang: "fr",
    turns: ["Ineos", "oui", "usagé", "Grenadier", "peu importe", "diesel", "4x4", "treuil", "vert", "financement", "84 mois", "non", "3", "courriel", "Mathieu Pelletier", "mathieu.p@exemple.ca", "Rimouski", "B"],
    after: { 0: "brand", 1: "newUsed" },
    expect: { brand: "Ineos", model: "Grenadier", newUsed: "Usagé", powertrain: "Diesel", drivetrain: "Traction intégrale", options: "treuil", city: "Rimouski" },
  },
  {
    id: "en-unknown-make-typo-then-right",
    lang: "en",
    turns: ["hello!", "Scout", "yes", "new", "Terra", "no idea", "electric", "4x4", "none", "tan", "finance", "no budget yet", "no", "4", "email", "Jordan Miller", "jordan.miller@example.com", "Saint-Eustache", "A"],
    after: { 1: "brand", 2: "newUsed" },
    expect: { brand: "Scout", model: "Terra", powertrain: "Électrique", city: "Saint-Eustache" },
    absent: ["trim", "termBudget"],
  },
  {
    id: "fr-leaser",
    lang: "fr",
    turns: ["Hyundai Kona neuf", "Preferred", "électrique", "avant", "aucune", "bleu", "j'aimerais leaser", "48 mois", "non", "5", "courriel", "Karine Lapointe", "karine.lapointe@exemple.ca", "Saguenay", "A"],
    expect: { brand: "Hyundai", model: "Kona", payment: "Location", powertrain: "Électrique", city: "Saguenay" },
  },
  {
    id: "fr-finalement-honda",
    lang: "fr",
    turns: ["Toyota", "neuf", "finalement plutôt une Honda", "Pilot", "Touring", "essence", "intégrale", "aucune", "noir", "financement", "60 mois", "non", "5", "courriel", "Éric Gauthier", "eric.gauthier@exemple.ca", "Blainville", "A"],
    after: { 2: "model" },
    expect: { brand: "Honda", model: "Pilot", trim: "Touring", city: "Blainville" },
  },
  {
    id: "en-not-white",
    lang: "en",
    turns: ["new Kia Telluride", "SX", "gas", "AWD", "third row", "anything but white", "finance", "84 months", "no", "5", "email", "Laura Scott", "laura.scott@example.com", "Mirabel", "A"],
    expect: { brand: "Kia", model: "Telluride", color: /anything but white/, city: "Mirabel" },
  },
  {
    id: "fr-bmw-xdrive",
    lang: "fr",
    turns: ["BMW X3 xDrive30i neuf", "peu importe", "essence", "groupe premium", "noir saphir", "location", "36 mois", "non", "5", "courriel", "Alexandre Morin", "alex.morin@exemple.ca", "Boucherville", "B"],
    expect: { brand: "BMW", model: "X3", drivetrain: "Traction intégrale", newUsed: "Neuf", city: "Boucherville" },
    absent: ["trim"],
  },
  {
    id: "fr-audi-quattro",
    lang: "fr",
    turns: ["Audi Q5 quattro usagé", "Progressiv", "essence", "toit panoramique", "gris", "financement", "60 mois", "non", "4", "courriel", "Chantal Dion", "chantal.dion@exemple.ca", "Saint-Hyacinthe", "A"],
    expect: { brand: "Audi", model: "Q5", drivetrain: "Traction intégrale", trim: "Progressiv", city: "Saint-Hyacinthe" },
  },
  {
    id: "en-mercedes-4matic",
    lang: "en",
    turns: ["mercedes glc 300 4matic, new", "300", "plug-in hybrid", "AMG package", "white", "lease", "48 months", "no", "5", "email", "Sarah Klein", "sarah.klein@example.com", "Côte-Saint-Luc", "A"],
    expect: { brand: "Mercedes-Benz", model: "GLC", trim: "300", drivetrain: "Traction intégrale", powertrain: "Hybride rechargeable", city: "Côte-Saint-Luc" },
  },
  {
    id: "fr-rav-4-espace",
    lang: "fr",
    turns: ["rav 4 neuf", "LE", "hybride", "intégrale", "aucune", "gris", "location", "48 mois", "non", "5", "courriel", "Pierre Lachance", "pierre.lachance@exemple.ca", "Québec", "A"],
    expect: { brand: "Toyota", model: "RAV4", powertrain: "Hybride", city: "Québec" },
  },
  {
    id: "en-crv-unspaced",
    lang: "en",
    turns: ["honda crv used", "EX-L", "hybrid", "AWD", "none", "blue", "finance", "60 months", "no", "5", "email", "Jason Park", "jason.park@example.com", "Sherbrooke", "B"],
    expect: { brand: "Honda", model: "CR-V", trim: "EX-L", newUsed: "Usagé" },
  },
  {
    id: "fr-cx5-colle",
    lang: "fr",
    turns: ["cx5 usagé", "GS", "essence", "intégrale", "aucune", "rouge", "comptant", "20 000 $", "non", "3", "courriel", "Mélanie Caron", "melanie.caron@exemple.ca", "Joliette", "A"],
    expect: { brand: "Mazda", model: "CX-5", newUsed: "Usagé", city: "Joliette" },
  },
  {
    id: "en-text-me",
    lang: "en",
    turns: ["Chevy Equinox, new", "LT", "gas", "AWD", "remote start", "black", "finance", "72 months", "no", "6", "just text me", "Ryan Murphy", "514-555-0166", "Vaudreuil-Dorion", "B"],
    expect: { brand: "Chevrolet", model: "Equinox", contact: "SMS", phone: "514-555-0166", city: "Vaudreuil-Dorion" },
  },
  {
    id: "fr-question-confidentialite",
    lang: "fr",
    turns: ["Kia Seltos neuf", "EX", "essence", "intégrale", "aucune", "blanc", "financement", "60 mois", "non", "5", "courriel", "Valérie Poulin", "valerie.poulin@exemple.ca", "Rimouski", "qu'est-ce que vous partagez avec l'option A?", "B"],
    questions: [14],
    expect: { brand: "Kia", model: "Seltos", privacy: PRIVACY_B, city: "Rimouski" },
  },
  {
    id: "fr-question-arreter",
    lang: "fr",
    turns: ["Jeep Wrangler usagé", "comment j'arrête tout ça si je change d'idée?", "Sahara", "essence", "4x4", "aucune", "vert", "financement", "60 mois", "non", "5", "courriel", "Jonathan Bélanger", "jo.belanger@exemple.ca", "Alma", "A"],
    questions: [1],
    expect: { brand: "Jeep", model: "Wrangler", trim: "Sahara", drivetrain: "Traction intégrale", city: "Alma" },
  },
  {
    id: "en-lease-vs-finance-question",
    lang: "en",
    turns: ["Toyota Camry new", "SE", "hybrid", "front", "none", "white", "should I lease or finance?", "lease", "48 months", "no", "5", "email", "Kate Wilson", "kate.wilson@example.com", "Montreal", "A"],
    questions: [6],
    expect: { brand: "Toyota", model: "Camry", payment: "Location", drivetrain: "Traction avant", city: "Montréal" },
  },
  {
    id: "fr-premier-message-avec-echange",
    lang: "fr",
    turns: [
      "Bonjour, j'aimerais un Honda CR-V hybride neuf Touring, j'ai une Civic 2015 à échanger, 8 concessionnaires, par texto svp. Je m'appelle François Tremblay 418-555-0133 à Lévis",
      "AWD",
      "aucune",
      "gris",
      "financement",
      "60 mois",
      "A",
    ],
    after: { 0: "drivetrain" },
    expect: { brand: "Honda", model: "CR-V", trim: "Touring", powertrain: "Hybride", tradeIn: "Oui", tradeInDetails: /Civic 2015/, dealerships: "8", contact: "SMS", name: "François Tremblay", phone: "418-555-0133", city: "Lévis" },
  },
  {
    id: "en-everything-first",
    lang: "en",
    turns: [
      "Hey, I want a new Toyota Highlander hybrid, Limited, AWD, black, leather and sunroof, leasing for 48 months, no trade in, contact 5 dealers by email. My name is Jennifer Adams, jen.adams@example.com, I live in Gatineau",
      "B",
    ],
    after: { 0: "privacy" },
    expect: { brand: "Toyota", model: "Highlander", trim: "Limited", powertrain: "Hybride", drivetrain: "Traction intégrale", color: /black/, options: /sunroof/, payment: "Location", termBudget: /48 months/, tradeIn: "Non", dealerships: "5", contact: "Courriel", name: "Jennifer Adams", city: "Gatineau", privacy: PRIVACY_B },
  },
  {
    id: "fr-finalement-8-concessionnaires",
    lang: "fr",
    turns: ["Nissan Kicks neuf", "SV", "essence", "avant", "aucune", "bleu", "financement", "60 mois", "non", "5", "courriel", "Roxanne Hébert", "roxanne.hebert@exemple.ca", "Granby", "ah pis finalement mettez-en 8 des concessionnaires", "A"],
    after: { 14: "privacy" },
    expect: { brand: "Nissan", model: "Kicks", dealerships: "8", city: "Granby" },
  },
  {
    id: "en-my-name-is",
    lang: "en",
    turns: ["Subaru Outback", "new please", "Touring", "gas", "AWD obviously", "none", "green", "cash", "45k", "no", "3", "email", "my name is Daniel Wright", "dan.wright@example.com", "Magog", "A"],
    expect: { brand: "Subaru", model: "Outback", name: "Daniel Wright", payment: "Comptant", city: "Magog" },
  },
  {
    id: "fr-longeuil-typo",
    lang: "fr",
    turns: ["Kia Soul neuve", "EX", "essence", "avant", "aucune", "orange", "financement", "60 mois", "non", "5", "courriel", "Sylvie Roy", "sylvie.roy@exemple.ca", "longeuil", "A"],
    expect: { brand: "Kia", model: "Soul", city: "Longueuil" },
  },
  {
    id: "fr-pas-de-toit",
    lang: "fr",
    turns: ["Honda Civic neuve", "Sport", "essence", "avant", "pas de toit ouvrant, mais des sièges chauffants", "noir", "location", "36 mois", "non", "5", "courriel", "Benoît Lemieux", "benoit.lemieux@exemple.ca", "Chambly", "B"],
    expect: { brand: "Honda", model: "Civic", options: /pas de toit ouvrant/, city: "Chambly" },
  },
  {
    id: "en-actually-used",
    lang: "en",
    turns: ["Ford Bronco Sport", "new", "Badlands", "actually used is fine too, make it used", "gas", "4x4", "none", "orange", "finance", "60 months", "no", "5", "email", "Megan Ross", "megan.ross@example.com", "Granby", "A"],
    expect: { brand: "Ford", model: "Bronco Sport", newUsed: "Usagé", trim: "Badlands" },
  },
  {
    id: "fr-sainte-julie",
    lang: "fr",
    turns: ["Toyota Corolla Cross neuf", "XLE", "hybride", "intégrale", "aucune", "blanc", "financement", "60 mois", "non", "5", "courriel", "Caroline Paquette", "caroline.paquette@exemple.ca", "ste-julie", "A"],
    expect: { brand: "Toyota", model: "Corolla Cross", city: "Sainte-Julie" },
  },
  {
    id: "fr-je-sais-pas-aide",
    lang: "fr",
    turns: ["Hyundai", "neuf", "je sais pas trop, aidez-moi", "Tucson", "peu importe", "hybride", "intégrale", "aucune", "blanc", "financement", "60 mois", "non", "5", "courriel", "Lucie Martel", "lucie.martel@exemple.ca", "Saint-Georges", "A"],
    questions: [2],
    expect: { brand: "Hyundai", model: "Tucson", city: "Saint-Georges" },
  },
  {
    id: "en-no-trade-in-two-dealers",
    lang: "en",
    turns: ["Looking for a used Honda Odyssey", "EX-L", "gas", "front wheel", "none", "any", "cash", "around 30,000", "no trade", "two", "email", "Paul Roberts", "paul.roberts@example.com", "Dollard-des-Ormeaux", "B"],
    expect: { brand: "Honda", model: "Odyssey", tradeIn: "Non", dealerships: "2", drivetrain: "Traction avant" },
    absent: ["color"],
  },
  {
    id: "fr-prix-tucson-2025",
    lang: "fr",
    turns: ["Bonjour j'aimerais avoir des prix pour un Hyundai Tucson 2025 preferred AWD", "neuf svp", "Je veux pas d'hybride, juste à essence", "sièges chauffants", "blanc ou gris", "financement", "le moins cher possible", "non", "5 ou 6 concessionnaires", "Courriel c'est correct", "c'est Jean Lapierre", "(514) 555-0123 et jean.lapierre@exemple.ca", "chu à Québec", "l'option A"],
    expect: { brand: "Hyundai", model: "Tucson", trim: "Preferred", drivetrain: "Traction intégrale", newUsed: "Neuf", powertrain: "Essence", termBudget: /moins cher/, dealerships: "6", contact: "Courriel", name: "Jean Lapierre", email: "jean.lapierre@exemple.ca", city: "Québec", privacy: PRIVACY_A },
  },
  {
    id: "en-im-in-montreal",
    lang: "en",
    turns: ["hey there, what's the cheapest way to get a new corolla?", "LE", "hybrid if possible", "FWD is fine", "heated seats", "white", "finance", "$350 biweekly", "I do, a 2017 Elantra, 95k km", "3 please", "email me", "Sam Cohen", "sam.cohen@example.com", "I'm in Montreal", "B please"],
    after: { 0: "trim" },
    expect: { brand: "Toyota", model: "Corolla", newUsed: "Neuf", trim: "LE", powertrain: "Hybride", drivetrain: "Traction avant", tradeIn: "Oui", tradeInDetails: /Elantra/, dealerships: "3", city: "Montréal", privacy: PRIVACY_B },
  },
  {
    id: "fr-sherbrooke-pis-email",
    lang: "fr",
    turns: ["Chevrolet Silverado 1500 usagé", "LT", "essence", "4x4", "attache remorque", "noir", "comptant", "autour de 40 000 $", "nope", "10", "courriel", "Steve Gagné", "Sherbrooke pis mon email c'est steve.gagne@exemple.ca", "A"],
    expect: { brand: "Chevrolet", model: "Silverado 1500", trim: "LT", city: "Sherbrooke", email: "steve.gagne@exemple.ca", dealerships: "10" },
  },
  {
    id: "en-hyphen-phone-both",
    lang: "en",
    turns: ["2025 Kia EV9, new, Land trim", "it's electric lol", "AWD", "captain's chairs", "blue", "lease", "36 mo", "no", "5", "both please", "Alex Turner", "alex.turner@example.com", "438 555 0188", "Laval", "A"],
    expect: { brand: "Kia", model: "EV9", trim: "Land", contact: "Les deux", email: "alex.turner@example.com", phone: "438 555 0188", city: "Laval", powertrain: "Électrique" },
  },
  {
    id: "fr-je-suis-marie-magasine",
    lang: "fr",
    turns: ["Salut, je magasine un Tucson hybride 2024, quelque chose de pas trop cher", "neuf", "Preferred", "avant", "rien", "gris", "financement", "pas plus de 400$ par mois", "non j'ai rien à échanger", "3", "courriel", "Je suis Marie Côté", "marie.cote@exemple.ca", "Quebec", "a"],
    expect: { brand: "Hyundai", model: "Tucson", powertrain: "Hybride", trim: "Preferred", tradeIn: "Non", name: "Marie Côté", city: "Québec", privacy: PRIVACY_A },
    absent: ["options"],
  },
  {
    id: "en-trading-in-my-civic",
    lang: "en",
    turns: ["I'm trading in my 2018 Civic and want a new Honda Accord", "Sport", "hybrid", "FWD", "none", "black", "finance", "60 months", "4", "email", "I'm Dave Roy", "dave.roy@example.com", "Gatineau", "b"],
    after: { 0: "trim" },
    expect: { brand: "Honda", model: "Accord", newUsed: "Neuf", tradeIn: "Oui", tradeInDetails: /2018 Civic/, trim: "Sport", dealerships: "4", name: "Dave Roy", city: "Gatineau", privacy: PRIVACY_B },
  },
  {
    id: "fr-vus-familial",
    lang: "fr",
    turns: ["bonjour", "je cherche un vus familial", "Toyota", "neuf", "Highlander", "XLE", "hybride", "awd", "sièges chauffants et hayon électrique", "blanc", "location", "48 mois 700$ par mois", "oui", "un Odyssey 2012 avec 250 000 km", "8", "sms", "Martin Lévesque", "581-555-0199", "Lévis", "B"],
    questions: [1],
    expect: { brand: "Toyota", model: "Highlander", trim: "XLE", tradeIn: "Oui", tradeInDetails: /Odyssey 2012/, dealerships: "8", contact: "SMS", phone: "581-555-0199", city: "Lévis" },
  },
  {
    id: "en-chevy-bolt-fwd",
    lang: "en",
    turns: ["what cars do you have?", "chevy bolt", "used", "LT", "electric", "fwd", "none", "whatever", "cash", "20 grand", "nah", "five", "text", "Ann Lee", "5145550101", "st-jerome", "A"],
    questions: [0],
    expect: { brand: "Chevrolet", model: "Bolt", newUsed: "Usagé", trim: "LT", powertrain: "Électrique", drivetrain: "Traction avant", payment: "Comptant", termBudget: /20 grand/, tradeIn: "Non", dealerships: "5", contact: "SMS", phone: "5145550101", city: "Saint-Jérôme" },
    absent: ["options", "color"],
  },
  {
    id: "en-ram-sherbrooke-qc",
    lang: "en",
    turns: ["Hi! Need a pickup truck, leaning towards a Ram 1500", "new", "Big Horn", "gas, not diesel", "4x4 for sure", "tonneau cover", "any color except red", "finance over 84 months", "yes, 2014 F-150 with 180k", "a few, maybe 6", "email", "Mark Tremblay", "mark.t@example.com", "Sherbrooke QC", "A"],
    expect: { brand: "Ram", model: "1500", trim: "Big Horn", powertrain: "Essence", drivetrain: "Traction intégrale", color: /except red/, payment: "Financement", termBudget: /84 months/, tradeIn: "Oui", tradeInDetails: /F-150/, dealerships: "6", city: "Sherbrooke", privacy: PRIVACY_A },
  },
  {
    id: "fr-en-fait-cx50",
    lang: "fr",
    turns: ["allo c'est pour une mazda cx-30 usagée", "peu importe", "gaz", "traction intégrale svp", "caméra de recul", "rouge ou bleu", "en fait je veux une cx-50", "GT", "je pense louer", "36 mois", "non", "10 concessionnaires", "les deux", "Sophie Lemay", "sophie.lemay@exemple.ca 438-555-0111", "St-Hyacinthe", "B"],
    after: { 6: "trim" },
    expect: { brand: "Mazda", model: "CX-50", trim: "GT", newUsed: "Usagé", powertrain: "Essence", payment: "Location", contact: "Les deux", phone: "438-555-0111", city: "Saint-Hyacinthe" },
  },
  {
    id: "fr-chu-tanne-sorento",
    lang: "fr",
    turns: ["Bonsoir, chu tanné de mon vieux char, j'aimerais un Kia Sorento hybride rechargeable 2025", "neuf ben certain", "EX", "4x4 c'est sûr", "toit ouvrant pis sièges ventilés", "noir ou gris foncé", "j'sais pas encore, c'est quoi la différence entre louer pis financer?", "financer", "72 mois autour de 550$", "oui une Hyundai Santa Fe 2015 160 000 km", "genre 5-6", "par texto", "Ginette Bolduc", "418 555 0142", "à Lévis ou ben Québec, peu importe", "Québec", "A"],
    questions: [6],
    after: { 14: "city" },
    expect: { brand: "Kia", model: "Sorento", powertrain: "Hybride rechargeable", newUsed: "Neuf", trim: "EX", drivetrain: "Traction intégrale", options: /sièges ventilés/, color: /gris foncé/, payment: "Financement", termBudget: /72 mois/, tradeIn: "Oui", tradeInDetails: /Santa Fe 2015/, dealerships: "6", contact: "SMS", phone: "418 555 0142", city: "Québec" },
  },
  {
    id: "en-rav4-prime-off-by-one",
    lang: "en",
    turns: ["hello, how does this work?", "ok. a toyota rav4 prime", "new", "XSE", "AWD", "plug-in obviously", "nothing special", "lease", "white, no black please", "48 months with 2k down", "no trade", "10", "both", "Kevin O'Neil", "kevin.oneil@example.com and 514-555-0177", "Dorval", "B"],
    questions: [0],
    expect: { brand: "Toyota", model: "RAV4 Prime", trim: "XSE", powertrain: "Hybride rechargeable", drivetrain: "Traction intégrale", color: /white/, payment: "Location", termBudget: /2k down/, contact: "Les deux", email: "kevin.oneil@example.com", phone: "514-555-0177", city: "Dorval" },
    absent: ["options"],
  },
];
