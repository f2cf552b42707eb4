import type { Mirror } from "#app/platform/words-types.ts";
import type fr from "#app/platform/words.email.fr.ts";

export default {
  signature: "Sam, car-buying assistant — {{company}}",
} as const satisfies Mirror<typeof fr>;
