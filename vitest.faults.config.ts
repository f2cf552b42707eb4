import { defineConfig } from "vitest/config";

// Fault tests start the built server (`npm run build` first): crash, outage, fuzzing.
export default defineConfig({
  test: {
    include: ["tests/faults/**/*.test.ts"],
    // PostgreSQL only (vitest.faults-pg.config.ts, in `npm run test:pg`).
    exclude: ["tests/faults/pg-*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 60_000,
    pool: "forks",
    fileParallelism: false,
  },
});
