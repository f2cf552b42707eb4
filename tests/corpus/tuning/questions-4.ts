import type { CorpusQuestion } from "../held-out/questions.ts";

/** TUNING questions back to Sam, fourth round: see tests/corpus/README.md and questions.ts. */
export const questions: CorpusQuestion[] = [];
