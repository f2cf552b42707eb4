import type { ProfileField, StepField } from "#app/questionnaire/registry.ts";

/** SPEC §3 vehicleData: all text, in the spec's French canonical values (keys: the registry's form questions). */
export type VehicleData = Record<StepField, string>;

/** SPEC §3 buyer profile extracted from a conversation (all optional text after cleaning; keys: the registry's chat fields). */
export type BuyerProfile = Partial<Record<ProfileField, string>>;
