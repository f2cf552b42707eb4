import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The container image and the example deployment (Dockerfile, .dockerignore, docker-compose.yml)
// say the same as the README, on supported base images, and never copy a secret into a layer.
const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

const dockerfile = read("Dockerfile");
const compose = read("docker-compose.yml");
const readme = read("README.md");

describe("the image and the example deployment", () => {
  it(".dockerignore keeps .env (the compose secrets) and the data folder out of the build context", () => {
    const ignored = read(".dockerignore")
      .split("\n")
      .map((l) => l.trim());
    for (const entry of [".env", "data", "*.db", "node_modules"]) expect(ignored, entry).toContain(entry);
  });

  it("every stage is Node 24 on Debian 13 'trixie' (Debian's stable since 2025-08; bookworm is oldstable)", () => {
    const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]);
    expect(bases.length).toBeGreaterThanOrEqual(2);
    for (const base of bases) expect(base).toMatch(/^node:24(\.\d+)*-trixie-slim$/);
  });

  it("the proxy runs nginx's stable 1.30 line (1.27 is out of support), PostgreSQL a supported major", () => {
    const nginx = /image: nginx:(\d+)\.(\d+)/.exec(compose);
    expect(nginx).not.toBeNull();
    const [major, minor] = [Number(nginx![1]), Number(nginx![2])];
    // nginx's stable lines have an even minor; 1.30 is the stable line of 2026.
    expect(major).toBe(1);
    expect(minor % 2).toBe(0);
    expect(minor).toBeGreaterThanOrEqual(30);
    const postgres = /image: postgres:(\d+)/.exec(compose);
    expect(Number(postgres?.[1])).toBeGreaterThanOrEqual(14);
  });

  it("the README's Docker and compose steps are the ones the files run", () => {
    // docker build / run: the port the image exposes and the volume it declares.
    expect(readme).toContain("docker build -t sam .");
    expect(dockerfile).toMatch(/^EXPOSE 3000$/m);
    expect(readme).toMatch(/docker run -p 3000:3000 -v sam-data:\/data /);
    expect(dockerfile).toContain('VOLUME ["/data"]');
    // The compose steps: the same two commands in the README and at the top of docker-compose.yml.
    const steps = /```sh\n(printf 'SESSION_SECRET[^\n]*\ndocker compose up -d --build)\n```/.exec(readme)?.[1];
    expect(steps).toBeDefined();
    for (const line of steps!.split("\n")) expect(compose).toContain(`#   ${line}`);
    // What the README says the compose file runs.
    expect(readme).toContain("PostgreSQL 16, three instances and nginx");
    expect(compose).toMatch(/image: postgres:16\b/);
    expect(compose.match(/^ {2}app\d: \*app$/gm)).toHaveLength(3);
  });

  it("the compose file passes every identity variable the README documents to the instances", () => {
    for (const name of [
      "BUSINESS_NAME",
      "SUPPORT_EMAIL",
      "SUPPORT_PHONE",
      "BUSINESS_ADDRESS",
      "SUPPORT_HOURS",
      "PRIVACY_OFFICER_NAME",
      "PRIVACY_OFFICER_EMAIL",
    ]) {
      expect(readme, name).toMatch(new RegExp(`\\| \`${name}\` \\|`));
      expect(compose, name).toContain(`${name}: \${${name}:-}`);
    }
  });
});
