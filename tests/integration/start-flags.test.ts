import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Decision 031: the server's heap caps (`npm start`'s Node flags) are the same wherever the server
// is started, and they do what they say on the Node the project runs.
const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const flagsOf = (command: string) => command.split(/\s+/).filter((a) => a.startsWith("--"));

const start: string = JSON.parse(read("package.json")).scripts.start;
const flags = flagsOf(start);

describe("the server's start flags (decision 031)", () => {
  it("npm start caps the old generation at 128 MB and each semi-space at 16 MB", () => {
    expect(start).toMatch(/^node (--\S+ )+server\.ts$/);
    expect(flags).toEqual(["--max-old-space-size=128", "--max-semi-space-size=16"]);
  });

  it("the Dockerfile's CMD, the README and the e2e server use the same flags", () => {
    const cmd = /^CMD (\[.*\])$/m.exec(read("Dockerfile"))?.[1];
    expect(cmd).toBeDefined();
    expect(flagsOf((JSON.parse(cmd!) as string[]).join(" "))).toEqual(flags);
    expect(read("README.md")).toContain(`\`${start}\``);
    const e2e = /command: "(node [^"]*server\.ts)"/.exec(read("playwright.config.ts"))?.[1];
    expect(e2e).toBe(start);
  });

  it("Node takes the flags: a heap limit of 128 MB old generation plus three 16 MB semi-spaces", () => {
    const limit = execFileSync(process.execPath, [...flags, "-p", "require('node:v8').getHeapStatistics().heap_size_limit"])
      .toString()
      .trim();
    // Without --max-semi-space-size, Node 24 sizes each semi-space at 64 MB here: 320 MB.
    expect(Number(limit) / 2 ** 20).toBe(128 + 3 * 16);
  });
});
