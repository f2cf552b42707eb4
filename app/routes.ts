import { layout, route, type RouteConfig } from "@react-router/dev/routes";
import { type Lang, TWIN_PATHS, type TwinPage } from "#app/platform/language.ts";

/**
 * One module served at its French path and its English twin, each with its own route id: a page
 * of TWIN_PATHS (app/platform/language.ts, which the language switch and the e-mails read too), or
 * a French path whose twin is the same under /en.
 */
function both(page: TwinPage | `/${string}`, file: string, id: string) {
  const { fr, en } = page.startsWith("/") ? { fr: page, en: `/en${page}` } : TWIN_PATHS[page as TwinPage];
  return [route(fr, file, { id: `${id}-fr` }), route(en, file, { id: `${id}-en` })];
}

/**
 * The operator area (DESIGN §4, §8): French at the unprefixed paths, English twins under /en.
 * The outer layout sends no-store and refuses cross-origin posts; the inner one requires a
 * signed-in operator (with ADMIN_PASSWORD unset, the login page explains how to set it).
 */
function operatorRoutes(lang: Lang) {
  const p = lang === "fr" ? "" : "en/";
  const id = (name: string) => `${name}-${lang}`;
  return layout("operator/routes/operator.layout.tsx", { id: id("operator") }, [
    route(`${p}admin/login`, "operator/routes/admin.login.tsx", { id: id("admin-login") }),
    route(`${p}admin/logout`, "operator/routes/admin.logout.ts", { id: id("admin-logout") }),
    layout("operator/routes/operator.guard.tsx", { id: id("operator-guard") }, [
      route(`${p}admin`, "operator/routes/admin.index.ts", { id: id("admin-index") }),
      route(`${p}admin/submissions`, "operator/routes/admin.submissions.tsx", { id: id("admin-submissions") }),
      route(`${p}admin/submissions.csv`, "operator/routes/admin.submissions-csv.ts", { id: id("admin-submissions-csv") }),
      route(`${p}admin/chats`, "operator/routes/admin.chats.tsx", { id: id("admin-chats") }),
      // Decision 054: the questions Sam could not answer, and the knowledge base's entries.
      route(`${p}admin/questions`, "chat/routes/admin.questions.tsx", { id: id("admin-questions") }),
      route(`${p}admin/questions/:id`, "chat/routes/admin.question.tsx", { id: id("admin-question") }),
      route(`${p}admin/knowledge`, "chat/routes/admin.knowledge.tsx", { id: id("admin-knowledge") }),
      route(`${p}admin/knowledge/:id`, "chat/routes/admin.knowledge-entry.tsx", { id: id("admin-knowledge-entry") }),
      route(`${p}admin/evaluations`, "operator/routes/admin.evaluations.tsx", { id: id("admin-evaluations") }),
      route(`${p}admin/messages`, "operator/routes/admin.messages.tsx", { id: id("admin-messages") }),
      route(`${p}admin/deliveries`, "operator/routes/admin.deliveries.tsx", { id: id("admin-deliveries") }),
      route(`${p}admin/deliveries/status`, "operator/routes/admin.delivery-status.ts", { id: id("admin-delivery-status") }),
      route(`${p}webhook-test`, "operator/routes/webhook-test.tsx", { id: id("webhook-test") }),
      route(`${p}automated-test`, "chat/routes/automated-test.tsx", { id: id("automated-test") }),
      route(`${p}automated-test/final`, "chat/routes/automated-test.final.ts", { id: id("automated-test-final") }),
      route(`${p}auto-test-form`, "operator/routes/auto-test-form.tsx", { id: id("auto-test-form") }),
      // Dealer directory and outreach.
      route(`${p}admin/dealers`, "outreach/routes/admin.dealers.tsx", { id: id("admin-dealers") }),
      route(`${p}admin/dealers/import`, "outreach/routes/admin.dealers-import.tsx", { id: id("admin-dealers-import") }),
      route(`${p}admin/dealers/:id`, "outreach/routes/admin.dealer.tsx", { id: id("admin-dealer") }),
      route(`${p}admin/outreach`, "outreach/routes/admin.outreach.tsx", { id: id("admin-outreach") }),
      route(`${p}admin/outreach/:id`, "outreach/routes/admin.outreach-detail.tsx", { id: id("admin-outreach-detail") }),
      // Law 25: a person's data by e-mail address: find, export, erase; the audit log.
      route(`${p}admin/privacy`, "privacy/routes/admin.privacy.tsx", { id: id("admin-privacy") }),
      route(`${p}admin/privacy/export`, "privacy/routes/admin.privacy-export.ts", { id: id("admin-privacy-export") }),
    ]),
  ]);
}

export default [
  ...both("how", "info/routes/info.how.tsx", "how"),
  ...both("privacy", "privacy/routes/info.privacy.tsx", "privacy"),
  ...both("terms", "info/routes/info.terms.tsx", "terms"),
  ...both("contact", "requests/routes/contact.tsx", "contact"),
  ...both("property", "requests/routes/property-evaluation.tsx", "property"),

  // The chat with Sam: page (no-JS posts), streamed replies, webhook status.
  ...both("/chat", "chat/routes/chat.tsx", "chat"),
  ...both("/chat/stream", "chat/routes/chat.stream.ts", "chat-stream"),
  ...both("/chat/wizard", "chat/routes/chat.wizard.ts", "chat-wizard"),
  route("/chat/status", "chat/routes/chat.status.ts", { id: "chat-status" }),

  // Vehicle requests: start page, single-page form, wizard.
  ...both("inscription", "info/routes/inscription.tsx", "inscription"),
  ...both("/vehicle-form", "questionnaire/routes/vehicle-form.tsx", "vehicle-form"),
  ...both("/vehicle-step/success", "questionnaire/routes/vehicle-step.success.tsx", "vehicle-step-success"),
  ...both("/vehicle-step/:step", "questionnaire/routes/vehicle-step.tsx", "vehicle-step"),

  // The dealer's reply link, the buyer's private offers page, the dealer's unsubscribe link.
  ...both("offer", "outreach/routes/offer.tsx", "offer"),
  ...both("request", "outreach/routes/request.tsx", "request"),
  // The buyer's confirmation link (decision 041): it confirms the request, nothing else.
  ...both("confirm", "outreach/routes/confirm.tsx", "confirm"),
  // Law 25: the buyer's JSON download; the privacy page's 24-hour link and its download.
  ...both("requestData", "privacy/routes/request-data.ts", "request-data"),
  ...both("privacyAccess", "privacy/routes/privacy-access.tsx", "privacy-access"),
  ...both("privacyAccessData", "privacy/routes/privacy-access-data.ts", "privacy-access-data"),
  ...both("unsubscribe", "outreach/routes/unsubscribe.tsx", "unsubscribe"),

  // Redirects of SPEC §2 (and `/` → the chat).
  route("/", "platform/routes/redirect.tsx", { id: "redirect-root" }),
  route("/en", "platform/routes/redirect.tsx", { id: "redirect-en" }),
  route("/fr", "platform/routes/redirect.tsx", { id: "redirect-fr" }),
  route("/contact", "platform/routes/redirect.tsx", { id: "redirect-contact" }),
  route("/privacy", "platform/routes/redirect.tsx", { id: "redirect-privacy" }),
  route("/how-it-works", "platform/routes/redirect.tsx", { id: "redirect-how" }),
  route("/vehicle-form-steps", "platform/routes/redirect.tsx", { id: "redirect-steps" }),

  operatorRoutes("fr"),
  operatorRoutes("en"),

  route("/healthz", "platform/routes/healthz.ts"),
  route("/metrics", "platform/routes/metrics.ts"),
  route("*", "platform/routes/not-found.tsx"),
] satisfies RouteConfig;
