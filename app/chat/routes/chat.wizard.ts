import { redirect } from "react-router";
import { loadChat } from "#app/chat/chat.server.ts";
import { profileOf } from "#app/chat/engine.ts";
import { getDb } from "#app/platform/db.server.ts";
import { readFormData } from "#app/platform/form-guards.server.ts";
import { getLocale } from "#app/platform/i18n.server.ts";
import { localePath } from "#app/platform/language.ts";
import { getVisitor } from "#app/platform/visitor.server.ts";
import { getDraft, saveDraft } from "#app/questionnaire/drafts.server.ts";
import type { VehicleData } from "#app/questionnaire/types.ts";
import { fieldSchemas } from "#app/questionnaire/vehicle-rules.ts";
import { parseDraft, STEP_FIELDS, stepOf, type VehicleDraft } from "#app/questionnaire/vehicle.ts";
import type { Route } from "./+types/chat.wizard";

/**
 * `POST /chat/wizard` (and `/en/chat/wizard`): from a chat that keeps missing a question, the
 * step-by-step form with the answers already given carried over. The chat's profile
 * fills the wizard's draft (only values its own rules accept), then the first step still missing
 * opens. A plain form post: it works without JavaScript.
 */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(localePath("/chat", getLocale(context)));
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = getLocale(context);
  const formData = await readFormData(request);
  const visitor = await getVisitor(request);
  const db = getDb();
  const chat = await loadChat(db, formData.get("c"), visitor.id);
  if (!chat) return redirect(localePath("/chat", lang));
  const p = profileOf(chat.state);
  const carried: Partial<VehicleData> = {
    brand: p.brand,
    condition: p.newUsed,
    model: p.model,
    trim: p.trim,
    dealerships: p.dealerships,
    contact: p.contact,
    name: p.name,
    emailPhone: p.email && p.phone ? `${p.email} et ${p.phone}` : undefined,
    city: p.city,
    privacy: p.privacy,
  };
  const draft: VehicleDraft = await getDraft(db, visitor.id, "wizard");
  const answers = { ...draft.answers };
  for (const field of STEP_FIELDS) {
    const value = carried[field];
    if (value !== undefined && fieldSchemas[field].safeParse(value).success) answers[field] = value;
  }
  const next: VehicleDraft = parseDraft(JSON.stringify({ ...draft, answers }));
  await saveDraft(db, visitor.id, "wizard", next);
  const missing = STEP_FIELDS.find((f) => !fieldSchemas[f].safeParse(next.answers[f] ?? "").success);
  return redirect(localePath(`/vehicle-step/${missing ? stepOf(missing) : 11}`, lang), { headers: { "Set-Cookie": visitor.setCookie } });
}
