import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { migrations } from "#migrations/index.ts";
import { startReceiver } from "#tests/receiver.ts";
import { startServer } from "#tests/server.ts";

/**
 * Issue 12, against the real server.ts: kept session secret, JSON logs without personal data,
 * /metrics and /healthz, online backups, the pre-migration backup, the refusal of a newer
 * database, graceful shutdown with a slow webhook receiver.
 */

type Server = Awaited<ReturnType<typeof startServer>>;
const servers: Server[] = [];
const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closers.splice(0)) await close();
  for (const s of servers.splice(0)) {
    await s.stop();
    s.cleanup();
  }
});

async function start(env: Record<string, string> = {}, options: Parameters<typeof startServer>[1] = {}) {
  const server = await startServer(env, options);
  servers.push(server);
  return server;
}

const form = (fields: Record<string, string>) => ({
  method: "POST",
  body: new URLSearchParams(fields),
  headers: { "content-type": "application/x-www-form-urlencoded" },
  redirect: "manual" as const,
});

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

async function waitFor(check: () => boolean | Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
}

const ADMIN_PASSWORD = "ops-test-password-0123";

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/admin/login`, form({ password: ADMIN_PASSWORD, next: "/admin/deliveries" }));
  expect(res.status).toBe(302);
  const cookie = cookieOf(res);
  expect(cookie).toContain("sam_operator=");
  return cookie;
}

describe("without SESSION_SECRET", () => {
  it("keeps the generated secret in the data folder: a visitor's wizard answers and an operator session survive a restart", async () => {
    const server = await start({ SESSION_SECRET: "", ADMIN_PASSWORD });
    const secretFile = path.join(server.dir, "session-secret");
    expect(fs.statSync(secretFile).mode & 0o777).toBe(0o600);
    const secret = fs.readFileSync(secretFile, "utf8");
    expect(server.stdout()).toMatch(/SESSION_SECRET is not set: generated a session secret/);

    const operator = await login(server.base);
    // The wizard's model step, answered by a visitor without JavaScript.
    const first = await fetch(`${server.base}/vehicle-step/1`, form({ value: "Honda" }));
    const visitor = cookieOf(first);
    expect(visitor).toContain("sam_visitor=");
    const model = "Civic Zorblax";
    await fetch(`${server.base}/vehicle-step/3`, {
      ...form({ value: model }),
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: visitor },
    });

    await server.stop();
    await server.restart();
    expect(fs.readFileSync(secretFile, "utf8")).toBe(secret);
    expect(server.stdout()).toMatch(/using the session secret kept in the data folder/);

    const page = await fetch(`${server.base}/vehicle-step/3`, { headers: { cookie: visitor } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(model);
    const admin = await fetch(`${server.base}/admin/deliveries`, { headers: { cookie: operator }, redirect: "manual" });
    expect(admin.status).toBe(200);
  });
});

describe("logs, metrics and health", () => {
  const TOKEN = "metrics-token-0123456789";
  it("writes one JSON object per line, one per request, without query strings or personal data", async () => {
    const server = await start({ METRICS_TOKEN: TOKEN, LOG_LEVEL: "info" });
    await (await fetch(`${server.base}/fr/contact?email=zephyrin.q%40example.org&utm=x`)).text();
    const person = { name: "Zéphyrin Quelconque", email: "zephyrin.q@example.org", phone: "514 555 0199" };
    const posted = await fetch(
      `${server.base}/fr/contact`,
      form({ ...person, subject: "Sujet témoin", message: "Un message très personnel." }),
    );
    expect([200, 302, 303]).toContain(posted.status);
    await (await fetch(`${server.base}/offre/secret-token-abcdef`)).text();
    await new Promise((r) => setTimeout(r, 300));

    const lines = server.stdout().split("\n").filter(Boolean);
    const entries = lines.map((line) => {
      const entry = JSON.parse(line) as Record<string, unknown>;
      expect(typeof entry.level, line).toBe("string");
      expect(typeof entry.time, line).toBe("string");
      expect(typeof entry.msg, line).toBe("string");
      return entry;
    });
    // Production without PUBLIC_URL (the test server sets none): one warning at start.
    expect(entries.filter((e) => String(e.msg).startsWith("PUBLIC_URL is not set")).map((e) => e.level)).toEqual(["warn"]);
    const requests = entries.filter((e) => e.msg === "request");
    const contactGet = requests.find((e) => e.method === "GET" && e.path === "/fr/contact");
    expect(contactGet).toMatchObject({ status: 200 });
    expect(typeof contactGet!.ms).toBe("number");
    expect(requests.find((e) => e.method === "POST" && e.path === "/fr/contact")).toBeDefined();
    expect(requests.find((e) => e.path === "/offre/:token")).toBeDefined();
    for (const r of requests) expect(String(r.path)).not.toContain("?");
    const all = server.output();
    for (const value of [...Object.values(person), "5145550199", "zephyrin", "secret-token-abcdef", "très personnel", "utm="]) {
      expect(all, value).not.toContain(value);
    }
  });

  it("serves /metrics only with the bearer token, /healthz as { ok, db }", async () => {
    const server = servers.at(-1)!;
    expect((await fetch(`${server.base}/metrics`)).status).toBe(401);
    expect((await fetch(`${server.base}/metrics`, { headers: { authorization: "Bearer wrong-token-0123456789" } })).status).toBe(401);
    const res = await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^sam_http_requests_total\{method="POST",status="30\d"\} \d+$/m);
    expect(text).toMatch(/^sam_http_request_duration_seconds_bucket\{le="0.1",method="GET"\} \d+$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    // The contact post queued one webhook (no WEBHOOK_URL: it waits as pending).
    expect(text).toMatch(/^sam_outbox_deliveries\{kind="webhook",status="pending"\} 1$/m);
    for (const kind of ["webhook", "email"]) {
      for (const status of ["pending", "sent", "failed", "dead"])
        expect(text).toContain(`sam_outbox_deliveries{kind="${kind}",status="${status}"}`);
    }

    const health = await fetch(`${server.base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true, db: "ok" });
  });

  it("answers 404 on /metrics when METRICS_TOKEN is unset", async () => {
    const server = await start();
    expect((await fetch(`${server.base}/metrics`)).status).toBe(404);
    expect((await fetch(`${server.base}/metrics`, { headers: { authorization: "Bearer anything-at-all-0123" } })).status).toBe(404);
  });
});

describe("backups", () => {
  it("npm run backup during a burst of posts: a sound copy holding every row acknowledged before it began", async () => {
    const server = await start();
    const acknowledged: string[] = [];
    let running = true;
    let n = 0;
    const post = async () => {
      while (running) {
        const marker = `backup-${n++}`;
        const res = await fetch(
          `${server.base}/fr/contact`,
          form({ name: "Test Copie", email: "copie@example.com", phone: "", subject: marker, message: "Pendant la copie." }),
        );
        await res.arrayBuffer();
        if (res.status < 400) acknowledged.push(marker);
        else throw new Error(`server answered ${res.status}`);
      }
    };
    const workers = Array.from({ length: 6 }, post);
    await waitFor(() => acknowledged.length >= 30);
    const before = [...acknowledged];
    const target = path.join(server.dir, "backups", "copy.db");
    const { stdout } = await promisify(execFile)(process.execPath, ["scripts/backup.js", target], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: { ...process.env, DATABASE_PATH: server.file },
    });
    const during = acknowledged.length;
    running = false;
    await Promise.all(workers);
    expect(stdout).toMatch(/integrity ok/);
    expect(acknowledged.length).toBeGreaterThanOrEqual(during);

    const copy = new Database(target, { readonly: true });
    try {
      expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
      const subjects = new Set((copy.prepare("SELECT subject FROM contact_messages").all() as { subject: string }[]).map((r) => r.subject));
      for (const marker of before) expect(subjects.has(marker), marker).toBe(true);
      const orphans = copy
        .prepare(
          "SELECT COUNT(*) AS n FROM contact_messages m WHERE NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.source_table = 'contact_messages' AND d.source_id = CAST(m.id AS TEXT))",
        )
        .get() as { n: number };
      expect(orphans.n).toBe(0);
    } finally {
      copy.close();
    }
  });

  it("with BACKUP_DIR, writes one at start and keeps BACKUP_KEEP of them", async () => {
    let dir = "";
    const server = await start({}, { prepare: (file) => void (dir = path.join(path.dirname(file), "scheduled")) });
    await server.stop();
    fs.mkdirSync(dir, { recursive: true });
    for (const old of ["sam-2020-01-01T00-00-00-000Z.db", "sam-2020-01-02T00-00-00-000Z.db"]) fs.writeFileSync(path.join(dir, old), "old");
    const withBackups = await start({ BACKUP_DIR: dir, BACKUP_KEEP: "2" }, { prepare: (file) => fs.copyFileSync(server.file, file) });
    await waitFor(() => fs.readdirSync(dir).some((n) => /^sam-20[2-9]\d-.*\.db$/.test(n) && !n.startsWith("sam-2020")));
    const names = fs.readdirSync(dir).sort();
    expect(names).toEqual(["sam-2020-01-02T00-00-00-000Z.db", expect.stringMatching(/^sam-\d{4}-\d\d-\d\dT[\d-]+Z\.db$/)]);
    const copy = new Database(path.join(dir, names[1]!), { readonly: true });
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
    copy.close();
    expect(withBackups.stdout()).toMatch(/"msg":"backup written"/);
  });

  it("writes pre-migration-<timestamp>.db before applying pending migrations", async () => {
    const first = Object.keys(migrations)[0]!;
    const server = await start(
      {},
      {
        prepare: async (file) => {
          // An older version's database: only the first migration applied, one row in it.
          const sqlite = new Database(file);
          const db = new Kysely<any>({ dialect: new SqliteDialect({ database: sqlite }) });
          const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(first);
          expect(error).toBeUndefined();
          sqlite
            .prepare(
              "INSERT INTO contact_messages (name, email, subject, message) VALUES ('Avant', 'avant@example.com', 'avant-migration', 'x')",
            )
            .run();
          await db.destroy();
        },
      },
    );
    const backups = fs.readdirSync(server.dir).filter((n) => /^pre-migration-\d{4}-\d\d-\d\dT[\d-]+Z\.db$/.test(n));
    expect(backups).toHaveLength(1);
    const copy = new Database(path.join(server.dir, backups[0]!), { readonly: true });
    try {
      expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
      expect((copy.prepare("SELECT name FROM kysely_migration").all() as { name: string }[]).map((r) => r.name)).toEqual([first]);
      expect(copy.prepare("SELECT subject FROM contact_messages").pluck().all()).toEqual(["avant-migration"]);
    } finally {
      copy.close();
    }
    expect(server.stdout()).toMatch(/backup written before applying migrations/);

    // Already up to date: no new backup at the next start.
    await server.stop();
    await server.restart();
    expect(fs.readdirSync(server.dir).filter((n) => n.startsWith("pre-migration-"))).toEqual(backups);

    // A newer version's database (a migration this version does not know): one clear line naming the backup.
    await server.stop();
    const sqlite = new Database(server.file);
    sqlite.prepare("INSERT INTO kysely_migration (name, timestamp) VALUES ('9999_from_the_future', '2030-01-01T00:00:00.000Z')").run();
    sqlite.close();
    const error = await server.restart().then(
      () => null,
      (e: Error) => e.message,
    );
    expect(error).toContain("server exited");
    const fatal = server
      .stdout()
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { level: string; msg: string })
      .filter((e) => e.level === "fatal");
    expect(fatal).toHaveLength(1);
    expect(fatal[0]!.msg).toMatch(/newer version of Sam \(unknown migration 9999_from_the_future\)/);
    expect(fatal[0]!.msg).toContain(path.join(server.dir, backups[0]!));
    expect(fatal[0]!.msg).not.toContain("\n");
    expect(server.exitCode()).toBe(1);
  });
});

describe("graceful shutdown", () => {
  async function postContact(base: string, marker: string) {
    const res = await fetch(
      `${base}/fr/contact`,
      form({ name: "Test Arret", email: "arret@example.com", phone: "", subject: marker, message: "Pendant l'arrêt." }),
    );
    expect(res.status).toBeLessThan(400);
  }
  const deliveryOf = (file: string, marker: string) => {
    const db = new Database(file, { readonly: true });
    try {
      return db
        .prepare(
          `SELECT d.id, d.status, d.attempts, (SELECT COUNT(*) FROM delivery_attempts a WHERE a.delivery_id = d.id AND a.http_status = 200) AS ok
             FROM webhook_deliveries d JOIN contact_messages m ON d.source_table = 'contact_messages' AND d.source_id = CAST(m.id AS TEXT)
            WHERE m.subject = ?`,
        )
        .get(marker) as { id: string; status: string; attempts: number; ok: number };
    } finally {
      db.close();
    }
  };

  it("SIGTERM during a request still uploading: the request is answered and stored, then exit 0", async () => {
    const server = await start();
    const body = new URLSearchParams({
      name: "Test Envoi",
      email: "envoi@example.com",
      phone: "",
      subject: "upload-during-stop",
      message: "x".repeat(2_000),
    }).toString();
    const url = new URL(`${server.base}/fr/contact`);
    const answered = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode!, connection: res.headers.connection });
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 1_000));
      setTimeout(() => req.end(body.slice(1_000)), 1_000);
    });
    await new Promise((r) => setTimeout(r, 300));
    const stopped = server.stop();
    const answer = await answered;
    await stopped;
    expect(answer.status).toBeGreaterThanOrEqual(300);
    expect(answer.status).toBeLessThan(400);
    expect(answer.connection).toBe("close");
    expect(server.exitCode()).toBe(0);
    const db = new Database(server.file, { readonly: true });
    try {
      expect(db.prepare("SELECT COUNT(*) FROM contact_messages WHERE subject = 'upload-during-stop'").pluck().get()).toBe(1);
    } finally {
      db.close();
    }
  });

  it("SIGTERM during a slow delivery (3 s): the delivery finishes, exit 0, nothing sent again after the restart", async () => {
    const receiver = await startReceiver(() => ({ status: 200, delayMs: 3_000 }));
    closers.push(receiver.close);
    const server = await start({ WEBHOOK_URL: receiver.url });
    await postContact(server.base, "slow-3s");
    await waitFor(() => receiver.received.length === 1);
    await server.stop();
    expect(server.exitCode()).toBe(0);
    expect(deliveryOf(server.file, "slow-3s")).toMatchObject({ status: "sent", attempts: 1, ok: 1 });
    expect(server.stdout()).toMatch(/"signal":"SIGTERM".*"msg":"stopped"/);

    await server.restart();
    await new Promise((r) => setTimeout(r, 1_500));
    expect(receiver.received).toHaveLength(1);
  });

  it("SIGTERM during a delivery slower than the 10 s limit: exit 0, then sent once after the restart with the same webhook-id", async () => {
    const receiver = await startReceiver((n) => (n === 1 ? { status: 200, delayMs: 30_000 } : { status: 200 }));
    closers.push(receiver.close);
    const server = await start({ WEBHOOK_URL: receiver.url });
    await postContact(server.base, "slow-30s");
    await waitFor(() => receiver.received.length === 1);
    const started = Date.now();
    await server.stop();
    expect(server.exitCode()).toBe(0);
    expect(Date.now() - started).toBeLessThan(20_000);
    // Cut by the shutdown (pending again) or by the 10 s webhook timeout first (failed, retried): never sent, never lost.
    const cut = deliveryOf(server.file, "slow-30s");
    expect(["pending", "failed"]).toContain(cut.status);
    expect(cut.ok).toBe(0);

    await server.restart();
    await waitFor(() => deliveryOf(server.file, "slow-30s").status === "sent");
    expect(deliveryOf(server.file, "slow-30s")).toMatchObject({ id: cut.id, status: "sent", attempts: cut.attempts + 1, ok: 1 });
    expect(receiver.received.map((r) => r.headers["webhook-id"])).toEqual([cut.id, cut.id]);
  }, 60_000);
});

describe("operator: dead deliveries and the dealer CSV import", () => {
  it("re-sends every dead webhook delivery after a confirmation with the count (plain form posts)", async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    closers.push(receiver.close);
    const server = await start({ ADMIN_PASSWORD, WEBHOOK_URL: receiver.url });
    const cookie = await login(server.base);
    // Three deliveries that died while the receiver was misconfigured.
    const db = new Database(server.file);
    const ids = ["msg_dead00000000000000000000000000001", "msg_dead00000000000000000000000000002", "msg_dead00000000000000000000000000003"];
    for (const id of ids) {
      db.prepare(
        "INSERT INTO webhook_deliveries (id, channel, form_type, payload, status, attempts, next_attempt_at) VALUES (?, 'webhook', 'contact', '{}', 'dead', 8, 0)",
      ).run(id);
    }
    db.close();
    const post = (fields: Record<string, string>) =>
      fetch(`${server.base}/admin/deliveries`, {
        ...form(fields),
        headers: { "content-type": "application/x-www-form-urlencoded", cookie },
      });

    const page = await (await fetch(`${server.base}/admin/deliveries`, { headers: { cookie } })).text();
    expect(page).toContain("Renvoyer les 3 livraisons abandonnées (Webhooks)");
    const confirm = await post({ intent: "resend-dead-confirm", kind: "webhook" });
    expect(confirm.status).toBe(200);
    const confirmPage = await confirm.text();
    expect(confirmPage).toContain("Renvoyer 3 livraison(s) abandonnée(s)");
    expect(confirmPage).toContain('name="intent" value="resend-dead"');
    expect(receiver.received).toHaveLength(0);

    const done = await post({ intent: "resend-dead", kind: "webhook" });
    expect(done.status).toBe(200);
    expect(await done.text()).toMatch(/3 livraison\(s\) de type «\s*Webhooks\s*» remise\(s\) en file\./);
    await waitFor(() => receiver.received.length === 3);
    expect(receiver.received.map((r) => r.headers["webhook-id"]).sort()).toEqual(ids);
    expect((await post({ intent: "resend-dead", kind: "fax" })).status).toBe(400);
  });

  /** `rows` dealers as French Excel saves them: semicolons, CRLF, Windows-1252. */
  function excelCsv(rows: number): Buffer {
    const lines = ["Nom;Marques;Ville;Adresse;Courriel;Téléphone;Langue"];
    for (let i = 1; i <= rows; i++) {
      lines.push(
        `Garage Élégance Numéro ${i};Toyota, Honda;Montréal;${i} boulevard René-Lévesque Est, bureau ${i};ventes${i}@garage-elegance-${i}.ca;514 555 ${String(i % 10_000).padStart(4, "0")};fr`,
      );
    }
    return Buffer.from(lines.join("\r\n") + "\r\n", "latin1");
  }

  async function importCsv(base: string, cookie: string, bytes: Buffer) {
    const body = new FormData();
    body.set("intent", "preview");
    body.set("csv", "");
    body.set("file", new Blob([new Uint8Array(bytes)], { type: "text/csv" }), "concessionnaires.csv");
    const preview = await fetch(`${base}/admin/dealers/import`, { method: "POST", body, headers: { cookie } });
    const html = await preview.text();
    expect(preview.status, html.slice(0, 300)).toBe(200);
    const csv = /<textarea name="csv" hidden=""[^>]*>([\s\S]*?)<\/textarea>/.exec(html)?.[1];
    expect(csv).toBeDefined();
    const text = csv!
      .replaceAll("&amp;", "&")
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&quot;", '"')
      .replaceAll("&#x27;", "'");
    const applied = await fetch(`${base}/admin/dealers/import`, {
      ...form({ intent: "apply", csv: text }),
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    });
    return { html, applied };
  }

  it("imports a Windows-1252 file with its accents", async () => {
    const server = servers.at(-1)!;
    const cookie = await login(server.base);
    const { html, applied } = await importCsv(server.base, cookie, excelCsv(3));
    expect(html).toContain("Garage Élégance Numéro 1");
    expect(html).not.toContain("\uFFFD");
    expect(applied.status).toBe(302);
    expect(applied.headers.get("location")).toMatch(/added=3&updated=0&skipped=0$/);
    const db = new Database(server.file, { readonly: true });
    try {
      const rows = db.prepare("SELECT name, city, address FROM dealers ORDER BY id").all() as {
        name: string;
        city: string;
        address: string;
      }[];
      expect(rows[0]).toEqual({ name: "Garage Élégance Numéro 1", city: "Montréal", address: "1 boulevard René-Lévesque Est, bureau 1" });
    } finally {
      db.close();
    }
  });

  it("imports a 2,000-row file (~300 KB, more once form-encoded)", async () => {
    const server = servers.at(-1)!;
    const cookie = await login(server.base);
    const bytes = excelCsv(2000);
    expect(bytes.length).toBeGreaterThan(256 * 1024);
    const { applied } = await importCsv(server.base, cookie, bytes);
    expect(applied.status).toBe(302);
    // Rows 1–3 came in with the previous test: updated, the others added.
    expect(applied.headers.get("location")).toMatch(/added=1997&updated=3&skipped=0$/);
    const db = new Database(server.file, { readonly: true });
    try {
      expect(db.prepare("SELECT COUNT(*) FROM dealers").pluck().get()).toBe(2000);
      expect(db.prepare("SELECT name FROM dealers WHERE email = 'ventes2000@garage-elegance-2000.ca'").pluck().get()).toBe(
        "Garage Élégance Numéro 2000",
      );
    } finally {
      db.close();
    }
  });
});
