import type { VehicleData, WebhookPayload } from "#app/domain/webhook-types.ts";
import type { VehicleFormType } from "#app/domain/vehicle.ts";

// TEMPORARY until the shared payload builders land (branch `forms`): replaced by them.
export function vehiclePayload(a: { formType: VehicleFormType; vehicleData: VehicleData; ref: string; lang: "fr" | "en"; now: Date }): WebhookPayload {
  const [email = "", phone = ""] = a.vehicleData.emailPhone.split(" et ");
  return {
    message: "",
    response: "",
    timestamp: a.now.toISOString(),
    conversationId: `step_form_${a.now.getTime()}`,
    email: email.trim(),
    fullHistory: [],
    emailDealerSubject: "",
    emailDealerBody: "",
    formType: a.formType,
    ...(a.formType === "vehicle-consultation" ? { requestRef: a.ref } : { submissionId: a.ref }),
    contactData: { name: a.vehicleData.name, email: email.trim(), phone: phone.trim(), city: a.vehicleData.city, contactPreference: a.vehicleData.contact, privacy: a.vehicleData.privacy },
    vehicleData: { brand: a.vehicleData.brand, model: a.vehicleData.model, condition: a.vehicleData.condition, trim: a.vehicleData.trim, dealerships: a.vehicleData.dealerships },
  };
}
