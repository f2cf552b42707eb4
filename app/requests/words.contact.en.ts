import type { Mirror } from "#app/platform/words-types.ts";
import type fr from "#app/requests/words.contact.fr.ts";

export default {
  formTitle: "Send us a message",
  name: "Name",
  email: "Email",
  phone: "Phone",
  phoneHint: "10 digits, for example 514-555-0199",
  subject: "Subject",
  message: "Message",
  submit: "Send message",
  sending: "Sending...",
  success: {
    title: "Message sent successfully!",
    body: "Thank you! We will reply within 24 hours.",
  },
  error: {
    title: "Failed to send message",
    body: "Please try again or contact us directly.",
    fields: "Please correct the fields marked below.",
  },
} as const satisfies Mirror<typeof fr>;
