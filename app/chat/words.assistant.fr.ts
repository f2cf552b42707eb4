// What Sam says in the chat (the assistant's words: they go into the conversation history and the
// webhook's fullHistory), read by app/chat/engine.ts with `translate`. Written as the spec and the
// chat's tests fix them, not typeset (app/words.ts VERBATIM). Server only.
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
  final:
    "🚀 Parfait ! Je mets la pression sur {{dealerships}} concessionnaires de la région de {{city}} pour votre {{vehicle}}. Vous recevrez les meilleures offres d'ici 24 à 48 heures ({{contact}}).",
  alreadyDone:
    "Votre demande est déjà envoyée aux concessionnaires : les offres arrivent d'ici 24 à 48 heures. Pour une nouvelle demande, recommencez le chat.",
  sickLeave: "🤒 Désolé, Sam est en congé de maladie. Réessayez dans quelques instants : votre conversation est conservée.",
  noPreference: "Peu importe",
  labels: {
    brand: "Marque",
    newUsed: "Neuf/Usagé",
    model: "Modèle",
    trim: "Version",
    powertrain: "Motorisation",
    drivetrain: "Traction",
    options: "Options",
    color: "Couleur(s)",
    payment: "Paiement",
    termBudget: "Terme/Budget",
    tradeIn: "Échange",
    tradeInDetails: "Véhicule d'échange",
    dealerships: "Concessionnaires",
    contact: "Contact préféré",
    name: "Nom",
    emailPhone: "Courriel/Téléphone",
    city: "Ville",
    privacy: "Confidentialité",
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
  helpGeneric: "Pas de souci : répondez avec vos mots, ou choisissez une des réponses proposées.",
  offer: "Je vous propose les choix ci-dessous ; vous pouvez aussi passer au formulaire étape par étape, vos réponses y seront reprises.",
  offerOpen: "Vous pouvez aussi passer au formulaire étape par étape, vos réponses y seront reprises.",
  confirmBrand:
    "{{brand}}, c'est bien ça ? Je ne connais pas encore cette marque : répondez « oui » pour la garder telle quelle, ou écrivez la bonne marque.",
  whichCity: "Vous avez nommé {{cities}} : près de quelle ville voulez-vous les concessionnaires ?",
  backTo: "Pour revenir à nos moutons :",
  // Joins two answers ("marie@exemple.ca et 514…", "Laval et Longueuil").
  and: " et ",
  // An example answer, quoted as French quotes it.
  quoted: "« {{item}} »",
  // How the offers will reach the buyer, in the final message.
  contactBy: { email: "par courriel", sms: "par SMS", both: "par courriel et SMS" },
  modelsHelp: "les modèles les plus demandés : {{models}}. Vous pouvez aussi l'écrire tel quel.",
  // Short labels of the quick-reply buttons where the answer's own words are long.
  chips: { both: "Les deux", privacyA: "A) Partager avec les gagnants", privacyB: "B) Ne pas partager" },
} as const;
