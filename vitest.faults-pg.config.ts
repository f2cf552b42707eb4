import { defineConfig } from "vitest/config";

// Fault tests on PostgreSQL (`npm run build` first; run by `npm run test:pg`): three instances of
// the built server on one database, kill -9 mid-burst, a failing webhook receiver; and the fault
// suite's files that do not depend on SQLite, each server on a schema of its own (tests/server.ts).
// Not repeated here: ops.test.ts (SQLite's online backup, its file and its migration table) and
// js-budget.test.ts (no database).
export default defineConfig({
  test: {
    include: [
      "tests/faults/pg-*.test.ts",
      "tests/faults/abuse.test.ts",
      "tests/faults/abuse-quotas.test.ts",
      "tests/faults/chat-corpus-http.test.ts",
      "tests/faults/chat-fuzz.test.ts",
      "tests/faults/crash.test.ts",
      "tests/faults/form-places.test.ts",
      "tests/faults/fuzz.test.ts",
      "tests/faults/http.test.ts",
      "tests/faults/outage.test.ts",
      "tests/faults/privacy.test.ts",
      "tests/faults/privacy-identity.test.ts",
      "tests/faults/security-outreach.test.ts",
      "tests/faults/security.test.ts",
      "tests/faults/security-values.test.ts",
      "tests/faults/vehicle-fuzz.test.ts",
    ],
    environment: "node",
    env: { SAM_TEST_POSTGRES: "1" },
    testTimeout: 180_000,
    hookTimeout: 60_000,
    pool: "forks",
    fileParallelism: false,
  },
});
