import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findDangling } from "../../scripts/check-references.ts";

/**
 * `npm run lint` keeps the layout (DESIGN §3): each rule shown firing on a small fixture written
 * into the real tree, linted with the project's own configuration. The fixtures live in a folder
 * of their own under app/ and are removed afterwards.
 */
const root = path.resolve(import.meta.dirname, "../..");
const folder = `zz-lint-fixture-${process.pid}`;
const chatFolder = path.join(root, "app/chat", folder);
const platformFolder = path.join(root, "app/platform", folder);

function write(dir: string, name: string, text: string): string {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

let eslint: ESLint | undefined;
async function rulesFiring(file: string): Promise<string[]> {
  eslint ??= new ESLint({ cwd: root });
  const [result] = await eslint.lintFiles([file]);
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe("the lint rules fire on fixtures", { timeout: 180_000 }, () => {
  beforeAll(() => {
    fs.rmSync(chatFolder, { recursive: true, force: true });
    fs.rmSync(platformFolder, { recursive: true, force: true });
  });
  afterAll(() => {
    fs.rmSync(chatFolder, { recursive: true, force: true });
    fs.rmSync(platformFolder, { recursive: true, force: true });
  });

  it("an import cycle", async () => {
    const a = write(
      platformFolder,
      "a.ts",
      `import { b } from "#app/platform/${folder}/b.ts";\n\nexport const a = (): number => b() + 1;\n`,
    );
    write(platformFolder, "b.ts", `import { a } from "#app/platform/${folder}/a.ts";\n\nexport const b = (): number => a() - 1;\n`);
    expect(await rulesFiring(a)).toContain("import-x/no-cycle");
  });

  it("a feature importing another feature outside its entry points", async () => {
    const file = write(
      chatFolder,
      "cross.ts",
      `import { formatMoney } from "#app/outreach/offers.ts";\n\nexport const price = formatMoney(1);\n`,
    );
    expect(await rulesFiring(file)).toContain("no-restricted-imports");
  });

  it("platform importing a feature, and a plain module importing a .server one", async () => {
    const file = write(
      platformFolder,
      "up.ts",
      `import { getDb } from "#app/platform/db.server.ts";\nimport { QUESTIONNAIRE } from "#app/questionnaire/registry.ts";\n\nexport const both = [getDb, QUESTIONNAIRE];\n`,
    );
    const messages = await rulesFiring(file);
    expect(messages.filter((m) => m === "no-restricted-imports")).toHaveLength(2);
  });

  it("an unsorted import, a relative one and one without its extension", async () => {
    const file = write(
      chatFolder,
      "order.ts",
      `import { normalize } from "#app/platform/text.ts";\nimport { z } from "zod";\nimport { own } from "../../platform/text";\n\nexport const all = [normalize, z, own];\n`,
    );
    const messages = await rulesFiring(file);
    expect(messages).toContain("import-x/order");
    expect(messages).toContain("import-x/extensions");
    expect(messages).toContain("no-restricted-imports");
  });

  it("an unused export (knip)", () => {
    write(platformFolder, "unused.ts", `export const neverImported = 1;\n`);
    const bin = path.join(root, "node_modules/.bin/knip");
    let output = "";
    try {
      execFileSync(bin, ["--no-progress", "--include", "files,exports"], { cwd: root, encoding: "utf8", stdio: "pipe" });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? "");
    }
    expect(output).toContain(`app/platform/${folder}/unused.ts`);
  });

  it("a dangling decision reference", () => {
    const records = ["001-foundation.md", "019-negotiation.md"];
    // Spelled in pieces, so that this file itself cites nothing.
    const link = (name: string) => ["docs", "decisions", name].join("/");
    const files = [
      { path: "app/x.ts", text: `// see ${"decision"} 019 and ${"decisions"} 001 and 020\n// ${link("019-negotiation.md")}\n` },
      { path: "app/y.ts", text: `/* ${link("019-wrong-name.md")} */` },
    ];
    expect(findDangling(files, records)).toEqual([
      { path: "app/x.ts", line: 1, reference: "decision 020" },
      { path: "app/y.ts", line: 1, reference: link("019-wrong-name.md") },
    ]);
  });
});
