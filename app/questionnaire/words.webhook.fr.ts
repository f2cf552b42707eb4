// The webhook's wording (SPEC §3 "Webhook payload", §7, §9): the dealer e-mail the payload carries
// (emailDealerSubject, emailDealerBody) and the forms' recap lines in `fullHistory`. The spec and
// the automation at the other end read these bytes as they are: they are not typeset
// (app/words.ts VERBATIM). Server only.
export default {
  email: {
    notSpecified: "non précisé",
    subject: "Demande urgente de soumission véhicule - {{vehicle}} {{year}} - Client prêt à acheter",
    heading: "Demande urgente de soumission",
    greeting: "Bonjour,",
    intro:
      "Je représente un client sérieux, prêt à acheter, qui prendra sa décision dans les 48 heures. Merci de nous faire parvenir votre meilleure offre dans les 24 heures.",
    requirementsTitle: "Exigences du client",
    vehicle: "Véhicule",
    privacyShare: "Coordonnées partagées avec les concessionnaires gagnants seulement",
    privacyRelay: "Coordonnées non partagées : Sam relaie toutes les communications",
    askTitle: "Ce que nous demandons",
    askPrice: "Le prix tout inclus : au Québec, seuls la TPS, la TVQ et le droit sur les pneus neufs peuvent s'ajouter",
    askTradeIn: "L'évaluation du véhicule d'échange",
    askFinancing: "Les conditions de financement et de location (taux, terme, paiements)",
    askAvailability: "La disponibilité immédiate (en inventaire ou délai de livraison)",
    askPromotions: "Les promotions et rabais en vigueur",
    contactTitle: "Coordonnées du client",
    relayed: "Relayé par Sam (le client ne partage pas ses coordonnées)",
    dealerCount: "Nombre de concessionnaires",
    deadline:
      "Le client prendra sa décision dans les 48 heures. Répondez avec votre meilleure offre dans les 24 heures pour être considéré.",
    // After a label in the HTML lists (French puts a no-break space before the colon).
    listColon: "\u00a0:",
    thanks: "Merci,",
  },
  labels: {
    condition: "État",
    powertrain: "Motorisation",
    drivetrain: "Traction",
    options: "Options",
    color: "Couleur",
    payment: "Mode de paiement",
    termBudget: "Terme / budget",
    tradeIn: "Véhicule d'échange",
    tradeInDetails: "Détails de l'échange",
    dealerships: "Concessionnaires sollicités",
    city: "Ville",
    privacy: "Confidentialité",
    name: "Nom",
    email: "Courriel",
    phone: "Téléphone",
    contact: "Mode de contact préféré",
  },
  recap: {
    brand: "Marque",
    condition: "État",
    model: "Modèle",
    trim: "Version",
    dealerships: "Nombre de concessionnaires",
    contact: "Mode de contact",
    name: "Nom",
    emailPhone: "Courriel et téléphone",
    city: "Ville",
    privacy: "Confidentialité",
  },
} as const;
