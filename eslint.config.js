// The rules a change must pass before it lands (`npm run lint`, part of `npm test`).
// Besides the recommended sets, it holds DESIGN §3's dependency arrows (decision 018):
//   routes → components, assistant, server, domain; server → domain, db, assistant;
//   assistant → domain; components → domain only (never a `.server` module);
//   domain and assistant do no I/O; db knows no service.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Import specifiers are matched as regular expressions: `#` would start a comment in the
// gitignore-style `group` patterns.
const layer = (name) => [`^#app/${name}/`, `^(\\.\\./)+${name}/`];
const serverModule = { regex: "\\.server(\\.tsx?)?$", message: "A .server module runs on the server only." };
const forbid = (layers, message) => ({ regex: layers.flatMap(layer).join("|"), message });
const dbLayer = { regex: "^#db/|^(\\.\\./)+db/|^#migrations/", message: "Only app/server reaches the database." };
const nodeIo = {
  regex: "^(node:)?(fs|fs/promises|net|http|https|http2|dgram|child_process|worker_threads|dns|tls)$",
  message: "No I/O here: move it to app/server.",
};
const ioGlobals = ["fetch", "XMLHttpRequest", "WebSocket", "EventSource", "localStorage", "sessionStorage", "indexedDB"].map((name) => ({
  name,
  message: "No I/O here: move it to app/server (or a component).",
}));

const boundaries = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

export default tseslint.config(
  {
    ignores: ["build/", ".react-router/", "node_modules/", "public/", "bench/results/", "test-results/", "playwright-report/", "data/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // Refusing control characters is what input checks do.
      "no-control-regex": "off",
      "no-empty": ["error", { allowEmptyCatch: true }],
    },
  },
  {
    // Tests poke at pages and payloads; kysely's migrations take `Kysely<any>` by design.
    files: ["tests/**", "**/*.test.{ts,tsx}", "migrations/**", "db/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["app/domain/**/*.ts"],
    ignores: ["app/domain/**/*.test.ts"],
    rules: {
      ...boundaries([
        forbid(["server", "assistant", "components", "routes"], "domain is pure: it imports domain only."),
        serverModule,
        dbLayer,
        nodeIo,
      ]),
      "no-restricted-globals": ["error", ...ioGlobals],
    },
  },
  {
    files: ["app/assistant/**/*.ts"],
    ignores: ["app/assistant/**/*.test.ts"],
    rules: {
      ...boundaries([forbid(["server", "components", "routes"], "assistant imports domain only."), serverModule, dbLayer, nodeIo]),
      "no-restricted-globals": ["error", ...ioGlobals],
    },
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    ignores: ["app/components/**/*.test.{ts,tsx}"],
    rules: boundaries([forbid(["server", "routes", "assistant"], "components import domain only."), serverModule, dbLayer]),
  },
  {
    files: ["app/server/**/*.ts"],
    ignores: ["app/server/**/*.test.ts"],
    rules: boundaries([forbid(["components", "routes"], "server imports domain, db and assistant only.")]),
  },
  {
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: boundaries([dbLayer]),
  },
  {
    files: ["db/**/*.ts", "migrations/**/*.ts"],
    ignores: ["db/**/*.test.ts"],
    rules: boundaries([{ regex: "^#app/", message: "db knows no service." }]),
  },
);
