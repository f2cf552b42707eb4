import { typesetTree } from "#app/platform/typography.ts";

export default typesetTree({
  formTitle: "Envoyez-nous un message",
  name: "Nom",
  email: "Courriel",
  phone: "Téléphone",
  phoneHint: "10 chiffres, par exemple 514-555-0199",
  subject: "Sujet",
  message: "Message",
  submit: "Envoyer le message",
  sending: "Envoi en cours...",
  success: {
    title: "Message envoyé avec succès!",
    body: "Merci! Nous vous répondrons en moins de 24 heures.",
  },
  error: {
    title: "Échec de l'envoi du message",
    body: "Veuillez réessayer ou nous contacter directement.",
    fields: "Veuillez corriger les champs indiqués ci-dessous.",
  },
} as const);
