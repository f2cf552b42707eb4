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
  answers: {
    cost: "Le service est gratuit pour vous, l'acheteur, et sans engagement : vous choisissez une offre, ou pas.",
    delay: "Les offres arrivent en général d'ici 24 à 48 heures après votre demande (et après la confirmation de votre adresse courriel).",
    dealers:
      "Je choisis les concessionnaires les plus proches de votre ville qui vendent la marque voulue, puis je leur écris en vous présentant comme un acheteur prêt, et je demande un prix tout inclus.",
    count:
      "Plus il y a de concessionnaires, plus la concurrence joue en votre faveur : vous pouvez en choisir de 3 à 100. Cinq à dix est un bon départ ; s'il y en a moins près de chez vous, je contacte ceux qui existent.",
    visit:
      "Pas pour obtenir les offres : je négocie par écrit pour vous. Vous allez chez le concessionnaire choisi seulement si vous le voulez, pour un essai routier, puis pour signer et prendre livraison.",
    privacy:
      "Avec l'option A, vos coordonnées sont partagées seulement avec le ou les concessionnaires gagnants. Avec l'option B, elles ne sont jamais partagées : je relaie tous les échanges. Nous ne vendons aucun renseignement.",
    stop: "Vous pouvez arrêter en tout temps : ne confirmez pas votre courriel, ou écrivez-nous depuis la page Contact. Depuis votre page de demande, vous pouvez aussi télécharger ou effacer vos données.",
    who: "Je suis Sam, un assistant IA : je pose les questions, puis je négocie par écrit avec les concessionnaires pour vous.",
    powertrains:
      "Une hybride se recharge seule en roulant (pas de prise). Une hybride rechargeable se branche et roule quelques dizaines de kilomètres à l'électricité avant de passer à l'essence. Une électrique roule seulement à l'électricité et se recharge à la borne.",
    drivetrains:
      "La traction intégrale (AWD) envoie la puissance aux quatre roues automatiquement, idéale sur la neige au quotidien. Un 4x4 se sert surtout hors route ou pour le remorquage. La traction avant suffit souvent en ville avec de bons pneus d'hiver.",
    payments:
      "En location, vous payez l'usage du véhicule pendant le terme et le rendez ensuite (kilométrage limité). En financement, vous payez le véhicule par versements et il vous appartient. Au comptant, vous payez tout d'un coup, sans intérêts. Le mieux dépend de votre kilométrage et de combien de temps vous gardez un véhicule.",
    trim: "La version (ou niveau de finition) est l'ensemble d'équipements d'un modèle : par exemple LX, EX, Touring. Plus la version est haute, plus il y a d'équipements de série.",
    warranty:
      "Une garantie prolongée paie certaines réparations après la fin de la garantie du fabricant, en échange d'un prix ajouté à l'achat ou au financement. Avant de l'accepter, demandez ce qu'elle couvre, sa durée, la franchise et qui la garantit (le fabricant ou une autre compagnie) : son prix se négocie aussi.",
    how: "Je ne vends pas de véhicules : je vous pose quelques questions sur celui que vous voulez (toutes marques), puis j'envoie une demande de prix aux concessionnaires en vous présentant comme un acheteur prêt. C'est gratuit pour vous, et les offres arrivent en général d'ici 24 à 48 heures.",
    other: "Bonne question ! Je n'ai pas de réponse toute faite à celle-là ; l'équipe vous répondra depuis la page Contact.",
  },
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
