// E-mails sent by Sam's outreach. Rendered on the server only, with `{{name}}` placeholders
// filled by app/outreach/outreach-email.ts; never sent to the browser.
import { typesetTree } from "#app/platform/typography.ts";

export default typesetTree({
  notSpecified: "non précisé",
  sender: {
    signature: "Sam, assistant d'achat automobile — {{company}}",
  },
  labels: {
    vehicle: "Véhicule",
    condition: "État",
    powertrain: "Motorisation",
    drivetrain: "Traction",
    options: "Options",
    color: "Couleur",
    payment: "Mode de paiement",
    termBudget: "Terme / budget",
    tradeIn: "Véhicule d'échange",
    tradeInDetails: "Détails de l'échange",
    city: "Ville du client",
    dealerships: "Concessionnaires sollicités",
  },
  quote: {
    subject: "Demande urgente de soumission véhicule - {{vehicle}} {{year}} - Client prêt à acheter",
    greeting: "Bonjour {{dealer}},",
    intro:
      "Sam Auto vous écrit au nom de {{buyer}}, un client sérieux, prêt à acheter, qui prendra sa décision dans les 48 heures. Nous sollicitons quelques concessionnaires de sa région et lui présenterons les offres côte à côte.",
    introNoName:
      "Sam Auto vous écrit au nom d'un client sérieux, prêt à acheter, qui prendra sa décision dans les 48 heures. Nous sollicitons quelques concessionnaires de sa région et lui présenterons les offres côte à côte.",
    requirementsTitle: "Ce que le client recherche",
    askTitle: "Ce que nous vous demandons",
    askPrice:
      "Votre prix tout inclus. Au Québec, seuls la TPS, la TVQ et le droit sur les pneus neufs peuvent s'ajouter au prix annoncé : transport, préparation, frais d'administration et autres frais doivent y être inclus.",
    askAvailability: "La disponibilité (en inventaire ou date de livraison)",
    askFinancing: "Vos conditions de financement ou de location (taux, terme, paiement)",
    askTradeIn: "Une estimation pour le véhicule d'échange, s'il y a lieu",
    askPromotions: "Les promotions et rabais en vigueur",
    replyTitle: "Répondre",
    reply: "Inscrivez votre offre ici, avant le {{deadline}} (24 heures) :",
    replyNote: "Ce lien vous est personnel; vous pouvez réviser votre offre jusqu'à l'échéance. Il expire dans 7 jours.",
    privacyShare:
      "Le client a choisi de partager ses coordonnées avec le concessionnaire qu'il retiendra seulement : elles vous seront transmises si votre offre est choisie.",
    privacyRelay: "Le client a choisi de ne pas partager ses coordonnées : Sam Auto relaie toutes les communications.",
    thanks: "Merci,",
    unsubscribe:
      "Vous recevez ce message parce que votre concession figure dans le répertoire de Sam Auto. Pour ne plus recevoir nos demandes de soumission :",
  },
  buyerLink: {
    greeting: "Bonjour {{name}},",
    greetingNoName: "Bonjour,",
    keepPrivate:
      "Ce lien est personnel : ne le partagez pas. Vos coordonnées ne sont jamais transmises aux concessionnaires sans votre choix.",
  },
  firstOffer: {
    subject: "Première offre reçue pour votre {{vehicle}}",
    body: "Bonne nouvelle : une première offre est arrivée ({{price}}, prix tout inclus avant TPS, TVQ et droit sur les pneus). D'autres peuvent suivre d'ici le {{deadline}}.",
    link: "Comparez les offres sur votre page privée :",
  },
  deadline: {
    subject: "Le délai de 24 heures est écoulé : {{count}} offre(s) pour votre {{vehicle}}",
    body: "Le délai donné aux concessionnaires est écoulé. Offres reçues : {{count}}.",
    none: "Aucun concessionnaire n'a encore répondu. Leurs liens restent ouverts quelques jours : nous vous écrirons si une offre arrive.",
    link: "Voyez et choisissez une offre sur votre page privée :",
    // No dealer matched: nothing says dealers were asked.
    noDealersSubject: "Votre demande pour votre {{vehicle}} : aucun concessionnaire trouvé pour l'instant",
    noDealers:
      "Nous n'avons toujours pas de concessionnaire qui vend cette marque près de votre ville, donc aucun n'a été contacté. Notre équipe poursuit la recherche et vous écrit; votre page privée montrera les offres si un concessionnaire répond.",
    noDealersLink: "Votre page privée :",
  },
  chosen: {
    subject: "Votre offre a été retenue - {{vehicle}}",
    greeting: "Bonjour {{dealer}},",
    body: "Bonne nouvelle : {{buyer}} a retenu votre offre de {{price}} pour le {{vehicle}} (demande {{ref}}).",
    bodyNoName: "Bonne nouvelle : le client a retenu votre offre de {{price}} pour le {{vehicle}} (demande {{ref}}).",
    shareTitle: "Coordonnées du client",
    share: "Le client a accepté que nous vous transmettions ses coordonnées, à vous seulement. Communiquez avec lui directement :",
    name: "Nom",
    email: "Courriel",
    phone: "Téléphone",
    relay:
      "Le client a choisi de ne pas partager ses coordonnées : Sam Auto relaie toutes les communications. Répondez à ce courriel en indiquant la référence de la demande, et nous transmettrons.",
    offerLink: "Votre offre :",
  },
  // The first e-mail of a request, before any dealer is contacted (no text typed by the buyer).
  confirm: {
    subject: "Confirmez votre demande {{ref}}",
    greeting: "Bonjour,",
    body: "Nous avons reçu une demande de soumissions pour un véhicule avec cette adresse courriel. Aucun concessionnaire n'a encore été contacté.",
    action:
      "Pour confirmer que c'est bien vous et lancer la demande, ouvrez ce lien puis appuyez sur « Confirmer et contacter les concessionnaires » :",
    ignore: "Si vous n'avez rien demandé, ignorez ce courriel : rien ne sera envoyé.",
    // No dealer matched yet — the e-mail promises none.
    none: "Nous n'avons pas encore trouvé de concessionnaire qui vend cette marque près de votre ville : après votre confirmation, nous élargissons la recherche et vous écrivons d'ici 24 heures.",
    actionNone: "Pour confirmer que c'est bien vous, ouvrez ce lien puis appuyez sur « Confirmer ma demande » :",
  },
  // Decision 033: the widened search's one e-mail to the buyer, within 24 hours of the confirmation.
  widen: {
    subject: "Recherche élargie : {{found}} concessionnaire(s) contacté(s) pour votre {{vehicle}}",
    intro:
      "Nous n'avions trouvé aucun concessionnaire qui vend {{brand}} près de {{city}}. Nous avons élargi la recherche à tout le Québec.",
    contacted: "Résultat : {{found}} concessionnaire(s) contacté(s), le plus proche à {{km}} km de {{city}}.",
    contactedNoKm: "Résultat : {{found}} concessionnaire(s) contacté(s).",
    deadline: "Ils ont jusqu'au {{deadline}} pour envoyer leur prix tout inclus; nous vous écrivons dès la première offre.",
    link: "Suivez et comparez les offres sur votre page privée :",
    noneSubject: "Votre demande pour votre {{vehicle}} : toujours aucun concessionnaire",
    none: "Nous avons élargi la recherche à tout le Québec : aucun concessionnaire de notre répertoire ne vend {{brand}} pour l'instant. Aucun concessionnaire n'a été contacté et vos coordonnées n'ont été transmises à personne.",
    noneWhat: "Ce que vous pouvez faire :",
    noneOtherMake: "faire une nouvelle demande pour une autre marque : {{url}}",
    noneContact:
      "nous écrire ({{email}}) ou passer par notre formulaire : {{url}}. Nous cherchons avec vous un concessionnaire pour cette marque.",
    noneLink: "Votre page privée reste ouverte :",
  },
} as const);
