import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "#tests/server.ts";
import { stackTrace } from "./support.ts";

/**
 * The findings of the pre-launch security assessment, each tried against the real
 * production server (node server.ts over ./build) the way the assessment found it.
 */

const PASSWORD = "operator-test-password-16";

type Started = Awaited<ReturnType<typeof startServer>>;

function useServer(env: Record<string, string> = {}) {
  const holder: { server?: Started; env: Record<string, string> } = { env: { ADMIN_PASSWORD: PASSWORD, ...env } };
  beforeAll(async () => {
    holder.server = await startServer(holder.env);
  }, 60_000);
  afterAll(async () => {
    await holder.server?.stop();
    holder.server?.cleanup();
  });
  return holder as { server: Started; env: Record<string, string> };
}

type Answer = { status: number; headers: Headers; text: string };

async function request(base: string, path: string, init: RequestInit & { form?: Record<string, string> } = {}): Promise<Answer> {
  const { form, ...rest } = init;
  const res = await fetch(base + path, {
    redirect: "manual",
    ...rest,
    ...(form
      ? {
          method: "POST",
          body: new URLSearchParams(form),
          headers: { "content-type": "application/x-www-form-urlencoded", ...(rest.headers as Record<string, string>) },
        }
      : {}),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const cookieOf = (a: Answer) => a.headers.get("set-cookie")?.split(";")[0] ?? "";

function login(base: string, password = PASSWORD, headers: Record<string, string> = {}, next = "") {
  return request(base, "/admin/login", { form: { password, ...(next ? { next } : {}) }, headers });
}

/** A request with exactly the given method (fetch refuses TRACE and TRACK). */
function rawMethod(base: string, method: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(base + path, { method }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("operator sign-in and sessions", () => {
  const holder = useServer({ TRUST_PROXY: "1" });
  const server = {
    get base() {
      return holder.server.base;
    },
  };

  it("finding 1: a next of /.//evil.example does not leave the site after sign-in", async () => {
    for (const next of ["/.//evil.example", "/a/..//evil.example", "/./\\evil.example"]) {
      const r = await login(server.base, PASSWORD, { "x-forwarded-for": "198.51.100.1" }, next);
      expect(r.status).toBe(302);
      const location = r.headers.get("location") ?? "";
      expect(location, next).toMatch(/^\/(?![/\\])/);
      expect(location).not.toContain("evil.example");
    }
  });

  it("finding 2: after sign-out a copied cookie opens nothing", async () => {
    const signedIn = await login(server.base, PASSWORD, { "x-forwarded-for": "198.51.100.2" });
    const cookie = cookieOf(signedIn);
    expect(cookie).toMatch(/^sam_operator=/);
    expect((await request(server.base, "/admin/submissions", { headers: { cookie } })).status).toBe(200);
    const out = await request(server.base, "/admin/logout", { method: "POST", headers: { cookie } });
    expect(out.status).toBe(302);
    // The copy kept by an attacker (or a shared computer) no longer works.
    const after = await request(server.base, "/admin/submissions", { headers: { cookie } });
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toMatch(/^\/admin\/login/);
  });

  it("findings 4, 16, 17: growing back-off per /64, the right password works once it has passed", async () => {
    const wrong = (address: string) => login(server.base, "not-the-password", { "x-forwarded-for": address });
    // Five free failures, the sixth closes the /64 for a second.
    for (let i = 0; i < 6; i++) expect((await wrong(`2001:db8:16:1::${i + 1}`)).status).toBe(401);
    // Another address of the same /64, and a spoofed first hop, are still the same client.
    const locked = await login(server.base, PASSWORD, { "x-forwarded-for": "203.0.113.50, 2001:db8:16:1::ff" });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // Another /64 is not affected.
    expect((await login(server.base, PASSWORD, { "x-forwarded-for": "2001:db8:16:2::1" })).status).toBe(302);
    // The back-off grows: one more failure after the first wait closes it for longer.
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await wrong("2001:db8:16:1::7")).status).toBe(401);
    const longer = await login(server.base, PASSWORD, { "x-forwarded-for": "2001:db8:16:1::8" });
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get("retry-after"))).toBeGreaterThanOrEqual(2);
    // Finding 16: once the back-off has passed, the operator's right password works.
    await new Promise((r) => setTimeout(r, 2_100));
    const ok = await login(server.base, PASSWORD, { "x-forwarded-for": "2001:db8:16:1::9" });
    expect(ok.status).toBe(302);
    expect(cookieOf(ok)).toMatch(/^sam_operator=/);
  }, 30_000);

  it("finding 11: behind TRUST_PROXY=1 over https the cookie is Secure and HSTS is sent", async () => {
    const https = await login(server.base, PASSWORD, { "x-forwarded-for": "198.51.100.3", "x-forwarded-proto": "https" });
    expect(https.status).toBe(302);
    expect(https.headers.get("set-cookie")).toMatch(/;\s*Secure/i);
    expect(https.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
    const page = await request(server.base, "/chat", { headers: { "x-forwarded-proto": "https" } });
    expect(page.headers.get("strict-transport-security")).toMatch(/max-age=/);
    const plain = await request(server.base, "/chat");
    expect(plain.headers.get("strict-transport-security")).toBeNull();
  });

  it("finding 2: a changed ADMIN_PASSWORD ends every session", async () => {
    const cookie = cookieOf(await login(server.base, PASSWORD, { "x-forwarded-for": "198.51.100.4" }));
    expect((await request(server.base, "/admin/submissions", { headers: { cookie } })).status).toBe(200);
    // startServer reads the env object at each launch: changed, then restarted on the same database.
    await holder.server.stop();
    holder.env.ADMIN_PASSWORD = "a-brand-new-operator-password";
    await holder.server.restart();
    const after = await request(server.base, "/admin/submissions", { headers: { cookie } });
    expect(after.status).toBe(302);
  }, 60_000);
});

describe("the global sign-in failure budget", () => {
  const holder = useServer({ TRUST_PROXY: "1" });
  it("after 100 failures from 100 addresses in an hour, sign-ins wait", async () => {
    for (let i = 0; i < 100; i++) {
      const r = await login(holder.server.base, "wrong-password", { "x-forwarded-for": `192.0.2.${i + 1}` });
      expect(r.status).toBe(401);
    }
    const fresh = await login(holder.server.base, "another-wrong-one", { "x-forwarded-for": "198.51.100.200" });
    expect(fresh.status).toBe(429);
  }, 60_000);
});

describe("refusing to start with a guessable ADMIN_PASSWORD", () => {
  it("exits with one clear line", async () => {
    const error = await startServer({ ADMIN_PASSWORD: "a" }).then(
      () => null,
      (e: Error) => e,
    );
    expect(error).not.toBeNull();
    const output = error!.message.replace(/^server exited: /, "");
    expect(output).toContain("ADMIN_PASSWORD must be at least 12 characters");
    expect(output).not.toMatch(stackTrace);
    expect(output.trim().split("\n")).toHaveLength(1);
  });
});

describe("the HTTP layer", () => {
  const holder = useServer({ REQUEST_TIMEOUT_MS: "2000" });
  const base = () => holder.server.base;

  it("finding 6: a post with 28,000 fields is refused with a short 413, not echoed back", async () => {
    const body = Array.from({ length: 28_000 }, (_, i) => `f${i}=x`)
      .join("&")
      .slice(0, 250_000);
    const r = await request(base(), "/fr/contact", {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(r.status).toBe(413);
    expect(r.text.length).toBeLessThan(1_000);
  });

  it("finding 9: the 404 pages at //evil.example and /en//evil.example link only on-site", async () => {
    for (const path of ["//evil.example", "/en//evil.example", "//evil.example/x?y=1"]) {
      const r = await request(base(), path);
      expect(r.status, path).toBe(404);
      const hrefs = [...r.text.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
      expect(hrefs.length).toBeGreaterThan(0);
      // Relative to this site only: never "//host", "/\\host" or another scheme's address.
      for (const href of hrefs) expect(href, `${path}: ${href}`).toMatch(/^(\/(?![/\\])|#|mailto:[^@/]+@sam-auto\.ca$|tel:\+?\d+$)/);
    }
  });

  it("finding 10: wizard steps and the operator login are sent with Cache-Control: no-store", async () => {
    let cookie = "";
    const step1 = await request(base(), "/vehicle-step/1", { form: { value: "Toyota" } });
    cookie = cookieOf(step1) || cookie;
    for (const path of ["/vehicle-step/2", "/vehicle-step/8", "/en/vehicle-step/3", "/vehicle-form", "/admin/login"]) {
      const r = await request(base(), path, { headers: { cookie } });
      expect(r.status, path).toBeLessThan(400);
      expect(r.headers.get("cache-control"), path).toMatch(/no-store/);
    }
    const data = await request(base(), "/vehicle-step/2.data", { headers: { cookie } });
    expect(data.headers.get("cache-control")).toMatch(/no-store/);
  });

  it("finding 13: TRACE, TRACK, OPTIONS and posts to pages without a form: 405, no stack trace logged", async () => {
    for (const method of ["TRACE", "TRACK", "OPTIONS", "PUT", "DELETE"]) {
      const r = await rawMethod(base(), method, "/chat");
      expect([405, 501], method).toContain(r.status);
    }
    const before = holder.server.output().length;
    const post = await request(base(), "/fr/fonctionnement", {
      method: "POST",
      body: "a=1",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(post.status).toBe(405);
    expect(post.text).not.toMatch(stackTrace);
    await new Promise((r) => setTimeout(r, 200));
    const logged = holder.server.output().slice(before);
    expect(logged).not.toMatch(stackTrace);
    expect(logged).not.toMatch(/Unhandled error/);
  });

  it("finding 15: a client trickling its body is cut off after the request timeout", async () => {
    const url = new URL(base());
    const started = Date.now();
    const closedAfter = await new Promise<number>((resolve) => {
      const socket = net.connect(Number(url.port), url.hostname, () => {
        socket.write(
          "POST /fr/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 10000\r\n\r\n",
        );
        const timer = setInterval(() => socket.write("a"), 300);
        socket.on("close", () => {
          clearInterval(timer);
          resolve(Date.now() - started);
        });
        socket.on("error", () => undefined);
        socket.on("data", () => undefined);
      });
    });
    expect(closedAfter).toBeLessThan(8_000);
  }, 20_000);

  it("finding 14 and outbound mail: links, e-mail addresses and control characters are refused in typed answers", async () => {
    let cookie = "";
    const post = async (path: string, form: Record<string, string>) => {
      const r = await request(base(), path, { form, headers: cookie ? { cookie } : {} });
      cookie = cookieOf(r) || cookie;
      return r;
    };
    expect((await post("/vehicle-step/1", { value: "Toyota" })).status).toBe(302);
    expect((await post("/vehicle-step/2", { value: "Neuf" })).status).toBe(302);
    for (const [value, message] of [
      ["Corolla https://evil.example/win", "Les liens"],
      ["Corolla evil.example", "Les liens"],
      ["Corolla www.evil.example", "Les liens"],
      ["écrivez à promo@evil.example", "Les adresses courriel"],
      ["Corolla\r\nBcc: x@y.ca", "caractères non permis"],
      ["Corolla\u202e", "caractères non permis"],
    ] as const) {
      const r = await post("/vehicle-step/3", { value });
      expect(r.status, value).toBe(400);
      expect(r.text, value).toContain(message);
      expect(r.text).toContain(value.includes("\r") ? "Corolla" : value.slice(0, 7));
    }
    const en = await request(base(), "/en/vehicle-step/3", { form: { value: "see https://x.example" }, headers: { cookie } });
    expect(en.status).toBe(400);
    expect(en.text).toContain("Links and website addresses are not accepted");
    expect((await post("/vehicle-step/3", { value: "Corolla" })).status).toBe(302);
    expect((await post("/vehicle-step/4", { value: "LE" })).status).toBe(302);
    expect((await post("/vehicle-step/5", { value: "3" })).status).toBe(302);
    expect((await post("/vehicle-step/6", { value: "Courriel" })).status).toBe(302);
    expect((await post("/vehicle-step/7", { value: "Jean\nTremblay" })).status).toBe(400);
    expect((await post("/vehicle-step/7", { value: "Jean Tremblay" })).status).toBe(302);
    const commas = await post("/vehicle-step/8", { email: "a,b@x.ca", phone: "514-555-0199" });
    expect(commas.status).toBe(400);
    expect((await post("/vehicle-step/8", { email: "jean@example.ca", phone: "514-555-0199\r\n" })).status).toBe(302);
    expect((await post("/vehicle-step/9", { value: "Laval\u0000" })).status).toBe(400);
  });

  it("finding 14: the contact form refuses line breaks in its single-line answers, keeps them in the message", async () => {
    const form = {
      name: "Marie\r\nBcc: x@evil.example",
      email: "marie@example.ca",
      subject: "Question",
      message: "Bonjour,\r\nune question.",
    };
    const refused = await request(base(), "/fr/contact", { form });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("caractères non permis");
    const ok = await request(base(), "/fr/contact", { form: { ...form, name: "Marie Tremblay" } });
    expect(ok.status).toBe(302);
  });
});

describe("the global write budget", () => {
  const holder = useServer({ RATE_LIMITS: "on", TRUST_PROXY: "1", WRITE_BUDGET_PER_MINUTE: "5" });
  it("many addresses together cannot post more than the budget a minute", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const r = await request(holder.server.base, "/fr/contact", {
        form: { name: "Marie", email: "marie@example.ca", subject: "Question", message: "Bonjour" },
        headers: { "x-forwarded-for": `192.0.2.${i + 1}` },
      });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });
});
