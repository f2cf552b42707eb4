import { defineConfig } from "vitest/config";

// Fault tests on PostgreSQL (`npm run build` first; run by `npm run test:pg`): three instances of
// the built server on one database, kill -9 mid-burst, a failing webhook receiver.
export default defineConfig({
  test: {
    include: ["tests/faults/pg-*.test.ts"],
    environment: "node",
    env: { SAM_TEST_POSTGRES: "1" },
    testTimeout: 180_000,
    hookTimeout: 60_000,
    pool: "forks",
    fileParallelism: false,
  },
});
