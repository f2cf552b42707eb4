import {
  abbreviatedChoice,
  clauses,
  customName,
  findMakes,
  findModelHit,
  findTermBudget,
  isDebtClause,
  isSkip,
  mentionsColor,
  mentionsOption,
  norm,
  parseContactMethod,
  parseDrivetrain,
  parseNewUsed,
  parsePayment,
  parsePowertrain,
  parsePrivacy,
  parseTrim,
  parseYesNo,
  readCount,
  yesNoAlone,
} from "#app/chat/understand.ts";
import { findPostalCode, placeNamed, readPlace } from "#app/questionnaire/place.ts";
import { findEmail, findPhone, PLACEHOLDER } from "#app/questionnaire/profile.ts";
import { FITS } from "#app/questionnaire/registry-fits.ts";
import { chatChoicesOf, type Fit, isDealershipCount, type ProfileField } from "#app/questionnaire/registry.ts";

/**
 * An answer must fit its question (DESIGN §7): each question of the registry declares what fits it
 * (`fit`: a colour, equipment, an amount or a term, a vehicle, a count, a name, a place…) and this
 * one rule set checks it, whoever read the message (the built-in reader or a model's commands, via
 * the engine's `isValidAnswer`). A reply that does not fit is not stored: the engine clarifies,
 * saying what it understood (`kindsIn`: "a timeframe", "an amount", "a place"…).
 *
 * `sure` says the reply is recognised as that kind (a catalogue make, a colour word, an amount);
 * otherwise it merely could be one (a make or a trim Sam does not know, an option in the buyer's
 * words). A reply that only asks by its question mark ("rouge ?") is taken as an answer when sure.
 */

/** What a reply is recognised as, whatever question it answers. */
export type Kind =
  "timeframe" | "amount" | "term" | "debt" | "colour" | "options" | "place" | "yesNo" | "letter" | "make" | "email" | "phone" | "count";

export type Reading = { fits: boolean; sure: boolean };

/** What the engine knows that a fit may depend on (a trim belongs to its model). */
export type FitContext = { brand?: string; model?: string };

/** The registry's declared kind of a question (app/questionnaire/registry-fits.ts). */
export function fitKind(field: ProfileField): Fit {
  return FITS[field];
}

/** When: "dans 2 semaines", "d'ici l'été", "asap", "next month", "pas pressé" — a timeframe, not a field of the questionnaire. */
const TIMEFRAME =
  /(^|[^a-z])(asap|au plus vite|le plus vite|le plus tot|des que possible|rapidement|tout de suite|right away|right now|immediately|immediatement|pas presse|pas pressee|no rush|not in a hurry|pas de rush|bientot|soon|maintenant|(till|until|jusqu'a|jusqu'en|apres|after)\s+(ete|l'ete|hiver|l'hiver|printemps|le printemps|automne|l'automne|summer|winter|spring|fall|noel|christmas|les fetes|the holidays)|(dans|d'ici|within|in|by|avant|before|sous)\s+(\d+|un|une|deux|trois|quatre|cinq|six|a|one|two|three|four|five|six|quelques|few|a few|le|la|l')\s*(jours?|semaines?|sem|mois|ans?|annees?|days?|weeks?|months?|years?|ete|hiver|printemps|automne|summer|winter|spring|fall)|(cet|cette|ce|this|next|le mois|la semaine|l'annee|l'an) ?(ete|hiver|printemps|automne|summer|winter|spring|fall|semaine|mois|annee|week|month|year|prochain|prochaine)|(mois|semaine|annee) prochaine?|(janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|january|february|march|april|june|july|august|september|october|november|december)|(?:fin|end)\s+(?:de l'|de la |du |d'|of the |of )?(?:ete|hiver|printemps|automne|summer|winter|spring|fall|mois|month|annee|year|semaine|week)|fin de semaine|this weekend|ce weekend|cette fin de semaine|demain|tomorrow|aujourd'hui|today|hier|yesterday)($|[^a-z])/;

/** Words that speak of money without a figure ("le moins cher possible", "a low payment"). */
const BUDGET_WORDS =
  /(^|[^a-z])(budget|cher|chere|cheap|cheapest|abordable|affordable|raisonnable|reasonable|pas trop|bas|low|lowest|moins|less|paiements?|payments?|versements?|mensualites?|mensuel|monthly|terme|term|prix|price|\$|piasses?|dollars?|bucks)($|[^a-z])/;

/** Colours beyond the reader's everyday list, and words that describe a shade ("quelque chose de sobre"). */
const MORE_COLOURS =
  /(^|[^a-z-])(champagne|cuivre|copper|titane|titanium|anthracite|marine|turquoise|teal|sable|sand|creme|cream|ivoire|ivory|kaki|khaki|olive|bordeaux|cerise|crimson|magenta|rose|pink|aqua|sobre|neutre|neutral|discret|discrete|flashy|vive|vif|bright|colore|colourful|colorful|deux tons|two-tone|bicolore|teinte|shade|tan|taupe|lavande|lavender|lime|corail|coral|menthe|mint|saumon|salmon|acier|steel|graphite|ardoise|slate|platine|perlee|nacree|sarcelle|indigo|cobalt|emeraude|emerald|rubis|ruby|sable|brique|brick|chocolat|chocolate|caramel|moka|mocha|gun ?metal|midnight|minuit)($|[^a-z-])/;

/** Equipment words beyond the reader's list, by stem ("sièges électriques", "caméra 360", "adaptive cruise"). */
const EQUIPMENT =
  /(siege|seat|chair|fauteuil|capitaine|captain|volant|wheel|toit|roof|ecran|screen|camera|radar|capteur|sensor|angle mort|blind spot|lane|voie|cruise|regulateur|climatis|clim|a\/c|\bac\b|air conditionne|bluetooth|usb|chargeur|charger|induction|wireless|sans fil|son |sound|audio|haut-parleur|speaker|bose|harman|jbl|burmester|mags|jantes|rims|roues de|wheels|pneus|tires|tyres|attache|hitch|remorqu|tow|rack|support|porte-velo|bike|marchepied|running board|hayon|liftgate|tailgate|coffre|trunk|rangee|row|places|seater|passagers|passengers|boite|box|bed|caisse|tonneau|liner|demarreur|remote|start|navigation|gps|cuir|leather|tissu|cloth|ventil|chauff|heat|cool|refroidi|memoire|memory|electrique|power|automatique|automatic|manuelle|manual|transmission|turbo|moteur|engine|v6|v8|hud|tete haute|head-up|keyless|sans cle|cle intelligente|smart key|apple|android|carplay|wifi|wi-fi|4g|5g|onstar|alarme|alarm|antivol|vitres teintees|tint|teintees|phares|headlights|led|xenon|anti-brouillard|fog|stationnement|parking|park assist|assist|autopilot|pilote|supercruise|super cruise|blue cruise|bluecruise|technolog|tech package|groupe|package|pack|ensemble|edition|sport|off-road|hors route|skid|plaques|differentiel|locker|winch|treuil|suspension|tapis|mats|garde-boue|mud flaps|toit rigide|hard top|soft top|decapotable|convertible|sunroof|moonroof|panoram|3e|third|7 places|8 places)/;

/** Words that make a month or a season a time ("avant mars", "in March", "le 15 mars"), not a word of a paint's name. */
const TIME_MARKER =
  /(^|[^a-z])(en|in|by|avant|before|d'ici|dans|until|jusqu'?a?|apres|after|pour|for|des|from|au|a|next|prochaine?|this|ce|cet|cette|fin|end|debut|early|late|mi|mid|\d+)(?![a-z])/;

const MONTH_OR_TERM = /\b\d{1,3}\s?(mois|months?|mo|ans?|years?|yrs?)\b/;

/** The last replies read (a reply is checked against several questions in one turn): each read once. */
const kindsCache = new Map<string, Kind[]>();

/** Everything a reply is recognised as. */
export function kindsIn(text: string): Kind[] {
  const cached = kindsCache.get(text);
  if (cached) return cached;
  const kinds = readKinds(text);
  if (kindsCache.size > 200) kindsCache.clear();
  kindsCache.set(text, kinds);
  return kinds;
}

/** Where the buyer lives, said before the place ("je reste à", "j'habite", "I live in", "we're in"). */
const RESIDENCE =
  /^(?:(?:moi|me|nous|ben|well|oh)[\s,]+)?(?:je (?:reste|vis|demeure|habite|suis)|j'(?:reste|habite)|jreste|jhabite|chu|on (?:reste|vit|habite|est)|nous (?:restons|vivons|habitons)|i (?:live|stay|am)|i'?m|we (?:live|are)|we'?re|living|based)\s+(?:(?:a|au|aux|en|dans|sur|in|at|near|pres de|du cote de|out in|over in|right in|down in|up in)\s+)?/;

function readKinds(text: string): Kind[] {
  const n = norm(text);
  const kinds: Kind[] = [];
  const email = findEmail(text);
  const phone = findPhone(text);
  if (email) kinds.push("email");
  if (phone) kinds.push("phone");
  // Money, clause by clause: an amount owed on a vehicle is a debt, not a budget.
  for (const c of clauses(text)) {
    const money = findTermBudget(c);
    // What is owed is a debt even when its figure has no unit ("il me reste 8000 à payer"), decision 069.
    if (!money && !isDebtClause(c)) continue;
    const cn = norm(c);
    // "Dans deux semaines" is a timeframe, not a term: without money, a time said with "in/within" is when.
    if (TIMEFRAME.test(cn) && !/\$|k\b|dollar|piasse|grand|mille|par mois|per month|a month|\/ ?mo/.test(cn)) continue;
    const kind: Kind = isDebtClause(c)
      ? "debt"
      : MONTH_OR_TERM.test(cn) && !/\$|k\b|dollar|piasse|grand|mille|par mois|per month|a month|\/ ?mo/.test(cn)
        ? "term"
        : "amount";
    if (!kinds.includes(kind)) kinds.push(kind);
  }
  if (TIMEFRAME.test(n) && !kinds.includes("term")) kinds.push("timeframe");
  if (mentionsColor(text) || MORE_COLOURS.test(n)) kinds.push("colour");
  if (mentionsOption(text)) kinds.push("options");
  // A place alone, after a preposition, or after where the buyer lives ("je reste à Gatineau", "I live in Laval", decision 075).
  const home = RESIDENCE.exec(n);
  if (
    placeNamed(text) ||
    (/^(a|à|in|near|pres de|près de)\s/i.test(text.trim()) && readPlace(text)?.known) ||
    (home && placeNamed(n.slice(home[0].length)))
  )
    kinds.push("place");
  if (findMakes(text, false).length) kinds.push("make");
  const bare = n.replace(/[.!?,\s]+$/g, "").trim();
  if (/^[a-z]$/.test(bare)) kinds.push("letter");
  else if (yesNoAlone(text)) kinds.push("yesNo");
  // A count said alone, in figures or in words ("5", "cinq", "a dozen"), decision 070.
  if (/^\d{1,3}$/.test(bare) || (/^[a-z-]+$/.test(bare) && !/^(neuf|une?|one|a)$/.test(bare) && readCount(bare) !== undefined))
    kinds.push("count");
  return kinds;
}

/** Kinds that cannot be a free-text answer (options, a model or trim, a name, a place) on their own. */
const FOREIGN: ReadonlySet<Kind> = new Set(["timeframe", "amount", "term", "debt", "email", "phone", "letter", "yesNo"]);

/**
 * Whether a reply (or a stored value) fits a question, and how surely. Stored closed values are
 * the spec's raw answers (N/U, O/N, A/B, the French choices, a count as digits).
 */
export function fitOf(field: ProfileField, text: string, ctx: FitContext = {}): Reading {
  const value = text.trim();
  const no: Reading = { fits: false, sure: false };
  if (!value) return no;
  const n = norm(value);
  const yes = (sure: boolean): Reading => ({ fits: true, sure });
  const choices = chatChoicesOf(field);
  if (choices) {
    if (choices.includes(value)) return yes(true);
    const read = {
      powertrain: (t: string) => parsePowertrain(t, true),
      drivetrain: (t: string) => parseDrivetrain(t, true),
      payment: (t: string) => parsePayment(t, true),
      contact: (t: string) => parseContactMethod(t, true),
    }[field as "powertrain"];
    return (read && read(n)) || abbreviatedChoice(choices, value) ? yes(true) : no;
  }
  const kinds = kindsIn(value);
  const only = (k: Kind) => kinds.length > 0 && kinds.every((x) => x === k);
  const foreign = kinds.some((k) => FOREIGN.has(k));
  switch (fitKind(field)) {
    case "condition":
      return value === "N" || value === "U" || parseNewUsed(n, true) ? yes(true) : no;
    case "yesNo":
      return value === "O" || value === "N" || parseYesNo(n) ? yes(true) : no;
    case "privacy":
      return value === "A" || value === "B" || parsePrivacy(n) ? yes(true) : no;
    case "count": {
      const count = /^\d{1,3}$/.test(value) ? Number(value) : readCount(n);
      return count !== undefined && isDealershipCount(count) ? yes(true) : no;
    }
    case "contact":
      return findEmail(value) || findPhone(value) ? yes(true) : no;
    case "colour":
      // A colour word, or a short name that is nothing else (a maker's paint: "Soul Red", "tan", "Lunar Rock").
      // A month in a paint's name ("Mars Orange") is no timeframe: a time is said with a preposition or a figure (decisions 070, 073).
      if (kinds.includes("colour") && (!kinds.includes("timeframe") || !TIME_MARKER.test(n) || monthInAPaintName(n))) return yes(true);
      return !foreign &&
        !/\d/.test(value) &&
        !only("make") &&
        !only("place") &&
        !only("options") &&
        !only("count") &&
        looksLikeAnAnswer(value, 5)
        ? yes(false)
        : no;
    case "budget":
      if (kinds.includes("amount") || kinds.includes("term")) return yes(true);
      // A figure of two digits or more, said when the budget is asked ("no more than 350 every two weeks").
      if (/\d{2,}/.test(n) && !kinds.some((k) => FOREIGN.has(k) && k !== "amount" && k !== "term" && k !== "count")) return yes(false);
      return BUDGET_WORDS.test(n) && !kinds.includes("debt") && !kinds.includes("timeframe") ? yes(false) : no;
    case "vehicle": {
      if (findMakes(value, true).length || findModelHit(value, [], true) || kinds.includes("debt")) return yes(true);
      // A model year beside a name written with its capital ("Accent 2017", "2014 Sierra"): a vehicle, one the
      // catalogue no longer lists included (decision 069); a month and its year are a date.
      if (
        /(?:^|[\s,(])\p{Lu}[\p{L}-]{2,}\s+(?:19|20)\d{2}(?!\d)|(?<!\d)(?:19|20)\d{2}\s+\p{Lu}[\p{L}-]{2,}/u.test(value) &&
        !kinds.includes("timeframe")
      )
        return yes(true);
      const described =
        /\b(19|20)\d{2}\b|\d\s?(km|kilo|miles|mi)\b|kilometr|mileage|millage|rouill|rust|accident|bon etat|good (shape|condition)|magane|propre|clean|char|auto|voiture|camion|pick-?up|truck|car|suv|vus|van|fourgonnette|minivan|berline|sedan|coupe|hatch|moto/;
      return (described.test(n) && !only("timeframe")) || (!foreign && looksLikeAnAnswer(value, 12)) ? yes(false) : no;
    }
    case "options":
      if (kinds.includes("options") || EQUIPMENT.test(n)) return yes(true);
      return !foreign && !only("colour") && !only("make") && !only("place") && !only("count") && looksLikeAnAnswer(value, 10)
        ? yes(false)
        : no;
    case "place": {
      const place = readPlace(value);
      if (!place) return no;
      // A postal code, or its first half ("J4K"), places the buyer (decision 069).
      // A place read from a guess or from words of the language ("le mieux", "rouge") is not sure: only the city
      // question makes it the buyer's place (decision 078).
      if ((place.known && !place.unsure && !place.guessed) || findPostalCode(value) === place.name || /^[A-Z]\d[A-Z]$/.test(place.name))
        return yes(true);
      if (place.known) return yes(false);
      return !foreign && !kinds.includes("colour") && !kinds.includes("make") && looksLikeAnAnswer(value, 4) ? yes(false) : no;
    }
    case "name": {
      // A single word that is a make or a place is that, not a name ("Rose Tremblay" is a name); a colour
      // written with its capital is a first name ("Rose", "Blanche").
      const single = value.split(/\s+/).length === 1;
      const other = single && ((kinds.includes("colour") && !/^\p{Lu}/u.test(value)) || kinds.includes("make") || kinds.includes("place"));
      // A word of a name written as names are may also be a month ("Nguyen Thi Mai"): it is the name's (decision 066).
      const alien = kinds.some((k) => FOREIGN.has(k) && !(k === "timeframe" && writtenAsAName(value)));
      return /^[\p{L}][\p{L}'’. -]*$/u.test(value) && value.split(/\s+/).length <= 5 && !alien && !other && !NOT_A_NAME.test(n)
        ? yes(writtenAsAName(value))
        : no;
    }
    case "make":
      if (findMakes(value, true).length) return yes(true);
      return !foreign && !kinds.includes("colour") && customName(value, 30) !== undefined && value.split(/\s+/).length <= 3
        ? yes(false)
        : no;
    case "model":
      if (findModelHit(value, ctx.brand ? [ctx.brand] : [], true)) return yes(true);
      return !foreign && !only("colour") && customName(value, 40) !== undefined ? yes(false) : no;
    case "trim":
      if (ctx.brand && ctx.model && parseTrim(value, ctx.brand, ctx.model)) return yes(true);
      // A single colour word is a colour ("Black Edition" is a trim).
      return !kinds.some((k) => k !== "letter" && FOREIGN.has(k)) &&
        !(only("colour") && value.split(/\s+/).length === 1) &&
        customName(value, 30) !== undefined
        ? yes(false)
        : no;
    case "choice":
      return no;
  }
}

/**
 * A name written as names are: each word with its capital, a particle between them ("Jean de la Fontaine"). A
 * sentence's capital is not one ("I'm hard of hearing", "Je suis pressé"): such a reply could be a name, not surely
 * (decision 066).
 */
export function writtenAsAName(value: string): boolean {
  const words = value.trim().split(/\s+/);
  return (
    /^\p{Lu}/u.test(words[0]) &&
    words.every(
      (w, i) => /^\p{Lu}/u.test(w) || (i > 0 && i < words.length - 1 && /^(de|du|des|la|le|van|von|da|di|del|della|d'|st|ste)$/i.test(w)),
    )
  );
}

const MONTH =
  /(^|[^a-z])(janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|january|february|march|april|june|july|august|september|october|november|december)($|[^a-z])/;

/**
 * A month's name inside a paint's name ("Mars Orange", decision 073): the reply without it is a colour and no
 * timeframe, and no figure nor a word of time goes with the month ("en mars", "before March 15" are dates).
 */
export function monthInAPaintName(n: string): boolean {
  const m = MONTH.exec(n);
  if (!m || /\d/.test(n)) return false;
  const rest = n.replace(MONTH, " ").trim();
  const before =
    n
      .slice(0, m.index + m[1].length)
      .trim()
      .split(/\s+/)
      .pop() ?? "";
  return (
    !TIMEFRAME.test(rest) &&
    kindsIn(rest).includes("colour") &&
    !/^(en|in|au|a|avant|before|by|d'ici|apres|after|fin|end|debut|early|late|mi|mid|until|till|jusqu'en|jusqu'a|since|depuis|de|of)$/.test(
      before,
    )
  );
}

/** Whether a stored value fits its question (the engine's check of every value, whoever read it). */
export function fits(field: ProfileField, value: string, ctx: FitContext = {}): boolean {
  return value === PLACEHOLDER || fitOf(field, value, ctx).fits;
}

/** Words that talk about the conversation or Sam rather than give an answer. */
const NOT_AN_ANSWER =
  /(^|[^a-z'])(je|j'|tu|t'|vous|you|i|i'm|me|moi|c'est|it'?s|is|are|was|est|sont|fait|faire|do|does|did|will|would|can|could|should|robot|bot|lol|haha|merci|thanks|ok|okay|oui|non|yes|no|question|questions|long|forever)($|[^a-z'])/;

/** Words that are not part of a person's name. */
const NOT_A_NAME =
  /(^|[^a-z'])(robot|bot|lol|haha|merci|thanks|ok|okay|questions?|forever|pourquoi|why|want|veux|need|besoin|pas|not|don'?t|sais|know|nom|name|secret|prive|private|anonyme|anonymous|personne|nobody|rien|nothing|email|e-mail|courriel|texto|textos|text|texts|txt|sms|cell|telephone|phone)($|[^a-z'])/;

/** The buyer's wanting said before an answer ("je veux juste l'essentiel", "I just want the basics"): not talk to Sam. */
const WANTING =
  /^(?:(?:je|j')\s*(?:veux|voudrais|aimerais|cherche|prendrais|souhaite)|il me faut|(?:i|we)\s+(?:just\s+|only\s+|really\s+)?(?:want|need|would like|'d like|am looking for|'m looking for)|looking for|give me)\s+(?:juste\s+|just\s+|seulement\s+|only\s+)?/;

/** Where a timeframe starts in a reply ("noir si possible avant le 15 décembre" → 15), or -1: what comes before it may answer. */
export function timeframeAt(text: string): number {
  const m = TIMEFRAME.exec(norm(text));
  return m ? m.index + m[1].length : -1;
}

/** A short phrase with letters that does not talk to Sam ("groupe Platinum", "pas de toit", "Sainte-Adèle"). */
function looksLikeAnAnswer(value: string, maxWords: number): boolean {
  const n = norm(value).replace(WANTING, "");
  if (isSkip(n)) return true;
  const words = n.split(/\s+/).filter(Boolean);
  if (!words.length || words.length > maxWords || !/[a-z]{2}/.test(n)) return false;
  return !NOT_AN_ANSWER.test(n);
}
