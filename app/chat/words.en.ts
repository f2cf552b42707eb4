import type fr from "#app/chat/words.fr.ts";
import type { Mirror } from "#app/platform/words-types.ts";

export default {
  title: "Chat with Sam",
  titleShort: "Chat with Sam",
  titleLong: "Sam, your AI car expert: the best price with no effort",
  metaDescription:
    "Tell Sam which vehicle you want: 17 questions, then Sam makes several Quebec dealerships compete for you. Free, offers within 24 to 48 hours.",
  conversation: "Conversation with Sam",
  you: "You",
  thinking: "Thinking...",
  inputLabel: "Your message to Sam",
  placeholder: "Type your message...",
  send: "Send",
  sendingLabel: "Sending",
  restart: "Start over",
  errors: {
    empty: "Write a message before sending.",
    tooLong: "Your message is too long (2,000 characters at most).",
    generic: "An error occurred",
    network: "Could not reach the server. Check your connection and try again.",
    conflict: "This conversation changed in another tab. Reload the page.",
  },
  urlBanner: {
    title: "Address parameters",
    query: "Parameters",
    hash: "Anchor",
  },
  testBanner: {
    title: "Test: data the webhook will carry",
  },
  progress: "Question {{n}} of {{total}}",
  toWizard: "Switch to the step-by-step form (your answers carried over)",
  alternatives: "Prefer a form?",
  altWizard: "Step by step",
  altForm: "One-page form",
  quickLabel: "Suggested answers",
  restartConfirm: {
    title: "Restart the conversation?",
    body: "Your answers to Sam will be cleared from this screen and you will start over.",
    yes: "Yes, restart",
    no: "No, keep going",
  },
  switchConfirm: {
    title: "Switch to English?",
    body: "Changing the language restarts the conversation: your answers are not carried over.",
    yes: "Restart in English",
    no: "Back to my conversation",
  },
  recap: {
    title: "Your request is recorded",
    ref: "Reference",
    vehicle: "Vehicle",
    city: "City",
    dealerships: "Dealerships",
    offersIntro: "Follow your offers on your private page:",
    offersLink: "See my request and offers",
  },
  webhook: {
    sending: "Sending your request to the dealerships...",
    success: "Request sent to the dealerships!",
    error: "Sending failed. It will be retried automatically.",
  },
} as const satisfies Mirror<typeof fr>;
