// What every e-mail of Sam carries, whichever feature sends it (app/platform/mail.ts). Server only.
import { typesetTree } from "#app/platform/typography.ts";

export default typesetTree({
  signature: "Sam, assistant d'achat automobile — {{company}}",
} as const);
