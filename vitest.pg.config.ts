import { defineConfig } from "vitest/config";

/**
 * The unit and integration tests that touch the database, against PostgreSQL (issue 18). Run by
 * `npm run test:pg` through scripts/with-postgres.sh (a throw-away cluster and database). Tests
 * without a database are not repeated: they cannot differ.
 */
export default defineConfig({
  test: {
    include: [
      "db/portable-migrations.test.ts",
      "app/operator/auto-test-form.server.test.ts",
      "app/chat/chat.server.test.ts",
      "app/chat/knowledge/knowledge.server.test.ts",
      "app/questionnaire/forms.server.test.ts",
      "app/outreach/outreach.server.test.ts",
      "app/privacy/retention.server.test.ts",
      "app/questionnaire/vehicle-requests.server.test.ts",
      "tests/integration/negotiation.test.ts",
      "tests/integration/outbound-mail.test.ts",
      "tests/integration/outbox.test.ts",
      "tests/integration/outreach-smtp.test.ts",
      "tests/integration/assistant-provider.test.ts",
      "tests/integration/outbox-claim.test.ts",
      "tests/integration/concurrency.test.ts",
      "tests/integration/shared-limits.test.ts",
      "tests/integration/postgres-*.test.ts",
      "tests/integration/privacy.test.ts",
      "tests/integration/widen-search.test.ts",
    ],
    environment: "node",
    env: { SAM_TEST_POSTGRES: "1" },
    setupFiles: ["./tests/setup-db.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
