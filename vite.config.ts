import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

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
  // a dozen (issue 13's budget; measured with bench/js-sizes.js).
  {
    name: "shared",
    test: /app[\\/](components[\\/](forms|meta|error-boundary|submit-status|trust|icons|i18n|webhook-log)\.tsx?|domain[\\/](identity|text|language|translator|honeypot)\.ts)$/,
    priority: 0,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  ssr: { external: ["better-sqlite3", "nodemailer"] },
  build: {
    sourcemap: false,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: vendorGroups } } },
  },
}));
