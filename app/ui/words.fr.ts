import { typesetTree } from "#app/platform/typography.ts";

export default typesetTree({
  company: "Sam Auto",
  assistantName: "Sam",
  tagline: "Sam négocie avec plusieurs concessionnaires pour vous obtenir le prix le plus bas.",
  description:
    "Votre expert auto IA au Québec : dites-nous quel véhicule vous voulez, nous faisons jouer la concurrence entre les concessionnaires. Gratuit pour l'acheteur, offres en 24 à 48 h.",
  skipToContent: "Aller au contenu",
  nav: {
    label: "Navigation principale",
    chat: "Chat",
    form: "Formulaire",
    steps: "Étapes",
    autoTest: "Auto Test",
    autoForm: "Auto Form",
    s20: "S20",
    s20Title: "Ouvrir cette page dans une fenêtre de 360 × 800 (aperçu mobile)",
    admin: "Admin",
    start: "Commencer",
  },
  lang: {
    switchLabel: "Langue",
    fr: "FR",
    en: "EN",
    frLong: "Français",
    enLong: "English",
  },
  footer: {
    navigation: "Navigation",
    howItWorks: "Comment ça marche",
    privacy: "Confidentialité",
    contact: "Contact",
    propertyEvaluation: "Évaluation de propriété",
    startChat: "Démarrer le chat",
    contactUs: "Nous joindre",
    hours: "Heures : {{hours}}",
    copyright: "© {{year}} {{company}}. Tous droits réservés.",
    terms: "Conditions",
    languages: "Langues",
  },
  support: {
    writeTo: "Pour toute question, écrivez-nous :",
    contactForm: "Pour toute question, écrivez-nous par notre formulaire de contact.",
  },
  notFound: {
    title: "Page introuvable",
    body: "La page que vous cherchez n'existe pas ou a été déplacée.",
    home: "Retour au chat",
  },
  error: {
    title: "Une erreur est survenue",
    body: "Nous n'avons pas pu afficher cette page. Réessayez dans un instant.",
    tooMany: "Trop de requêtes. Patientez une minute avant de réessayer.",
    tooLarge: "La requête est trop volumineuse.",
    forbidden: "Action refusée.",
  },
  form: {
    required: "Ce champ est obligatoire",
    requiredMark: "obligatoire",
    invalidEmail: "Veuillez entrer une adresse courriel valide",
    invalidPhone: "Veuillez entrer un numéro de téléphone valide",
    tooLong: "Ce texte est trop long",
    invalidChoice: "Veuillez choisir une option de la liste",
    honeypot: "Ne remplissez pas ce champ",
    sending: "Envoi en cours...",
    optional: "facultatif",
    missing_one: "Il reste {{count}} réponse à compléter",
    missing_other: "Il reste {{count}} réponses à compléter",
    missingBody: "Complétez les champs indiqués ci-dessous : vos autres réponses sont conservées.",
  },
  // Free text that may reach an e-mail (app/platform/safe-text.ts).
  safeText: {
    link: "Les liens et adresses de sites ne sont pas acceptés dans ce champ",
    email: "Les adresses courriel ne sont pas acceptées dans ce champ",
    control: "Ce champ contient des caractères non permis (retours à la ligne, caractères invisibles)",
  },
  // A post past the client address's daily quota (app/platform/quotas.server.ts, decision 042).
  quota: {
    title: "Limite quotidienne atteinte",
    body: "Limite quotidienne atteinte : cette connexion a déjà fait aujourd'hui tous les envois permis. Rien n'a été enregistré et vos réponses sont conservées ici ; réessayez demain ou écrivez-nous.",
  },
  // What is really happening with a request (app/outreach/request-state.ts).
  status: {
    label: "État de votre demande",
    anyBrand: "cette marque",
    anyCity: "votre région",
    awaiting_confirmation: {
      title: "Dernière étape : confirmez votre adresse courriel",
      body: "Nous vous avons envoyé un courriel. Ouvrez son lien et confirmez : aucun concessionnaire n'est contacté avant.",
      bodyTo:
        "Nous avons envoyé un lien de confirmation à {{address}}. Ouvrez-le et confirmez : aucun concessionnaire n'est contacté avant. Rien reçu ? Vérifiez vos indésirables, ou recommencez avec une autre adresse.",
    },
    awaiting_approval: {
      titleReview: "Dernière étape : relisez votre demande",
      bodyReview:
        "Sur votre page de demande, relisez ce que les concessionnaires liront et approuvez-le. Un membre de notre équipe vérifie ensuite la demande avant qu'un concessionnaire soit contacté : vous n'avez pas laissé d'adresse courriel utilisable, ou cette adresse a déjà reçu aujourd'hui toutes les confirmations permises.",
      bodyReviewTo:
        "Sur votre page de demande, relisez ce que les concessionnaires liront et approuvez-le. Un membre de notre équipe vérifie ensuite la demande avant qu'un concessionnaire soit contacté, et vous joindra au {{address}} : vous n'avez pas laissé d'adresse courriel utilisable, ou cette adresse a déjà reçu aujourd'hui toutes les confirmations permises.",
      title: "Notre équipe vérifie votre demande",
      body: "Un membre de notre équipe vérifie la demande avant qu'un concessionnaire soit contacté : vous n'avez pas laissé d'adresse courriel utilisable, ou cette adresse a déjà reçu aujourd'hui toutes les confirmations permises.",
      bodyTo:
        "Un membre de notre équipe vérifie la demande avant qu'un concessionnaire soit contacté, et vous joindra au {{address}} : vous n'avez pas laissé d'adresse courriel utilisable, ou cette adresse a déjà reçu aujourd'hui toutes les confirmations permises.",
    },
    foundBefore_one: "{{count}} concessionnaire correspond à votre demande; il sera contacté après cette étape.",
    foundBefore_other: "{{count}} concessionnaires correspondent à votre demande; ils seront contactés après cette étape.",
    noneBefore:
      "Nous n'avons pas encore trouvé de concessionnaire qui vend {{brand}} près de {{city}}. Aucun concessionnaire ne sera contacté pour l'instant : nous élargissons la recherche et vous écrivons d'ici 24 heures.",
    no_dealers: {
      title: "Aucun concessionnaire trouvé pour l'instant",
      body: "Nous n'avons pas encore de concessionnaire qui vend {{brand}} près de {{city}}. Nous élargissons la recherche à tout le Québec et vous écrivons d'ici 24 heures, avec ou sans résultat.",
      bodyAt:
        "Nous n'avons pas encore de concessionnaire qui vend {{brand}} près de {{city}} : aucun n'a été contacté. Sam cherche de nouveau dans tout le Québec le {{date}} et vous écrit alors, avec ou sans résultat.",
    },
    // Decision 033: the widened search's outcome.
    widened: {
      title_one: "Recherche élargie : {{count}} concessionnaire contacté, à {{km}} km",
      title_other: "Recherche élargie : {{count}} concessionnaires contactés, le plus proche à {{km}} km",
      titleNoKm_one: "Recherche élargie : {{count}} concessionnaire contacté",
      titleNoKm_other: "Recherche élargie : {{count}} concessionnaires contactés",
      body: "Aucun concessionnaire ne vendait {{brand}} près de {{city}} : nous avons cherché dans tout le Québec. Ils ont jusqu'au {{date}} pour envoyer leur prix tout inclus; nous vous écrivons dès la première offre.",
      bodyNoDate:
        "Aucun concessionnaire ne vendait {{brand}} près de {{city}} : nous avons cherché dans tout le Québec. Ils envoient leur prix tout inclus sur votre page privée.",
    },
    none_found: {
      title: "Toujours aucun concessionnaire pour {{brand}}",
      body: "Nous avons cherché dans tout le Québec : aucun concessionnaire de notre répertoire ne vend {{brand}} pour l'instant. Aucun n'a été contacté et vos coordonnées n'ont été transmises à personne.",
      what: "Ce que vous pouvez faire :",
      otherMake: "Faire une demande pour une autre marque",
      contact: "Nous écrire : nous cherchons avec vous",
    },
    dealers_contacted: {
      title_one: "{{count}} concessionnaire contacté",
      title_other: "{{count}} concessionnaires contactés",
      body: "Ils ont jusqu'au {{date}} pour envoyer leur prix tout inclus. Nous vous écrivons dès la première offre.",
      bodyNoDate: "Ils envoient leur prix tout inclus sur votre page privée. Nous vous écrivons dès la première offre.",
    },
    fewer: "Vous en aviez demandé {{wanted}} : ce sont tous ceux qui correspondent pour l'instant.",
    offers_received: {
      title_one: "{{count}} offre reçue",
      title_other: "{{count}} offres reçues",
      body: "Comparez les prix tout inclus et choisissez une offre si elle vous convient. Rien ne vous oblige à choisir.",
    },
    offer_chosen: {
      title: "Offre choisie",
      body: "Le concessionnaire est avisé par courriel. La suite est décrite sur votre page privée.",
    },
    expired: {
      title: "Délai écoulé, aucune offre",
      body: "Aucun concessionnaire n'a répondu à temps. Leurs liens restent ouverts quelques jours : nous vous écrirons si une offre arrive.",
    },
  },
  // A configured window in words (app/platform/duration.ts).
  duration: {
    minute_one: "{{count}}\u00a0minute",
    minute_other: "{{count}}\u00a0minutes",
    hour_one: "{{count}}\u00a0heure",
    hour_other: "{{count}}\u00a0heures",
    day_one: "{{count}}\u00a0jour",
    day_other: "{{count}}\u00a0jours",
  },
  // Reassurance near the forms (app/ui/trust.tsx).
  trust: {
    request: "Aucun concessionnaire ne reçoit vos coordonnées avant que vous choisissiez son offre; d'ici là, seule notre équipe les voit.",
    contact: "Seule notre équipe lit votre message et vos coordonnées; ils ne sont transmis à personne.",
    property: "Vos coordonnées sont transmises à un seul courtier immobilier, pour cette évaluation seulement.",
    privacyLink: "Politique de confidentialité",
    stripLabel: "Pourquoi nous faire confiance",
    free: "Gratuit pour vous",
    allIn: "Prix tout inclus, comme l'exige la loi au Québec",
    protected: "Vos coordonnées protégées",
  },
} as const);
