import { type RouteConfig, route } from "@react-router/dev/routes";

/** One module served at its French path and its English twin, each with its own route id. */
function both(fr: string, en: string, file: string, id: string) {
  return [route(fr, file, { id: `${id}-fr` }), route(en, file, { id: `${id}-en` })];
}

export default [
  ...both("/fr/fonctionnement", "/en/how-it-works", "routes/info.how.tsx", "how"),
  ...both("/fr/confidentialite", "/en/privacy", "routes/info.privacy.tsx", "privacy"),
  ...both("/fr/conditions", "/en/terms", "routes/info.terms.tsx", "terms"),
  ...both("/fr/contact", "/en/contact", "routes/contact.tsx", "contact"),
  ...both("/evaluation-propriete", "/en/property-evaluation", "routes/property-evaluation.tsx", "property"),

  // The chat with Sam (issue 5): page (no-JS posts), streamed replies, webhook status.
  ...both("/chat", "/en/chat", "routes/chat.tsx", "chat"),
  ...both("/chat/stream", "/en/chat/stream", "routes/chat.stream.ts", "chat-stream"),
  route("/chat/status", "routes/chat.status.ts", { id: "chat-status" }),

  // Vehicle requests (issue 4): start page, single-page form, wizard.
  ...both("/inscription", "/en/sign-up", "routes/inscription.tsx", "inscription"),
  ...both("/vehicle-form", "/en/vehicle-form", "routes/vehicle-form.tsx", "vehicle-form"),
  ...both("/vehicle-step/success", "/en/vehicle-step/success", "routes/vehicle-step.success.tsx", "vehicle-step-success"),
  ...both("/vehicle-step/:step", "/en/vehicle-step/:step", "routes/vehicle-step.tsx", "vehicle-step"),

  // Redirects of SPEC §2 (and `/` → the chat).
  route("/", "routes/redirect.tsx", { id: "redirect-root" }),
  route("/en", "routes/redirect.tsx", { id: "redirect-en" }),
  route("/contact", "routes/redirect.tsx", { id: "redirect-contact" }),
  route("/privacy", "routes/redirect.tsx", { id: "redirect-privacy" }),
  route("/how-it-works", "routes/redirect.tsx", { id: "redirect-how" }),
  route("/vehicle-form-steps", "routes/redirect.tsx", { id: "redirect-steps" }),

  route("/healthz", "routes/healthz.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
