// Comments and documents cite only what the repository holds: every "decision NNN" names a record
// in docs/decisions/, and every link to a record file names an existing file. Part of
// `npm run lint`; `findDangling` is also what the lint-rule tests run on small fixtures.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const DECISIONS = "docs/decisions";

/** "decision 019", "decisions 027 and 029", "decisions 027, 029 and 034" → the numbers cited. */
function citedNumbers(text: string): Array<{ number: string; index: number }> {
  const numbers: Array<{ number: string; index: number }> = [];
  for (const m of text.matchAll(/\b[Dd]ecisions? (\d{3}(?:(?:, | and | & )\d{3})*)\b/g))
    for (const n of m[1]!.matchAll(/\d{3}/g)) numbers.push({ number: n[0], index: m.index });
  return numbers;
}

/**
 * The dangling references in `files` ({ path, text }[]), given the decision records' file names:
 * [{ path, line, reference }]. A link must name an existing file; a number must have a record.
 */
export type Dangling = { path: string; line: number; reference: string };

export function findDangling(files: ReadonlyArray<{ path: string; text: string }>, recordNames: readonly string[]): Dangling[] {
  const records = new Set(recordNames);
  const numbers = new Set(recordNames.map((name) => name.slice(0, 3)));
  const dangling: Dangling[] = [];
  const lineOf = (text: string, index: number) => text.slice(0, index).split("\n").length;
  for (const { path: file, text } of files) {
    for (const m of text.matchAll(/docs\/decisions\/([\w.-]+\.md)/g))
      if (!records.has(m[1]!)) dangling.push({ path: file, line: lineOf(text, m.index), reference: m[0] });
    for (const { number, index } of citedNumbers(text))
      if (!numbers.has(number)) dangling.push({ path: file, line: lineOf(text, index), reference: `decision ${number}` });
  }
  return dangling;
}

function main() {
  const root = path.resolve(import.meta.dirname, "..");
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" });
  const files = listed
    .split("\n")
    .filter((f) => /\.(ts|tsx|js|md|sh|json)$/.test(f) && f !== "package-lock.json" && fs.existsSync(path.join(root, f)))
    .map((f) => ({ path: f, text: fs.readFileSync(path.join(root, f), "utf8") }));
  const records = fs.readdirSync(path.join(root, DECISIONS)).filter((f) => /^\d{3}-.+\.md$/.test(f));
  const dangling = findDangling(files, records);
  for (const d of dangling) console.error(`${d.path}:${d.line}: ${d.reference} names no record in ${DECISIONS}/`);
  if (dangling.length) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
