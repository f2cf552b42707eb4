import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withServerDb } from "#tests/server-db.ts";
import { startServer } from "#tests/server.ts";
import { createSmtpServer, decodeMail, freePort } from "#tests/smtp.ts";
import { type Answer, formClient, stackTrace } from "./support.ts";

/**
 * Law 25 against the real production server, as a buyer and a person using the
 * privacy page would go through it, with a real SMTP server on 127.0.0.1: export and erasure of
 * a request from its private page (the address is then in no table, no payload copy, no log
 * line; the link answers 410 in both languages; a second erasure is harmless), the privacy page's
 * form (same answer for a known and an unknown address, a 24-hour link by e-mail to the known one),
 * the link's page, download and erasure, and the operators' page.
 */

const PASSWORD = "operator-test-password-16";
const BUYER = "lea.privacy@courriel.ca";
const PERSON = "paul.privacy@courriel.ca";

const smtp = createSmtpServer();
const smtpPort = await freePort();
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  await smtp.listen(smtpPort);
  server = await startServer({ ADMIN_PASSWORD: PASSWORD, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, WEBHOOK_RETRY_SCHEDULE_MS: "200" });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  server?.cleanup();
  await smtp.close();
});

const { post, get } = formClient(() => server.base);

function query<T>(sql: string, ...args: unknown[]): Promise<T[]> {
  return withServerDb(server, (db) => db.all<T>(sql, ...args));
}

/** Every text cell of every table containing `needle` (case-insensitive), as "table.column". */
function scanAllTables(needle: string): Promise<string[]> {
  return withServerDb(server, async (db) => {
    const hits: string[] = [];
    for (const name of await db.tables()) {
      for (const row of await db.all<Record<string, unknown>>(`SELECT * FROM "${name}"`)) {
        for (const [column, v] of Object.entries(row))
          if (typeof v === "string" && v.toLowerCase().includes(needle.toLowerCase())) hits.push(`${name}.${column}`);
      }
    }
    return hits;
  });
}

async function until<T>(what: string, fn: () => T | undefined | false | Promise<T | undefined | false>): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() - start > 15_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const mailsTo = (to: string) => smtp.received.filter((m) => m.to.includes(to));

describe("Law 25 over HTTP", () => {
  it("the buyer downloads their data, deletes their request with a confirmation, and the link answers 410", async () => {
    await withServerDb(server, async (db) => {
      const insert = "INSERT INTO dealers (name, brands, city, email, language, unsubscribe_token) VALUES (?, '[\"Toyota\"]', ?, ?, ?, ?)";
      await db.run(insert, "Toyota Laval", "Laval", "ventes@toyota-laval.ca", "fr", "u0".padEnd(43, "x"));
      await db.run(insert, "Toyota Montreal", "Montréal", "sales@toyota-mtl.ca", "en", "u1".padEnd(43, "x"));
    });

    let cookie = "";
    const step = async (path: string, form: Record<string, string>) => {
      const r = await post(path, form, cookie);
      const set = r.headers.get("set-cookie");
      if (set) cookie = set.split(";")[0]!;
      expect(r.status, path).toBe(302);
    };
    await step("/vehicle-step/1", { value: "Toyota" });
    await step("/vehicle-step/2", { value: "Neuf" });
    await step("/vehicle-step/3", { value: "Corolla" });
    await step("/vehicle-step/4", { value: "LE" });
    await step("/vehicle-step/5", { value: "2" });
    await step("/vehicle-step/6", { value: "Courriel" });
    await step("/vehicle-step/7", { value: "Léa Tremblay" });
    await step("/vehicle-step/8", { email: BUYER, phone: "514-555-0142" });
    await step("/vehicle-step/9", { value: "Laval" });
    await step("/vehicle-step/10", { value: "B) Ne pas partager - Sam relaie tout" });
    expect((await get("/vehicle-step/success", cookie)).status).toBe(200);

    const [{ token }] = await query<{ token: string }>("SELECT token FROM buyer_requests");
    await until("the confirmation e-mail", () => mailsTo(BUYER).length === 1);
    // Confirmed with the e-mailed link (decision 041).
    const confirmLink = /https?:\/\/[^/\s]+(\/confirmer\/[\w-]{43})/.exec(decodeMail(mailsTo(BUYER)[0]!.raw))![1]!;
    expect((await post(confirmLink, { intent: "confirm" })).status).toBe(302);
    // Then sent from the private page, as the buyer read it (decision 055).
    const seen = /name="seen" value="([0-9a-f]{24})"/.exec((await get(`/demande/${token}`)).text)![1]!;
    expect((await post(`/demande/${token}`, { intent: "send", seen })).status).toBe(302);
    await until("both quote requests", () => mailsTo("ventes@toyota-laval.ca").length === 1 && mailsTo("sales@toyota-mtl.ca").length === 1);

    const page = await get(`/demande/${token}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Télécharger mes données (JSON)");
    expect(page.text).toContain("Supprimer ma demande");
    expect((await get(`/en/request/${token}`)).text).toContain("Download my data (JSON)");

    // Download: a JSON attachment with everything personal, never cached.
    const download = await post(`/demande/${token}/donnees`, {});
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toMatch(/application\/json/);
    expect(download.headers.get("content-disposition")).toMatch(/attachment/);
    expect(download.headers.get("cache-control")).toMatch(/no-store/);
    const doc = JSON.parse(download.text) as {
      vehicleRequests: Array<{ contact: { email: string; name: string } }>;
      messagesSent: unknown[];
    };
    expect(doc.vehicleRequests[0]!.contact).toMatchObject({ email: BUYER, name: "Léa Tremblay" });
    expect(doc.messagesSent.length).toBeGreaterThanOrEqual(3);

    // Delete: the first post shows the confirmation and erases nothing.
    const ask = await post(`/demande/${token}`, { intent: "erase-ask" });
    expect(ask.status).toBe(200);
    expect(ask.text).toContain("Supprimer définitivement cette demande");
    expect(ask.text).toContain('name="intent" value="erase"');
    expect((await scanAllTables(BUYER)).length).toBeGreaterThan(0);
    const erase = await post(`/demande/${token}`, { intent: "erase" });
    expect(erase.status).toBe(302);
    expect(erase.headers.get("location")).toBe(`/demande/${token}`);

    const gone = await get(`/demande/${token}`);
    expect(gone.status).toBe(410);
    expect(gone.text).toContain("Demande supprimée");
    expect(gone.text).not.toMatch(stackTrace);
    const goneEn = await get(`/en/request/${token}`);
    expect(goneEn.status).toBe(410);
    expect(goneEn.text).toContain("Request deleted");
    expect((await post(`/demande/${token}/donnees`, {})).status).toBe(404);
    // A GET of the download's address changes nothing and leads to the page.
    const typed = await get(`/demande/${token}/donnees`);
    expect(typed.status).toBe(302);
    expect(typed.headers.get("location")).toBe(`/demande/${token}`);
    // A link that never existed stays a plain 404.
    expect((await get(`/demande/${"z".repeat(43)}`)).status).toBe(404);

    // Dealers already contacted are told; a second erasure changes nothing.
    const notices = async () =>
      (await query<{ n: number }>("SELECT count(*) AS n FROM webhook_deliveries WHERE form_type = 'dealer-withdrawal'"))[0]!.n;
    expect(await notices()).toBe(2);
    const again = await post(`/demande/${token}`, { intent: "erase" });
    expect(again.status).toBe(302);
    expect((await post(`/demande/${token}`, { intent: "erase-ask" })).status).toBe(302);
    expect(await notices()).toBe(2);
    await until(
      "both withdrawal notices",
      () => mailsTo("ventes@toyota-laval.ca").length === 2 && mailsTo("sales@toyota-mtl.ca").length === 2,
    );
    const notice = decodeMail(mailsTo("sales@toyota-mtl.ca")[1]!.raw);
    expect(notice).toMatch(/withdrew quote request/);
    // The phone as digits, in any spelling (a bare "514" could match a random Message-ID).
    for (const personal of [BUYER, "Léa", "Tremblay"]) expect(notice).not.toContain(personal);
    expect(notice.replace(/\D+/g, " ")).not.toMatch(/\b514 ?555 ?0142\b/);

    expect(await scanAllTables(BUYER)).toEqual([]);
    expect(await scanAllTables("Tremblay")).toEqual([]);
    expect(await scanAllTables("555-0142")).toEqual([]);
    expect(server.output()).not.toContain(BUYER);
    const audit = await query<{ action: string; actor: string }>("SELECT action, actor FROM privacy_audit ORDER BY at");
    expect(audit).toEqual([
      { action: "export", actor: "buyer" },
      { action: "erase", actor: "buyer" },
    ]);
  });

  it("the privacy page's form answers the same for any address and e-mails a link that shows, exports and erases everything", async () => {
    const contact = await post("/fr/contact", {
      name: "Paul Gagnon",
      email: PERSON,
      subject: "Ma demande",
      message: "Bonjour, une question.",
    });
    expect(contact.status).toBe(302);
    const before = smtp.received.length;

    const known = await post("/fr/confidentialite", { email: PERSON.toUpperCase() });
    const unknown = await post("/fr/confidentialite", { email: "personne@courriel.ca" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const message = (a: Answer) => /data-testid="privacy-request-sent"[^>]*>([^<]*)</.exec(a.text)?.[1];
    expect(message(known)).toMatch(/Si des renseignements sont associés/);
    expect(message(unknown)).toBe(message(known));
    expect(known.headers.get("cache-control")).toMatch(/no-store/);
    // A bad address: the form again, with its error, in the page's language.
    const bad = await post("/en/privacy", { email: "a,b@x.ca" });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Enter a valid e-mail address.");
    expect(bad.text).not.toMatch(stackTrace);

    await until("the privacy link", () => mailsTo(PERSON).length === 1);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.received.length - before).toBe(1);
    expect(mailsTo("personne@courriel.ca")).toHaveLength(0);
    const mail = decodeMail(mailsTo(PERSON)[0]!.raw);
    const link = /https?:\/\/[^/\s]+(\/fr\/confidentialite\/acces\/[A-Za-z0-9_-]{43})/.exec(mail);
    expect(link).not.toBeNull();
    const path = link![1]!;

    const view = await get(path);
    expect(view.status).toBe(200);
    expect(view.headers.get("cache-control")).toMatch(/no-store/);
    expect(view.text).toContain("Messages de contact (1)");
    expect(view.text).toContain("Ma demande");

    const download = await post(`${path}/donnees`, {});
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/attachment/);
    expect(JSON.parse(download.text).contactMessages[0]).toMatchObject({ email: PERSON, message: "Bonjour, une question." });

    const ask = await post(path, { intent: "erase-ask" });
    expect(ask.text).toContain("Supprimer définitivement tout ce qui est associé à cette adresse");
    expect((await scanAllTables(PERSON)).length).toBeGreaterThan(0);
    const erased = await post(path, { intent: "erase" });
    // The answer says it is done; the link it came from is already gone (410).
    expect(erased.status).toBe(410);
    expect(erased.text).toContain("Données supprimées");

    expect(await scanAllTables(PERSON)).toEqual([]);
    expect(await scanAllTables("Paul Gagnon")).toEqual([]);
    const after = await get(path);
    expect(after.status).toBe(410);
    expect(after.text).toContain("Lien expiré ou déjà utilisé");
    expect((await post(`${path}/donnees`, {})).status).toBe(410);
    expect(server.output()).not.toContain(PERSON);
    expect(server.output()).not.toContain(path.split("/").at(-1));
  });

  it("operators find, export and erase a person's data by address, behind the login; the audit log holds no address", async () => {
    expect((await post("/admin/privacy", { email: "x@courriel.ca" })).status).toBe(302);
    const login = await post("/admin/login", { password: PASSWORD });
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const other = "marie.ops@courriel.ca";
    expect((await post("/fr/contact", { name: "Marie", email: other, subject: "Sujet", message: "Message" })).status).toBe(302);

    const found = await post("/admin/privacy", { email: other, intent: "find" }, cookie);
    expect(found.status).toBe(200);
    expect(found.text).toContain("Messages de contact : 1");
    const exported = await post("/admin/privacy/export", { email: other }, cookie);
    expect(exported.status).toBe(200);
    expect(JSON.parse(exported.text).contactMessages).toHaveLength(1);
    const ask = await post("/admin/privacy", { email: other, intent: "erase-ask" }, cookie);
    expect(ask.text).toContain("Effacer définitivement");
    const erased = await post("/admin/privacy", { email: other, intent: "erase" }, cookie);
    expect(erased.text).toContain("Renseignements effacés.");
    expect(await scanAllTables(other)).toEqual([]);

    const page = await get("/admin/privacy", cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-testid="privacy-audit"');
    const actors = await query<{ actor: string; action: string; reference: string }>("SELECT actor, action, reference FROM privacy_audit");
    expect(
      actors
        .filter((a) => a.actor === "operator")
        .map((a) => a.action)
        .sort(),
    ).toEqual(["erase", "export", "find", "find"]);
    for (const a of actors) expect(a.reference).not.toMatch(/@/);
    expect(server.output()).not.toContain(other);
  });
});
