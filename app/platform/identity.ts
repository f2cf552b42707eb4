/**
 * Who runs this Sam ("a real identity"): the business name, support e-mail, phone,
 * address and hours, from configuration (BUSINESS_NAME, SUPPORT_EMAIL, SUPPORT_PHONE,
 * BUSINESS_ADDRESS, SUPPORT_HOURS, PRIVACY_OFFICER_NAME, PRIVACY_OFFICER_EMAIL;
 * app/platform/env.server.ts), shown in the footer, the contact and privacy pages and every
 * e-mail. Nothing is invented (DESIGN §8.12): a detail not configured is not shown — never an
 * address on a domain the operator may not own. Only the name has a default, the product's.
 */
export type Identity = {
  name: string;
  email?: string;
  phone?: string;
  address?: string;
  hours?: string;
  /** Law 25: the privacy officer's name or title (PRIVACY_OFFICER_NAME). */
  privacyOfficer?: string;
  /** Law 25: the privacy officer's address (PRIVACY_OFFICER_EMAIL, else the support e-mail). */
  privacyEmail?: string;
};

export const defaultIdentity: Identity = { name: "Sam Auto" };

let current: Identity = defaultIdentity;

/** Set once at start from the configuration (the e-mail composers read it). */
export function setIdentity(identity: Identity): void {
  current = identity;
}

export function identity(): Identity {
  return current;
}

/** A phone number as a tel: link target ("+15145550199"). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return digits.startsWith("+") ? digits : digits.length === 10 ? `+1${digits}` : `+${digits}`;
}

/** The one-line sender footer of an e-mail: name · address · e-mail · phone (what is configured). */
export function senderLine(id: Identity = current): string {
  return [id.name, id.address, id.email, id.phone].filter(Boolean).join(" · ");
}
