/** SPEC §3 property evaluation request: all text; option fields hold the spec's slugs. */
export type PropertyData = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
  propertyType: string;
  estimatedValue: string;
  timeframe: string;
  additionalInfo: string;
};

/** SPEC §3 option values (stored as is; labels are translated in the page). */
export const propertyTypes = ["maison-unifamiliale", "condo", "duplex", "triplex", "cottage", "terrain", "autre"] as const;
export const estimatedValues = ["moins-200k", "200k-300k", "300k-500k", "500k-750k", "750k-1m", "plus-1m"] as const;
export const timeframes = ["immediat", "1-3-mois", "3-6-mois", "6-12-mois", "plus-12-mois", "exploration"] as const;

/**
 * A Quebec postal code (first letter G, H or J; Canada Post never uses D, F, I, O, Q, U),
 * with or without the space, any case. Returns it normalised ("H2X 1Y4") or null.
 */
export function normalizeQuebecPostalCode(input: string): string | null {
  const compact = input.replace(/\s+/g, "").toUpperCase();
  const letter = "[ABCEGHJ-NPRSTV-Z]";
  if (!new RegExp(`^[GHJ]\\d${letter}\\d${letter}\\d$`).test(compact)) return null;
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}
