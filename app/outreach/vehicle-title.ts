import { NO_PREFERENCE, titleKeys, type VehicleKey } from "#app/questionnaire/registry.ts";

/** A request's vehicle answers, by key (what dealers see). */
export type VehicleDetails = Partial<Record<VehicleKey, string>>;

/**
 * "Toyota RAV4 XLE": the answers a title names (brand, model, trim; not a trim left to the
 * dealer, decision 048), '' when none. Apart from the
 * e-mail composer so that a page naming the vehicle does not load the e-mails' words.
 */
export function titleOf(v: VehicleDetails): string {
  return titleKeys
    .map((k) => v[k]?.trim())
    .filter((part) => part && part !== NO_PREFERENCE)
    .join(" ");
}
