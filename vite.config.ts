import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** Client chunks named by what they hold, so the bench can tell framework, libraries and our code apart. */
const vendorGroups = [
  {
    name: "vendor-react",
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/,
    priority: 3,
  },
  { name: "vendor-i18n", test: /node_modules[\\/](i18next)[\\/]/, priority: 2 },
  // Zod and conform. Form pages load them after hydration, with their validation (decision 027).
  { name: "vendor-forms", test: /node_modules[\\/](zod|@conform-to)[\\/]/, priority: 1 },
  // Our small modules that nearly every page loads, as one file: one gzip stream costs less than
  // a dozen (the budget; measured with bench/js-sizes.js). The root's shell (header, footer)
  // too: in the root route's own chunk it cost every page ~270 bytes more (decision 029).
  {
    name: "shared",
    test: /app[\\/](ui[\\/](shell|error-boundary|icon-frame|hidden-inputs|privacy-notice)\.tsx|platform[\\/](meta|i18n|hydrated|identity|text|language|translator|honeypot)\.tsx?)$/,
    priority: 0,
  },
  // What the form pages add (fields, status boxes, trust strip, icons, webhook log): the chat does not load it.
  {
    name: "shared-forms",
    test: /app[\\/]ui[\\/](forms|submit-status|trust|icons|webhook-log)\.tsx$/,
    priority: 0,
  },
];

/**
 * React Router's package.json points every import at its development build, whose only difference
 * from the production build it also ships is `ENABLE_DEV_WARNINGS = true` (remix-run/react-router
 * issues 12532, 14102). The browser gets the production build: same code, without the warnings'
 * strings (~0.6 KB gzip on every page, decision 029). Client build only: the server keeps the one
 * copy that @react-router/node imports too.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = path.resolve(import.meta.dirname, "node_modules/react-router/dist/production");
  const files: Record<string, string> = { "react-router": "index.mjs", "react-router/dom": "dom-export.mjs" };
  return {
    name: "sam:react-router-production-build",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (id) => (files[id] ? path.join(dist, files[id]) : undefined),
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouterProductionBuild(), reactRouter()],
  resolve: { tsconfigPaths: true },
  ssr: { external: ["better-sqlite3", "nodemailer"] },
  build: {
    sourcemap: false,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: vendorGroups } } },
  },
}));
