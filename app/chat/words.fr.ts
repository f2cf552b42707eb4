import { typesetTree } from "#app/platform/typography.ts";

export default typesetTree({
  title: "Chat avec Sam",
  titleShort: "Chat avec Sam",
  titleLong: "Sam, votre expert auto IA : le meilleur prix sans effort",
  metaDescription:
    "Dites à Sam quel véhicule vous voulez : il pose 17 questions, puis fait jouer la concurrence entre plusieurs concessionnaires du Québec. Gratuit, offres en 24 à 48 h.",
  conversation: "Conversation avec Sam",
  you: "Vous",
  thinking: "Réflexion...",
  inputLabel: "Votre message à Sam",
  placeholder: "Tapez votre message...",
  send: "Envoyer",
  sendingLabel: "Envoi en cours",
  restart: "Recommencer",
  errors: {
    empty: "Écrivez un message avant d'envoyer.",
    tooLong: "Votre message est trop long (2000 caractères au maximum).",
    generic: "Une erreur est survenue",
    network: "Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.",
    conflict: "Cette conversation a changé dans un autre onglet. Rechargez la page.",
  },
  urlBanner: {
    title: "Paramètres de l'adresse",
    query: "Paramètres",
    hash: "Ancre",
  },
  testBanner: {
    title: "Test : données que le webhook transportera",
  },
  progress: "Question {{n}} sur {{total}}",
  toWizard: "Passer au formulaire étape par étape (vos réponses sont reprises)",
  alternatives: "Vous préférez un formulaire ?",
  altWizard: "Étape par étape",
  altForm: "Formulaire sur une page",
  quickLabel: "Réponses suggérées",
  restartConfirm: {
    title: "Recommencer la conversation ?",
    body: "Vos réponses à Sam seront effacées de cet écran et vous repartirez de zéro.",
    yes: "Oui, recommencer",
    no: "Non, continuer",
  },
  switchConfirm: {
    title: "Passer au français ?",
    body: "Changer de langue recommence la conversation : vos réponses ne sont pas reprises.",
    yes: "Recommencer en français",
    no: "Revenir à ma conversation",
  },
  recap: {
    title: "Votre demande est enregistrée",
    ref: "Référence",
    vehicle: "Véhicule",
    city: "Ville",
    dealerships: "Concessionnaires",
    offersIntro: "Suivez vos offres sur votre page privée :",
    offersLink: "Voir ma demande et mes offres",
  },
  webhook: {
    sending: "Envoi de votre demande aux concessionnaires...",
    success: "Demande envoyée aux concessionnaires !",
    error: "L'envoi a échoué. Nouvel essai automatique.",
  },
} as const);
