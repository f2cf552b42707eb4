// What Sam says in the chat (the assistant's words: they go into the conversation history and the
// webhook's fullHistory), read by app/chat/engine.ts with `translate`. Written as the spec and the
// chat's tests fix them, not typeset (app/words.ts VERBATIM). Server only.
import answersWords from "#app/questionnaire/words.fr.ts";

/** The answers' labels that Sam says as the forms do (the questionnaire's words, one home). */
const answers = answersWords.fields;

export default {
  greeting:
    "Bonjour ! Je suis Sam, votre expert auto IA. Je négocie avec plusieurs concessionnaires pour vous obtenir le meilleur prix, sans effort. Quelle marque de véhicule vous intéresse ? (ex. : Toyota, Honda, Ford, Hyundai)",
  summaryTitle: "Récapitulatif",
  finalSummaryTitle: "Récapitulatif final",
  noted: "✅ Noté !",
  notUnderstood: "Désolé, je n'ai pas bien compris.",
  required: "J'ai besoin de cette réponse pour obtenir vos soumissions.",
  outOfRange: "Choisissez un nombre de 1 à 100.",
  forExample: "Par exemple",
  changed: "C'est noté, je change : {{label}} → {{value}}.",
  cleared: "J'ai effacé : {{labels}}.",
  missingPhone: "Il me manque votre numéro de téléphone (pour les SMS).",
  missingEmail: "Il me manque votre adresse courriel.",
  // Decision 044: an address Sam will not write to is refused when typed.
  undeliverableEmail:
    "Je ne peux pas écrire à « {{email}} » : cette adresse ne reçoit pas de courriel. Donnez-moi l'adresse où vous lisez vos courriels.",
  final:
    "🚀 Parfait ! Je mets la pression sur {{dealerships}} concessionnaires de la région de {{city}} pour votre {{vehicle}}. Vous recevrez les meilleures offres d'ici 24 à 48 heures ({{contact}}).",
  alreadyDone:
    // Where the request stands follows this sentence (app/chat/chat.server.ts): it never claims dealers were contacted.
    "Votre demande est déjà enregistrée. Pour une nouvelle demande, recommencez le chat.",
  sickLeave: "🤒 Désolé, Sam est en congé de maladie. Réessayez dans quelques instants : votre conversation est conservée.",
  noPreference: "Peu importe",
  labels: {
    brand: answers.brand,
    newUsed: "Neuf/Usagé",
    model: answers.model,
    trim: answers.trim,
    powertrain: answers.powertrain,
    drivetrain: answers.drivetrain,
    options: answers.options,
    color: "Couleur(s)",
    payment: "Paiement",
    termBudget: "Terme/Budget",
    tradeIn: "Échange",
    tradeInDetails: "Véhicule d'échange",
    dealerships: "Concessionnaires",
    contact: "Contact préféré",
    name: answers.name,
    emailPhone: "Courriel/Téléphone",
    city: answers.city,
    privacy: answers.privacy,
  },
  questions: {
    brand: { ask: "Quelle marque de véhicule vous intéresse ?", examples: "« Toyota », « Honda », « Ford », « Hyundai »" },
    newUsed: { ask: "Neuf ou usagé ? (N/U)", examples: "« N » pour neuf, « U » pour usagé" },
    model: { ask: "Quel modèle de {{brand}} ?", examples: "{{models}}" },
    trim: { ask: "Quelle version (niveau de finition) ? Vous pouvez répondre « peu importe ».", examples: "{{trims}}" },
    powertrain: {
      ask: "Quelle motorisation : essence, hybride, hybride rechargeable ou électrique ? (ou « peu importe »)",
      examples: "« essence », « hybride », « électrique »",
    },
    drivetrain: {
      ask: "Quelle traction : avant, intégrale (AWD/4x4) ou propulsion ? (ou « peu importe »)",
      examples: "« traction avant », « intégrale », « 4x4 »",
    },
    options: {
      ask: "Des options importantes pour vous ? (ou « aucune »)",
      examples: "« toit ouvrant », « sièges chauffants », « CarPlay »",
    },
    color: { ask: "Quelle(s) couleur(s) préférez-vous ? (ou « peu importe »)", examples: "« noir », « blanc ou gris »" },
    payment: {
      ask: "Comment comptez-vous payer : financement, location ou comptant ?",
      examples: "« financement », « location », « comptant »",
    },
    termBudget: {
      ask: "Quel terme et quel budget visez-vous ?",
      examples: "« 60 mois », « 450 $ par mois », « 35 000 $ »",
    },
    tradeIn: { ask: "Avez-vous un véhicule à échanger ? (O/N)", examples: "« oui », « non »" },
    tradeInDetails: {
      ask: "Parlez-moi de votre véhicule d'échange : marque, modèle, année et kilométrage.",
      examples: "« Civic 2016, 120 000 km »",
    },
    dealerships: {
      ask: "Combien de concessionnaires voulez-vous que je contacte ? (recommandé : 3 à 100)",
      examples: "« 5 », « 10 », « 20 »",
    },
    contact: {
      ask: "Comment préférez-vous recevoir les offres : courriel, SMS ou les deux ?",
      examples: "« courriel », « SMS », « les deux »",
    },
    name: { ask: "Quel est votre nom ?", examples: "« Marie Tremblay »" },
    emailPhone: {
      ask: "Quelle est votre adresse courriel et/ou votre numéro de téléphone ?",
      examples: "« marie@exemple.ca », « 514-555-0123 »",
    },
    city: { ask: "Dans quelle ville êtes-vous ?", examples: "« Montréal », « Québec », « Sherbrooke »" },
    privacy: {
      ask: "Dernière question, la confidentialité : A) Partager mes infos avec les concessionnaires gagnants seulement, ou B) Ne pas partager - Sam relaie tout. (A/B)",
      examples: "« A », « B »",
    },
  },
  acknowledgements: [
    "C'est noté : {{values}}.",
    "Parfait, {{values}}.",
    "Très bien : {{values}}.",
    "D'accord, {{values}}.",
    "Excellent : {{values}}.",
    "Bien reçu : {{values}}.",
  ],
  // A question back the knowledge base cannot answer yet (decision 054): honest, and the team has it.
  unknownQuestion:
    "Bonne question ! Je n'ai pas encore la réponse à celle-là : je l'ai transmise à l'équipe, qui l'ajoutera à ce que je sais. Pour une réponse personnelle d'ici là, écrivez-nous depuis la page Contact.",
  // After an answer from the knowledge base: where to verify it (an official page).
  source: "(À vérifier : {{where}})",
  help: "Pas de souci, je vous aide : {{what}}",
  // What tells a closed question's choices apart, when the buyer asks for the difference (decision 078).
  choiceHelp: {
    newUsed:
      "neuf, c'est un véhicule jamais immatriculé, avec la pleine garantie du fabricant ; usagé, c'est un véhicule qui a déjà eu un propriétaire, moins cher, avec ce qui reste de garantie.",
    powertrain:
      "essence, c'est un moteur seul ; hybride, un moteur aidé d'une batterie qui se recharge en roulant ; hybride rechargeable, une batterie plus grosse qu'on branche pour rouler une cinquantaine de kilomètres à l'électricité ; électrique, une batterie seule, qu'on recharge à la borne.",
    drivetrain:
      "traction avant, les roues avant tirent le véhicule, le plus économique ; intégrale (AWD/4x4), les quatre roues, pour l'hiver et les chemins de terre ; propulsion, les roues arrière, sur les sportives et les camionnettes.",
    payment:
      "financement, vous empruntez pour acheter et le véhicule est à vous à la fin ; location, vous payez l'usage pour quelques années et le rendez ou le rachetez ; comptant, vous payez tout d'un coup.",
    contact: "courriel, les offres arrivent dans votre boîte de courriel ; SMS, par texto sur votre cellulaire ; les deux, par les deux.",
    privacy:
      "A, les concessionnaires gagnants reçoivent vos coordonnées et peuvent vous joindre directement ; B, ils ne les reçoivent jamais : Sam relaie tout.",
    dealerships:
      "plus de concessionnaires, c'est plus d'offres qui se font concurrence ; moins, c'est moins de messages. Entre 3 et 10, c'est ce que choisissent la plupart des acheteurs.",
    tradeIn:
      "oui, si vous avez un véhicule à donner en échange au concessionnaire, dont la valeur réduit le prix et les taxes ; non, si vous n'en avez pas ou le vendez vous-même.",
  },
  helpGeneric: "Pas de souci : répondez avec vos mots, ou choisissez une des réponses proposées.",
  helpExamples: "répondez avec vos mots, par exemple {{examples}}.",
  helpExamplesOrPass: "répondez avec vos mots, par exemple {{examples}}, ou « {{pass}} ».",
  offer: "Je vous propose les choix ci-dessous ; vous pouvez aussi passer au formulaire étape par étape, vos réponses y seront reprises.",
  offerOpen: "Vous pouvez aussi passer au formulaire étape par étape, vos réponses y seront reprises.",
  confirmBrand:
    "{{brand}}, c'est bien ça ? Je ne connais pas encore cette marque : répondez « oui » pour la garder telle quelle, ou écrivez la bonne marque.",
  confirmPlace: "{{place}}, c'est bien ça ? Répondez « oui », ou écrivez votre ville autrement.",
  whichCity: "Vous avez nommé {{cities}} : près de quelle ville voulez-vous les concessionnaires ?",
  whichRegion:
    "{{region}}, c'est toute une région : près de quelle ville voulez-vous les concessionnaires ? Par exemple {{cities}}, ou écrivez la vôtre.",
  backTo: "Pour revenir à nos moutons :",
  // Joins two answers ("marie@exemple.ca et 514…", "Laval et Longueuil").
  and: " et ",
  // An example answer, quoted as French quotes it.
  quoted: "« {{item}} »",
  // How the offers will reach the buyer, in the final message.
  contactBy: { email: "par courriel", sms: "par SMS", both: "par courriel et SMS" },
  modelsHelp: "les modèles les plus demandés : {{models}}. Vous pouvez aussi l'écrire tel quel.",
  // Short labels of the quick-reply buttons where the answer's own words are long.
  chips: { both: "Les deux", privacyA: "A) Partager avec les gagnants", privacyB: "B) Ne pas partager", none: "Aucune" },
  // A reply that does not fit its question (decision 050): what Sam understood, then the question in other words.
  understoodAs: "« {{said}} » : je comprends {{what}}, mais pas {{wanted}}.",
  notFound: "Dans « {{said}} », je ne reconnais pas {{wanted}}.",
  // What a reply was recognised as (app/chat/fit.ts kinds).
  kinds: {
    timeframe: "un délai",
    amount: "un montant",
    term: "une durée",
    debt: "un solde à payer sur votre véhicule actuel (je le joindrai à votre échange)",
    colour: "une couleur",
    options: "une option",
    place: "un endroit",
    yesNo: "un oui ou un non",
    letter: "une lettre seule",
    make: "une marque",
    email: "une adresse courriel",
    phone: "un numéro de téléphone",
    count: "un nombre",
  },
  // What each question wants, as a clarification says it.
  wanted: {
    brand: "une marque de véhicule",
    newUsed: "neuf ou usagé",
    model: "un modèle",
    trim: "une version",
    powertrain: "une motorisation",
    drivetrain: "une traction",
    options: "les options voulues",
    color: "la couleur voulue",
    payment: "un mode de paiement",
    termBudget: "un budget ou un terme",
    tradeIn: "un oui ou un non pour l'échange",
    tradeInDetails: "votre véhicule d'échange",
    dealerships: "un nombre de concessionnaires",
    contact: "un moyen de recevoir les offres",
    name: "un nom",
    emailPhone: "une adresse courriel ou un numéro",
    city: "une ville",
    privacy: "l'option A ou B",
  },
  // Each question asked in other words.
  rephrase: {
    brand: "Quelle marque voulez-vous (Toyota, Honda, Ford…) ?",
    newUsed: "Le voulez-vous neuf ou usagé ?",
    model: "Quel modèle de {{brand}} voulez-vous (par exemple {{models}}) ?",
    trim: "Quelle version voulez-vous ? Choisissez ci-dessous, ou répondez « peu importe ».",
    powertrain: "Quel type de moteur : essence, hybride, hybride rechargeable ou électrique ?",
    drivetrain: "Voulez-vous la traction avant, intégrale (quatre roues) ou la propulsion ?",
    options: "Quels équipements tenez-vous à avoir (par exemple toit ouvrant, sièges chauffants) ? Ou répondez « aucune ».",
    color: "De quelle couleur voulez-vous le véhicule ? Choisissez ci-dessous, écrivez-la, ou répondez « peu importe ».",
    payment: "Voulez-vous financer, louer ou payer comptant ?",
    termBudget: "Combien voulez-vous payer : un montant par mois, un prix total, ou une durée (par exemple 60 mois) ? Ou « peu importe ».",
    tradeIn: "Avez-vous un véhicule à donner en échange : oui ou non ?",
    tradeInDetails: "Quel véhicule échangez-vous : marque, modèle, année et kilométrage ?",
    dealerships: "À combien de concessionnaires dois-je écrire ? Un nombre de 1 à 100.",
    contact: "Pour recevoir les offres : par courriel, par SMS, ou les deux ?",
    name: "Quel nom dois-je donner aux concessionnaires (prénom et nom) ?",
    emailPhone: "À quelle adresse courriel ou à quel numéro dois-je envoyer les offres ?",
    city: "Près de quelle ville voulez-vous les concessionnaires ?",
    privacy: "Choisissez A pour partager vos coordonnées avec le concessionnaire gagnant seulement, ou B pour que je relaie tout.",
  },
  // "Choisis pour moi": the colour and options Sam proposes, in the buyer's words…
  suggested: { color: "blanc ou gris", options: "sièges chauffants et démarreur à distance" },
  // …and what Sam proposes for each question, with its reason.
  suggestions: {
    trim: "Je vous suggère la version {{value}} : un cran au-dessus de la version de base, souvent le meilleur rapport équipement-prix. Ça vous va ?",
    trimOpen:
      "Je vous suggère de laisser la version ouverte (« peu importe ») : les concessionnaires proposeront ce qu'ils ont. Ça vous va ?",
    newUsed:
      "Je vous suggère un véhicule neuf : les concessionnaires se font concurrence sur exactement le même véhicule, avec la garantie complète. Ça vous va ?",
    powertrain: "Je vous suggère l'hybride : moins d'essence, sans avoir à brancher. Ça vous va ?",
    drivetrain: "Je vous suggère la traction intégrale : elle aide beaucoup sur la neige, l'hiver. Ça vous va ?",
    options: "Je vous suggère {{value}} : les deux options les plus utiles l'hiver. Ça vous va ?",
    color: "Je vous suggère {{value}} : les couleurs les plus courantes en stock, donc plus d'offres. Ça vous va ?",
    payment: "Je vous suggère le financement : c'est le plus courant, et vous comparerez les taux offerts. Ça vous va ?",
    tradeIn: "Je note « pas de véhicule à échanger » ; si vous en avez un, dites-moi lequel. Ça vous va ?",
    dealerships: "Je vous suggère {{value}} concessionnaires : assez pour qu'ils se fassent concurrence. Ça vous va ?",
    contact: "Je vous suggère le courriel : vous gardez toutes les offres par écrit. Ça vous va ?",
    privacy: "Je vous suggère l'option B : vos coordonnées restent privées et je relaie tous les échanges. Ça vous va ?",
  },
  yes: "Oui",
  // Talk about the chat: how many questions are left.
  remaining: "Presque fini : il reste {{count}} questions.",
  remarkPause: "Prenez votre temps, je vous attends.",
  remainingLast: "Presque fini : c'est la dernière question.",
  // Buttons offered when the colour or the options are clarified.
  colourChoices: ["Noir", "Blanc", "Gris", "Argent", "Bleu", "Rouge"],
  optionChoices: ["Toit ouvrant", "Sièges chauffants", "Démarreur à distance", "CarPlay / Android Auto"],
} as const;
