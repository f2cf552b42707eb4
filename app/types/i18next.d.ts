import "i18next";
import type { resources } from "#app/words.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: (typeof resources)["fr"];
  }
}
