import { PRIVACY_A, PRIVACY_B } from "#app/questionnaire/registry.ts";
import type { CorpusBuyer } from "../held-out/buyers.ts";

/** TUNING buyers, fourth round (French): see tests/corpus/README.md and buyers.ts. */
export const buyers: CorpusBuyer[] = [];

void PRIVACY_A;
void PRIVACY_B;
