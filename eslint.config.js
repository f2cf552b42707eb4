// The rules a change must pass before it lands (`npm run lint`, part of `npm test`).
// Besides the recommended sets, it holds DESIGN §3's layout (feature folders):
//   - by file kind, in every folder: a plain `.ts` does no I/O and imports no `.server` module nor
//     the database; a `.tsx` imports no `.server` module; only `.server` code reaches `db/`;
//   - by folder: `platform/` and `ui/` import no feature; `ui/` is presentational (no `.server`);
//     a feature imports `platform/`, `ui/`, `questionnaire/` and itself, and another feature only
//     through that feature's named entry points (ENTRY_POINTS below);
//   - `db/` and `migrations/` know no service.
// The composition roots (`root.tsx`, `routes.ts`, `words.ts`, `boot.server.ts`, the entries) may
// import every folder.
import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export const FEATURES = ["chat", "info", "operator", "outreach", "privacy", "questionnaire", "requests"];
/** What a feature may import from another one: its named entry points. */
export const ENTRY_POINTS = {
  // The request flows start, confirm and show an outreach; the pages link to the buyer's offers.
  outreach: ["start.server.ts", "offers-link.tsx", "outreach.ts"],
  // The buyer's request page carries the Law 25 block (download, erase).
  privacy: ["my-data.tsx", "privacy.server.ts"],
  // The long texts of the info pages, read by the pages that show an excerpt.
  info: ["info.server.ts"],
  // The property payload's type, which the webhook payload builders share.
  requests: ["property.ts"],
  // The operator area's guard, middleware and words, which every feature's operator page uses.
  operator: ["operator.server.ts"],
};
const SHARED = ["platform", "ui", "questionnaire"];

const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const folder = (name) => `^#app/${name}/`;
const serverModule = { regex: "\\.server(\\.tsx?)?$", message: "A .server module runs on the server only: import it from .server code." };
const dbLayer = { regex: "^#db/|^(\\.\\./)+db/|^#migrations/", message: "Only .server code reaches the database." };
const nodeIo = {
  regex: "^(node:)?(fs|fs/promises|net|http|https|http2|dgram|child_process|worker_threads|dns|tls)$",
  message: "No I/O in a plain .ts module: move it to a .server module.",
};
const ioGlobals = ["fetch", "XMLHttpRequest", "WebSocket", "EventSource", "localStorage", "sessionStorage", "indexedDB"].map((name) => ({
  name,
  message: "No I/O in a plain .ts module: move it to a .server module (or a component).",
}));
/** One spelling for the app's own modules: `#app/<folder>/<file>.ts`, never a relative path. */
const relative = { regex: "^\\.\\.?/(?!\\+types/)", message: "Import the app's modules as #app/<folder>/<file>.ts." };
const boundaries = (patterns) => ({ "no-restricted-imports": ["error", { patterns: [relative, ...patterns] }] });
const tests = ["**/*.test.{ts,tsx}"];

/** Another feature's modules, except its entry points. */
function otherFeatures(self) {
  return FEATURES.filter((f) => f !== self && !SHARED.includes(f)).map((f) => {
    const entries = (ENTRY_POINTS[f] ?? []).map((e) => `(?!${esc(e)}$)`).join("");
    return {
      regex: `^#app/${f}/${entries}`,
      message: `A feature imports another feature only through its entry points (${f}: ${(ENTRY_POINTS[f] ?? []).join(", ") || "none"}).`,
    };
  });
}
const noFeature = FEATURES.map((f) => ({ regex: folder(f), message: "platform/ and ui/ import no feature." }));

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
    // Imports: sorted in one spelling with extensions (auto-fixed), no cycle between modules.
    files: ["**/*.{ts,tsx,js}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".d.ts"] })],
      // The cycle check parses the modules it follows: TypeScript's parser for .ts and .tsx.
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/extensions": [".ts", ".tsx", ".js"],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/first": "error",
      "import-x/no-duplicates": ["error", { "prefer-inline": true }],
      "import-x/extensions": [
        "error",
        "ignorePackages",
        {
          checkTypeImports: true,
          pattern: { ts: "always", tsx: "always", js: "always" },
          // React Router's generated route types, which typegen writes outside the tree.
          pathGroupOverrides: [{ pattern: "./+types/**", action: "ignore" }],
        },
      ],
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", ["parent", "sibling", "index"], "type"],
          pathGroups: [{ pattern: "#*/**", group: "internal" }],
          "newlines-between": "never",
          alphabetize: { order: "asc", caseInsensitive: true },
          named: true,
        },
      ],
    },
  },
  {
    // Type-aware checks on the app's own code.
    files: ["app/**/*.{ts,tsx}", "db/**/*.ts", "server.ts"],
    ignores: tests,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { "@typescript-eslint/no-unnecessary-type-assertion": "error" },
  },
  {
    // Tests poke at pages and payloads; kysely's migrations take `Kysely<any>` by design.
    files: ["tests/**", ...tests, "migrations/**", "db/**"],
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
  // One block per folder and file kind: ESLint replaces a rule's options rather than merging
  // them, so each block carries its folder's patterns and its kind's.
  ...["platform", "ui", ...FEATURES].flatMap((name) => {
    const byFolder = name === "platform" || name === "ui" ? noFeature : otherFeatures(name);
    const dir = `app/${name}`;
    const pure = name === "ui" ? [serverModule, dbLayer] : [];
    return [
      {
        files: [`${dir}/**/*.server.ts`],
        ignores: tests,
        rules: boundaries([...byFolder, ...pure]),
      },
      {
        files: [`${dir}/routes/**/*.{ts,tsx}`],
        ignores: tests,
        rules: boundaries([...byFolder, dbLayer]),
      },
      {
        files: [`${dir}/**/*.ts`],
        ignores: [...tests, `${dir}/**/*.server.ts`, `${dir}/routes/**`],
        rules: { ...boundaries([...byFolder, serverModule, dbLayer, nodeIo]), "no-restricted-globals": ["error", ...ioGlobals] },
      },
      {
        files: [`${dir}/**/*.tsx`],
        ignores: [...tests, `${dir}/routes/**`],
        rules: boundaries([...byFolder, serverModule, dbLayer]),
      },
    ];
  }),
  {
    // The chat's browser side reads the streamed reply: the one plain module that fetches.
    files: ["app/chat/chat-client.ts"],
    rules: { "no-restricted-globals": "off" },
  },
  {
    files: ["db/**/*.ts", "migrations/**/*.ts"],
    ignores: ["db/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ regex: "^#app/", message: "db knows no service." }] }] },
  },
  {
    // The knowledge base is seeded at migration from the team's reviewed file (decision 054):
    // data, not a service, and the one module of app/ a migration may read.
    files: ["migrations/0124_knowledge_seed.ts", "migrations/0126_knowledge_seed_revision.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ regex: "^#app/(?!chat/knowledge/seed\\.ts$)", message: "db knows no service (only the reviewed knowledge seed)." }],
        },
      ],
    },
  },
);
