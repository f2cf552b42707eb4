import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { publicPages } from "./public-pages.ts";
import { ready } from "./support.ts";

const run = promisify(execFile);

for (const pagePath of publicPages) {
  test(`axe: ${pagePath} has no serious or critical violation`, async ({ page, javaScriptEnabled }) => {
    await page.goto(pagePath);
    await ready(page, javaScriptEnabled);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
    expect(serious).toEqual([]);
  });
}

test("Nu HTML Checker: every public page is valid HTML", async ({ request }) => {
  test.setTimeout(120_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sam-vnu-"));
  const files: string[] = [];
  for (const [i, pagePath] of publicPages.entries()) {
    const res = await request.get(pagePath);
    const file = path.join(dir, `${i}.html`);
    fs.writeFileSync(file, await res.text());
    files.push(file);
  }
  const jar = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
  let output: string;
  try {
    const r = await run("java", ["-jar", jar, "--errors-only", "--format", "json", ...files], { maxBuffer: 10 * 1024 * 1024 });
    output = r.stderr || r.stdout;
  } catch (error) {
    output = (error as { stderr?: string }).stderr ?? String(error);
  }
  const messages = (
    JSON.parse(output || '{"messages":[]}') as { messages: { type: string; url: string; message: string; extract?: string }[] }
  ).messages
    .filter((m) => m.type === "error")
    .map((m) => `${publicPages[Number(path.basename(new URL(m.url).pathname, ".html"))]}: ${m.message} ${m.extract ?? ""}`);
  fs.rmSync(dir, { recursive: true, force: true });
  expect(messages).toEqual([]);
});
