// Loi 25 : droits d'accès, de portabilité et d'effacement — page privée de la demande,
// formulaire de la page de confidentialité, lien de 24 heures, espace opérateur et courriels.
import { typesetTree } from "#app/platform/typography.ts";

export default typesetTree({
  myData: {
    title: "Vos renseignements personnels",
    intro: "Vous pouvez télécharger tout ce que nous gardons de cette demande, ou la supprimer.",
    download: "Télécharger mes données (JSON)",
    delete: "Supprimer ma demande",
    confirmTitle: "Supprimer définitivement cette demande ?",
    confirmBody:
      "Votre nom, votre adresse courriel, votre téléphone, votre ville, vos réponses et la conversation seront effacés partout, y compris les copies des messages envoyés. Les concessionnaires déjà contactés recevront un court avis de retrait, sans vos coordonnées. Ce lien cessera de fonctionner. Cette action est irréversible.",
    confirm: "Oui, supprimer ma demande",
    deleting: "Suppression...",
    cancel: "Annuler",
    erasedTitle: "Demande supprimée",
    erasedBody:
      "Cette demande a été supprimée : vos renseignements personnels ont été effacés et ce lien ne fonctionne plus. Les concessionnaires contactés ont été avisés du retrait.",
    home: "Retour à l'accueil",
  },
  form: {
    title: "Exercer vos droits",
    intro:
      "Entrez votre adresse courriel : nous vous enverrons un lien valide 24 heures pour consulter, télécharger ou supprimer tout ce que nous gardons à cette adresse (demandes, conversations, messages, évaluations).",
    email: "Adresse courriel",
    submit: "Recevoir mon lien",
    sent: "Si des renseignements sont associés à cette adresse, un lien valide 24 heures vient d'y être envoyé. Vérifiez aussi vos indésirables.",
    invalidEmail: "Entrez une adresse courriel valide.",
  },
  rights: {
    title: "Comment exercer chacun de vos droits",
    access:
      "Accès : le lien reçu par courriel (formulaire ci-dessous) ou la page privée de votre demande affiche tout ce que nous gardons.",
    correction: "Rectification : écrivez à notre responsable ; une demande déjà envoyée peut aussi être supprimée, puis refaite.",
    deletion:
      "Suppression : le bouton « Supprimer ma demande » de votre page privée, ou le lien reçu par courriel, efface tout immédiatement.",
    portability: "Portabilité : « Télécharger mes données » vous remet un fichier JSON lisible par d'autres services.",
    objection: "Opposition et toute autre question : écrivez à notre responsable de la protection des renseignements personnels.",
  },
  retention: {
    title: "Durées de conservation",
    drafts: "Brouillons de formulaire et conversations non terminées : supprimés après 30 jours sans activité.",
    requests:
      "Demandes, conversations, messages de contact et évaluations : vos renseignements personnels sont effacés {{months}} mois après la dernière activité ; seuls des totaux anonymes restent.",
    copies: "Copies des messages envoyés (courriels, webhooks) : leur contenu est effacé 30 jours après l'envoi.",
  },
  officer: {
    title: "Responsable de la protection des renseignements personnels",
    body: "La personne responsable de la protection des renseignements personnels chez {{company}} répond à l'adresse suivante :",
  },
  access: {
    metaTitle: "Vos renseignements personnels",
    title: "Vos renseignements personnels",
    intro: "Voici tout ce que nous gardons associé à votre adresse. Ce lien est valide jusqu'au {{date}}.",
    none: "Nous ne gardons aucun renseignement associé à cette adresse.",
    requests: "Demandes de véhicule",
    conversations: "Conversations avec Sam",
    contactMessages: "Messages de contact",
    evaluations: "Évaluations de propriété",
    other: "Autres éléments (brouillons, conversations en cours, copies de messages)",
    download: "Télécharger toutes mes données (JSON)",
    delete: "Tout supprimer",
    confirmTitle: "Supprimer définitivement tout ce qui est associé à cette adresse ?",
    confirmBody:
      "Toutes les demandes, conversations, messages et évaluations ci-dessus seront effacés, ainsi que les copies des messages envoyés. Les concessionnaires déjà contactés recevront un court avis de retrait, sans vos coordonnées. Ce lien cessera de fonctionner. Cette action est irréversible.",
    confirm: "Oui, tout supprimer",
    cancel: "Annuler",
    expiredTitle: "Lien expiré ou déjà utilisé",
    expiredBody:
      "Ce lien n'est plus valide (il expire après 24 heures ou une fois vos données supprimées). Vous pouvez en demander un nouveau sur la page de confidentialité.",
    privacyPage: "Page de confidentialité",
    erasedTitle: "Données supprimées",
    erasedBody: "Tout ce qui était associé à votre adresse a été effacé. Les concessionnaires contactés ont été avisés du retrait.",
  },
  admin: {
    nav: "Vie privée",
    title: "Demandes relatives à la vie privée",
    intro:
      "Trouvez les renseignements d'une personne par son adresse courriel, exportez-les ou effacez-les. Chaque action est inscrite au journal, sans renseignement personnel.",
    email: "Adresse courriel de la personne",
    find: "Chercher",
    export: "Exporter (JSON)",
    erase: "Effacer",
    confirmTitle: "Effacer définitivement les renseignements de {{email}} ?",
    confirmBody:
      "Tout ce qui est listé sera effacé, partout. Les concessionnaires déjà contactés recevront un avis de retrait. Irréversible.",
    confirm: "Oui, effacer",
    cancel: "Annuler",
    found: "Trouvé pour cette adresse",
    nothing: "Rien n'est associé à cette adresse.",
    erased: "Renseignements effacés.",
    counts: {
      vehicleRequests: "Demandes de véhicule",
      conversations: "Conversations",
      sessions: "Conversations en cours",
      contactMessages: "Messages de contact",
      evaluations: "Évaluations",
      drafts: "Brouillons",
      deliveries: "Copies de messages",
      links: "Liens de confidentialité",
    },
    audit: "Journal des actions (sans renseignement personnel)",
    auditEmpty: "Aucune action inscrite.",
    auditKept: "Chaque action est conservée {{months}} mois, puis supprimée.",
    auditFilter: "Genre d'action",
    auditKinds: {
      all: "Toutes",
      export: "Exportations",
      erase: "Effacements",
      find: "Recherches",
      retention: "Conservation (automatique)",
    },
    linkRequests: "Demandes de lien sur la page de confidentialité, par jour",
    linkRequestsIntro:
      "Ces demandes sont anonymes : elles sont comptées, pas inscrites une à une. « Liens dus » : celles d'une adresse à laquelle des renseignements sont associés.",
    linkRequestsEmpty: "Aucune demande de lien.",
    linkRequestsColumns: { day: "Jour (UTC)", requested: "Demandes", known: "Liens dus" },
    auditColumns: { at: "Date", action: "Action", subject: "Objet", actor: "Par", reference: "Référence", counts: "Totaux" },
  },
  mail: {
    link: {
      subject: "Votre lien pour consulter ou supprimer vos données",
      greeting: "Bonjour,",
      body: "Vous avez demandé à consulter ou supprimer les renseignements associés à cette adresse. Ce lien est valide 24 heures :",
      ignore: "Si vous n'avez rien demandé, ignorez ce courriel : rien ne change.",
    },
    withdrawal: {
      subject: "Demande {{ref}} retirée",
      greeting: "Bonjour {{dealer}},",
      body: "L'acheteur a retiré la demande de soumission {{ref}} et en a demandé la suppression. Vous n'avez rien à faire de plus ; le lien de réponse ne fonctionne plus.",
      erase: "Si vous avez reçu des renseignements personnels à son sujet, veuillez les supprimer (Loi 25).",
    },
  },
} as const);
