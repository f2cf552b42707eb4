import { stemmer as englishStemmer } from "@orama/stemmers/english";
import { stemmer as frenchStemmer } from "@orama/stemmers/french";
import type { Lang } from "#app/platform/language.ts";

/**
 * How a question and an entry become search terms (decision 053), the same way for indexing and
 * for searching: lower case without accents, apostrophes and hyphens split ("c'est-tu" → "c est
 * tu"), Quebec spoken and texting forms spelled out ("pis" → "et", "chu" → "je suis"), synonyms
 * folded into one canonical word per language ("char", "auto", "car" → "vehicule"), stop words
 * dropped, then a Snowball stemmer (French or English). Pure: the knowledge base's index is built
 * from it on the server.
 */

/** Words written as people text or speak them in Quebec → what they stand for. Applied before synonyms. */
const SPOKEN: Readonly<Record<string, string>> = {
  pis: "et",
  ya: "il y a",
  chu: "je suis",
  chui: "je suis",
  jsuis: "je suis",
  jsais: "je sais",
  jveux: "je veux",
  jpeux: "je peux",
  jai: "j ai",
  jme: "je me",
  jfais: "je fais",
  kess: "qu est ce",
  kesse: "qu est ce",
  quesse: "qu est ce",
  quossé: "qu est ce",
  kossé: "qu est ce",
  koi: "quoi",
  cmb: "combien",
  cb: "combien",
  pk: "pourquoi",
  pq: "pourquoi",
  pcq: "parce que",
  bcp: "beaucoup",
  qqch: "quelque chose",
  qqn: "quelqu un",
  tjrs: "toujours",
  mm: "meme",
  ds: "dans",
  pr: "pour",
  vs: "versus",
  // English texting.
  u: "you",
  r: "are",
  ur: "your",
  thx: "thanks",
  govt: "government",
  gov: "government",
  info: "information",
  infos: "information",
  qc: "quebec",
  diff: "difference",
  asteure: "maintenant",
  icitte: "ici",
  faque: "",
  etc: "",
};

/**
 * Synonym groups: every variant (either language: buyers mix them) becomes the group's canonical
 * word in the text's language, before stemming. Kept to words that mean the same thing in a car
 * buyer's question; a word with two meanings here ("charge": a fee or a battery) stays out.
 */
const SYNONYMS: ReadonlyArray<{ fr: string; en: string; variants: readonly string[]; enOnly?: readonly string[] }> = [
  {
    fr: "vehicule",
    en: "vehicle",
    variants: [
      "char",
      "chars",
      "auto",
      "autos",
      "automobile",
      "automobiles",
      "voiture",
      "voitures",
      "vehicule",
      "vehicules",
      "cars",
      "vehicle",
      "vehicles",
      "bazou",
      "minoune",
    ],
    // "car" is also French for "because".
    enOnly: ["car"],
  },
  {
    fr: "concessionnaire",
    en: "dealership",
    variants: [
      "concessionnaire",
      "concessionnaires",
      "concess",
      "dealer",
      "dealers",
      "dealership",
      "dealerships",
      "garage",
      "garages",
      "concession",
      "concessions",
    ],
  },
  {
    fr: "location",
    en: "lease",
    variants: ["location", "locations", "louer", "loue", "louez", "lease", "leases", "leaser", "leasing", "leased", "bail", "baux"],
  },
  { fr: "financement", en: "financing", variants: ["financement", "financer", "finance", "financing", "finances", "financed"] },
  { fr: "pret", en: "loan", variants: ["pret", "prets", "loan", "loans"] },
  { fr: "comptant", en: "cash", variants: ["comptant", "cash"] },
  { fr: "echange", en: "trade", variants: ["echange", "echanges", "echanger", "trade", "trades", "tradein", "traded"] },
  { fr: "electrique", en: "electric", variants: ["electrique", "electriques", "ev", "evs", "ve", "electric", "electrics", "bev", "zev"] },
  { fr: "rechargeable", en: "plugin", variants: ["rechargeable", "rechargeables", "phev", "plugin", "plug"] },
  { fr: "pneu", en: "tire", variants: ["pneu", "pneus", "tire", "tires", "tyre", "tyres"] },
  { fr: "hiver", en: "winter", variants: ["hiver", "hivers", "winter", "snow", "neige"] },
  { fr: "garantie", en: "warranty", variants: ["garantie", "garanties", "warranty", "warranties", "guarantee"] },
  { fr: "taxe", en: "tax", variants: ["taxe", "taxes", "tps", "tvq", "gst", "qst", "tax", "hst"] },
  { fr: "gratuit", en: "free", variants: ["gratuit", "gratuite", "gratis", "free"] },
  // "number" is also "the number of dealerships".
  { fr: "telephone", en: "phone", variants: ["telephone", "cell", "cellulaire", "phone", "cellphone", "numero"] },
  { fr: "courriel", en: "email", variants: ["courriel", "courriels", "email", "emails", "mail", "mails"] },
  // "ai" is also French for "have" ("j'ai").
  { fr: "robot", en: "robot", variants: ["robot", "robots", "bot", "bots", "chatbot", "ia"], enOnly: ["ai"] },
  // A "pick-up" is also a truck in Quebec French.
  { fr: "livraison", en: "delivery", variants: ["livraison", "livrer", "livre", "delivery", "deliver", "delivered"], enOnly: ["pickup"] },
  {
    fr: "annuler",
    en: "cancel",
    variants: ["annuler", "annule", "annulez", "annulation", "cancel", "cancels", "cancelled", "withdraw", "retirer"],
  },
  {
    fr: "corriger",
    en: "correct",
    variants: ["corriger", "corrige", "modifier", "modifie", "changer", "change", "correct", "fix", "edit", "modify"],
  },
  {
    fr: "humain",
    en: "human",
    variants: ["humain", "humaine", "personne", "conseiller", "conseillere", "agent", "human", "person", "people", "someone"],
  },
  {
    fr: "choisir",
    en: "choose",
    variants: ["choisir", "choisi", "choisis", "choisit", "choisissez", "choose", "chose", "chosen", "pick", "picks", "select", "selects"],
  },
  { fr: "apporter", en: "bring", variants: ["apporter", "apporte", "amener", "amene", "bring"] },
  { fr: "donnees", en: "data", variants: ["donnees", "data", "information", "informations", "renseignements"] },
  {
    fr: "effacer",
    en: "erase",
    variants: ["effacer", "efface", "effacez", "supprimer", "supprime", "detruire", "delete", "deleted", "erase", "erased"],
  },
  { fr: "kilometrage", en: "mileage", variants: ["kilometrage", "km", "kms", "kilometres", "kilometers", "mileage", "millage"] },
  { fr: "assurance", en: "insurance", variants: ["assurance", "assurances", "assurer", "assure", "insurance", "insure", "insured"] },
  {
    fr: "immatriculation",
    en: "registration",
    variants: ["immatriculation", "immatriculer", "immatricule", "registration", "register", "registering"],
  },
  { fr: "recharge", en: "charging", variants: ["recharge", "recharger", "recharges", "rechargement", "borne", "bornes", "charging"] },
  { fr: "usage", en: "used", variants: ["usage", "usagee", "usages", "usager", "occasion", "used", "preowned", "secondhand"] },
  { fr: "prix", en: "price", variants: ["prix", "price", "prices", "pricing"] },
  { fr: "frais", en: "fee", variants: ["frais", "fee", "fees", "charges"] },
  {
    fr: "subvention",
    en: "rebate",
    variants: ["subvention", "subventions", "rabais", "rebate", "rebates", "incentive", "incentives", "subsidy", "subsidies"],
  },
  { fr: "cout", en: "cost", variants: ["cout", "coute", "coutent", "couter", "couts", "cost", "costs", "costing"] },
  { fr: "offre", en: "offer", variants: ["offre", "offres", "soumission", "soumissions", "offer", "offers", "quote", "quotes"] },
];

const FOLD: { fr: Map<string, string>; en: Map<string, string> } = { fr: new Map(), en: new Map() };
for (const group of SYNONYMS) {
  for (const v of group.variants) {
    FOLD.fr.set(v, group.fr);
    FOLD.en.set(v, group.en);
  }
  for (const v of group.enOnly ?? []) FOLD.en.set(v, group.en);
}

/** Words that carry no meaning for the search (after folding, before stemming). Question words stay: they tell "how much" from "when". */
const STOP: Readonly<Record<Lang, ReadonlySet<string>>> = {
  fr: new Set(
    (
      "a ai as au aux avec avez avoir c ca ce ceci cela ces cet cette d dans de des du elle elles en es est et etre eu il ils j je l la le les leur leurs m ma mais me mes moi mon n ne nos notre nous on ont ou par pas qu que qui s sa se ses si son sont suis sur t ta te tes toi ton tu un une vos votre vous y " +
      "alors donc bon ben svp stp merci allo bonjour salut hey yo oui non ok okay genre faque tse mettons pareil exactement vraiment juste quoi chez autres"
    ).split(" "),
  ),
  en: new Set(
    (
      "a an and are as at be been being but by can could did do does for from had has have he her his i if in into is it its me my of on or our she so than that the their them then there these they this those to too us was we were will with would you your yours " +
      "please thanks hi hello hey yo just really actually ok okay yes no any anything some still now right thing things stuff also about there here should could would can will shall may might must"
    ).split(" "),
  ),
};

const STEM: Record<Lang, (word: string) => string> = { fr: frenchStemmer, en: englishStemmer };

/**
 * Words that say what kind of question it is, not what it is about: interrogatives and everyday
 * verbs. They stay in the search (they help rank), but weigh little in the confidence.
 */
const LIGHT: Readonly<Record<Lang, ReadonlySet<string>>> = {
  fr: new Set(
    (
      "combien comment quand pourquoi quel quelle quels quelles lequel laquelle lesquels est-ce " +
      "faire fais fait faites font faut falloir aller va vais vas allez vont allons mettre met mets mettez prendre prends prend prenez prennent pris " +
      "avoir etre pouvoir peux peut pouvez peuvent pourrais pourriez devoir dois doit devez devrais devrait vouloir veux veut voulez voudrais savoir sais " +
      "donner donne passer passe arriver arrive trouver trouve dire dit voir vois trop entre " +
      // Adverbs and fillers that say how, not what.
      "environ genre vraiment exactement concretement normalement generalement habituellement souvent toujours jamais deja encore aussi seulement " +
      "meme peutetre probablement bien bon ben beaucoup peu chose choses affaire affaires gars monde fois facon maniere vrai vraie gros petit la ici " +
      "maintenant bientot tantot asteure astheure icitte mettons tsé crisse ostie tabarnak calisse"
    ).split(" "),
  ),
  en: new Set(
    (
      "how what whats when why which who where much many long soon " +
      "get gets make makes take takes put give go goes going happen happens happen need needs mean means do does know tell say see find " +
      // Adverbs and fillers that say how, not what.
      "roughly about around usually normally basically exactly typically generally anyway maybe probably already yet even ever never always often " +
      "also too very lot lots kind sort like guy guys something everything nothing other another same good bad best better worth sure whole " +
      "little bit big small way ways time times point idea deal"
    ).split(" "),
  ),
};

/** Whether a (folded) word weighs little in the confidence: a question word, an everyday verb, a number. */
export function isLight(word: string, lang: Lang): boolean {
  return LIGHT[lang].has(word) || /\d/.test(word);
}

/** Lower case, no accents, apostrophes and hyphens as spaces, digits kept ("40 000 $" → "40 000"). */
export function plainText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/(\d)[\s\u00a0\u202f,.](?=\d{3}\b)/g, "$1")
    .replace(/[^a-z0-9$%]+/g, " ")
    .trim();
}

/** The words of a text with spoken forms spelled out and synonyms folded (no stop words removed yet). */
export function foldedWords(text: string, lang: Lang): string[] {
  const out: string[] = [];
  for (const raw of plainText(text).split(" ")) {
    if (!raw) continue;
    const spoken = SPOKEN[raw];
    for (const w of (spoken ?? raw).split(" ")) if (w) out.push(FOLD[lang].get(w) ?? w);
  }
  return out;
}

/** The search terms of a text: folded words without stop words, stemmed. */
export function searchTerms(text: string, lang: Lang): string[] {
  const stop = STOP[lang];
  const stem = STEM[lang];
  const out: string[] = [];
  for (const w of foldedWords(text, lang)) {
    if (stop.has(w) || w === "$" || w === "%") continue;
    out.push(/^\d+$/.test(w) ? w : stem(w));
  }
  return out;
}

/** The words (folded, without stop words) before stemming: what an engine with its own stemmer receives. */
export function unstemmedTerms(text: string, lang: Lang): string[] {
  const stop = STOP[lang];
  return foldedWords(text, lang).filter((w) => !stop.has(w) && w !== "$" && w !== "%");
}

/** Levenshtein distance, bounded: returns `max + 1` as soon as it is exceeded. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      row.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length];
}

/** How many typos a term of this length tolerates (none below 4 letters: "tps" ≠ "tvq"). */
export function typoBudget(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}
