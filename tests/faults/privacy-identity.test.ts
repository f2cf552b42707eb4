import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withServerDb } from "#tests/server-db.ts";
import { startServer } from "#tests/server.ts";
import { createSmtpServer, decodeMail, freePort } from "#tests/smtp.ts";
import { formClient, stackTrace } from "./support.ts";

/**
 * Whose data a privacy link opens and who may confirm a request, against the real production
 * server and a real SMTP server (decisions 040 and 041), on SQLite and on PostgreSQL
 * (vitest.faults-pg.config.ts):
 * - a privacy link finds the records whose own address is exactly the one asked for — never a
 *   record that merely contains it, a look-alike domain, or a chat where it was typed and then
 *   corrected; its export holds no private link of any kind and no e-mail sent to someone else;
 *   its erasure touches nobody else's request;
 * - only the holder of the confirmation e-mail confirms a request: nothing another person can
 *   see (the chat's pages, their own privacy export) confirms it; the link works once, and is
 *   never in the logs nor in the operator's copy of the outbox;
 * - the operator's privacy audit counts anonymous link requests per day instead of listing them,
 *   filters by kind, and is purged after two years.
 */

const PASSWORD = "operator-test-password-24";
const smtp = createSmtpServer();
const smtpPort = await freePort();
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  await smtp.listen(smtpPort);
  server = await startServer({ ADMIN_PASSWORD: PASSWORD, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, WEBHOOK_RETRY_SCHEDULE_MS: "200" });
  await withServerDb(server, async (db) => {
    const insert = "INSERT INTO dealers (name, brands, city, email, language, unsubscribe_token) VALUES (?, ?, ?, ?, 'fr', ?)";
    await db.run(insert, "Toyota Laval", '["Toyota"]', "Laval", "ventes@toyota-laval.ca", "u0".padEnd(43, "x"));
    await db.run(insert, "Polestar Montréal", '["Polestar"]', "Montréal", "ventes@polestar-mtl.ca", "u1".padEnd(43, "x"));
  });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await server?.cleanup();
  await smtp.close();
});

const { post, get } = formClient(() => server.base);

function query<T>(sql: string, ...args: unknown[]): Promise<T[]> {
  return withServerDb(server, (db) => db.all<T>(sql, ...args));
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
/** The paths of the links a text carries on this server (absolute links of e-mails, relative links of pages). */
const pathsIn = (text: string) =>
  [...text.matchAll(/(?:https?:\/\/[^/\s"'<>]+)?(\/[A-Za-z0-9/_-]*[A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/g)].map((m) => m[1]!);
/** A 43-character token in a link (request, offer, unsubscribe, privacy access, confirmation). */
const TOKEN_LINK = /\/[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/;

/** The wizard, answered with JavaScript off, for one buyer (a Toyota Corolla near Laval). */
async function wizard(person: { name: string; email: string; phone: string }): Promise<string> {
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
  await step("/vehicle-step/5", { value: "1" });
  await step("/vehicle-step/6", { value: "Courriel" });
  await step("/vehicle-step/7", { value: person.name });
  await step("/vehicle-step/8", { email: person.email, phone: person.phone });
  await step("/vehicle-step/9", { value: "Laval" });
  await step("/vehicle-step/10", { value: "B) Ne pas partager - Sam relaie tout" });
  expect((await get("/vehicle-step/success", cookie)).status).toBe(200);
  return cookie;
}

/** The privacy page's form, then the link it e-mails (undefined when none comes). */
async function privacyLink(email: string, expectLink = true): Promise<string | undefined> {
  const before = mailsTo(email.trim().toLowerCase()).length;
  const asked = await post("/fr/confidentialite", { email });
  expect(asked.status).toBe(200);
  if (!expectLink) return undefined;
  await until(`the privacy link to ${email}`, () => mailsTo(email.trim().toLowerCase()).length > before);
  const mail = decodeMail(mailsTo(email.trim().toLowerCase()).at(-1)!.raw);
  return /https?:\/\/[^/\s]+(\/fr\/confidentialite\/acces\/[A-Za-z0-9_-]{43})/.exec(mail)![1]!;
}

async function contactMessage(name: string, email: string) {
  expect((await post("/fr/contact", { name, email, subject: "Question", message: "Bonjour, une question." })).status).toBe(302);
}

describe("a privacy link is the address's, exactly", () => {
  it("finds, exports and erases only the records whose own address is the one asked for", async () => {
    const victim = { name: "Victor Lavictoire", email: "x.y@acme-corp.com", phone: "514-555-0177" };
    await wizard(victim);
    await until("the victim's confirmation e-mail", () => mailsTo(victim.email).length === 1);
    // The victim confirms through the e-mail they received.
    const [confirmPath] = pathsIn(decodeMail(mailsTo(victim.email)[0]!.raw));
    expect((await post(confirmPath!, { intent: "confirm" })).status).toBe(302);
    const [{ token }] = await query<{ token: string }>("SELECT token FROM buyer_requests WHERE request_kind = 'submission'");
    // Then sends it from the private page, as read there (decision 055).
    const read = /name="seen" value="([0-9a-f]{24})"/.exec((await get(`/demande/${token}`)).text)![1]!;
    expect((await post(`/demande/${token}`, { intent: "send", seen: read })).status).toBe(302);
    await until("the quote request", () => mailsTo("ventes@toyota-laval.ca").length === 1);

    // An address that merely contains the victim's, with nothing of its own: no link is sent.
    await privacyLink("y@acme-corp.com", false);
    // A look-alike domain with a record of its own: its link shows that record only.
    const attacker = "y@acme-corp.co";
    await contactMessage("Yves Attaquant", attacker);
    const path = (await privacyLink(` ${attacker.toUpperCase()} `))!;
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Messages de contact (1)");
    // (The page's words are in its data too: what is shown has a count after it.)
    expect(page.text).not.toMatch(/Demandes de véhicule \(\d+\)/);
    expect(page.text).not.toContain("Corolla");
    const download = await post(`${path}/donnees`, {});
    expect(download.status).toBe(200);
    const doc = JSON.parse(download.text) as { vehicleRequests: unknown[]; conversations: unknown[]; contactMessages: unknown[] };
    expect(doc.vehicleRequests).toEqual([]);
    expect(doc.conversations).toEqual([]);
    expect(doc.contactMessages).toHaveLength(1);
    for (const personal of [victim.name, victim.email, "555-0177", token]) expect(download.text).not.toContain(personal);

    // Its erasure leaves the victim's request whole: the page still opens, no dealer is told anything.
    expect((await post(path, { intent: "erase" })).status).toBe(410);
    expect((await get(`/demande/${token}`)).status).toBe(200);
    const [kept] = await query<{ email: string; name: string }>("SELECT email, name FROM vehicle_submissions");
    expect(kept).toEqual({ email: victim.email, name: victim.name });
    expect(await query("SELECT id FROM webhook_deliveries WHERE form_type = 'dealer-withdrawal'")).toEqual([]);
    await new Promise((r) => setTimeout(r, 600));
    expect(mailsTo("y@acme-corp.com")).toHaveLength(0);
    expect(mailsTo("ventes@toyota-laval.ca")).toHaveLength(1);

    // The victim's own export, by their address in any case and spacing: their request, and no
    // private link of any kind nor any e-mail sent to someone else.
    const own = (await privacyLink(" X.Y@ACME-corp.com"))!;
    const mine = await post(`${own}/donnees`, {});
    const minedoc = JSON.parse(mine.text) as { vehicleRequests: Array<{ contact: { email: string } }>; messagesSent: unknown[] };
    expect(minedoc.vehicleRequests.map((r) => r.contact.email)).toEqual([victim.email]);
    expect(minedoc.messagesSent.length).toBeGreaterThan(0);
    expect(mine.text).not.toMatch(TOKEN_LINK);
    expect(mine.text).not.toContain("ventes@toyota-laval.ca");
    expect(mine.text).not.toContain("Toyota Laval,");
    // The request page's download too.
    const fromPage = await post(`/demande/${token}/donnees`, {});
    expect(fromPage.status).toBe(200);
    expect(fromPage.text).not.toMatch(TOKEN_LINK);
  });
});

describe("the confirmation belongs to the mailbox", () => {
  it("an address typed then corrected to someone else's gives its typist nothing that confirms; the mailbox confirms once", async () => {
    const attacker = "attaquant@acme-corp.co";
    const victim = "victime@acme-corp.com";
    const turns = [
      "Bonjour",
      "Polestar",
      "oui c'est ça, neuf",
      "le 2",
      "peu importe",
      "électrique",
      "intégrale",
      "toit panoramique",
      "gris",
      "location",
      "48 mois",
      "non",
      "1",
      "courriel",
      "Yves Attaquant",
      attacker,
      `correction : mon courriel est plutôt ${victim}`,
      "Montréal",
      "A",
    ];
    let cookie = "";
    let c: string | null = null;
    for (const message of turns) {
      const res: Response = await fetch(`${server.base}/chat${c ? `?c=${c}` : ""}`, {
        method: "POST",
        body: new URLSearchParams({ message, website: "", ...(c ? { c } : {}) }),
        headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
        redirect: "manual",
      });
      expect(res.status, message).toBe(302);
      const set = res.headers.get("set-cookie");
      if (set) cookie = set.split(";")[0]!;
      c = new URL(res.headers.get("location")!, server.base).searchParams.get("c");
    }
    const chatPage = await get(`/chat?c=${c}`, cookie);
    expect(chatPage.text).toMatch(/Parfait ! Je mets la pression/);
    const [request] = await query<{ id: number; token: string; state: string }>(
      "SELECT id, token, state FROM buyer_requests WHERE request_kind = 'chat'",
    );
    expect(request!.state).toBe("awaiting_confirmation");
    await until("the confirmation e-mail to the corrected address", () => mailsTo(victim).length === 1);

    // Everything the typist can read: the chat's pages, and their own privacy link's page and export.
    await contactMessage("Yves Attaquant", attacker);
    const access = (await privacyLink(attacker))!;
    const accessPage = await get(access);
    expect(accessPage.text).not.toMatch(/Conversations avec Sam \(\d+\)/);
    const exported = await post(`${access}/donnees`, {});
    expect(exported.status).toBe(200);
    expect(JSON.parse(exported.text).conversations).toEqual([]);
    const seen = new Set([...pathsIn(chatPage.text), ...pathsIn(accessPage.text), ...pathsIn(exported.text)]);
    seen.delete(access);
    for (const p of seen) {
      await get(p);
      await post(p, { intent: "confirm" });
    }
    const [still] = await query<{ state: string }>("SELECT state FROM buyer_requests WHERE id = ?", request!.id);
    expect(still!.state).toBe("awaiting_confirmation");
    expect(await query("SELECT id FROM dealer_requests WHERE buyer_request_id = ?", request!.id)).toEqual([]);
    // The private page itself confirms nothing.
    await post(`/demande/${request!.token}`, { intent: "confirm" });
    expect((await query<{ state: string }>("SELECT state FROM buyer_requests WHERE id = ?", request!.id))[0]!.state).toBe(
      "awaiting_confirmation",
    );

    // The mailbox: its link, opened (a mail scanner's GET confirms nothing), then confirmed once.
    const mail = decodeMail(mailsTo(victim)[0]!.raw);
    const links = [...new Set(pathsIn(mail))];
    expect(links).toHaveLength(1);
    const link = links[0]!;
    const secret = link.split("/").at(-1)!;
    expect(link).not.toContain(request!.token);
    const opened = await get(link);
    expect(opened.status).toBe(200);
    expect(opened.text).toContain('name="intent" value="confirm"');
    expect((await query<{ state: string }>("SELECT state FROM buyer_requests WHERE id = ?", request!.id))[0]!.state).toBe(
      "awaiting_confirmation",
    );
    const confirmed = await post(link, { intent: "confirm" });
    expect(confirmed.status).toBe(302);
    // The address confirmed, the private page shows the request; the buyer sends it (decision 055).
    expect(confirmed.headers.get("location")).toBe(`/demande/${request!.token}?address=1#request-preview`);
    const shown = /name="seen" value="([0-9a-f]{24})"/.exec((await get(`/demande/${request!.token}`)).text)![1]!;
    const sent = await post(`/demande/${request!.token}`, { intent: "send", seen: shown });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`/demande/${request!.token}?confirmed=1`);
    await until("the quote request", () => mailsTo("ventes@polestar-mtl.ca").length === 1);
    // Used: the link confirms nothing more and leads nowhere.
    const again = await post(link, { intent: "confirm" });
    expect(again.status).toBe(410);
    expect(again.text).not.toContain(request!.token);
    expect(again.text).not.toMatch(stackTrace);
    const againEn = await get(link.replace(/^\/confirmer\//, "/en/confirm/"));
    expect(againEn.status).toBe(410);
    expect(againEn.text).toContain("This confirmation link");

    // Never logged, never in the operator's view of the outbox.
    expect(server.output()).not.toContain(secret);
    const login = await post("/admin/login", { password: PASSWORD });
    const operator = login.headers.get("set-cookie")!.split(";")[0]!;
    const [delivery] = await query<{ id: string }>(
      "SELECT id FROM webhook_deliveries WHERE form_type = 'buyer-request-link' AND source_id = ?",
      String(request!.id),
    );
    const view = await get(`/admin/deliveries?id=${delivery!.id}`, operator);
    expect(view.status).toBe(200);
    expect(view.text).toContain(delivery!.id);
    expect(view.text).not.toContain(secret);
    const outreach = await get(`/admin/outreach/${request!.id}`, operator);
    expect(outreach.status).toBe(200);
    expect(outreach.text).not.toContain(secret);
  });
});

describe("the operator's privacy audit", () => {
  it("counts anonymous link requests per day, lists and filters the real actions, and forgets them after two years", async () => {
    const before = (await query<{ n: number }>("SELECT count(*) AS n FROM privacy_audit WHERE action != 'link-requested'"))[0]!.n;
    for (let i = 0; i < 52; i++) expect((await post("/fr/confidentialite", { email: `anonyme${i}@exemple.ca` })).status).toBe(200);
    const login = await post("/admin/login", { password: PASSWORD });
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    await contactMessage("Marie Audit", "marie.audit@courriel.ca");
    expect((await post("/admin/privacy", { email: "marie.audit@courriel.ca", intent: "erase" }, cookie)).status).toBe(200);

    const page = await get("/admin/privacy", cookie);
    expect(page.status).toBe(200);
    const rows = [...page.text.matchAll(/<tr[^>]*data-action="([a-z-]+)"/g)].map((m) => m[1]);
    expect(rows).toContain("erase");
    expect(rows).not.toContain("link-requested");
    expect(rows.length).toBe(before + 1);
    const counts = /data-testid="privacy-link-counts"[\s\S]*?<\/table>/.exec(page.text)?.[0] ?? "";
    expect(counts).toMatch(/>\s*(?:5[2-9]|[6-9]\d)\s*</);

    const erases = await get("/admin/privacy?kind=erase", cookie);
    const only = [...erases.text.matchAll(/<tr[^>]*data-action="([a-z-]+)"/g)].map((m) => m[1]);
    expect(only.length).toBeGreaterThan(0);
    expect(new Set(only)).toEqual(new Set(["erase"]));
    // An unknown kind is no kind: the whole list.
    expect((await get("/admin/privacy?kind=%3Cscript%3E", cookie)).status).toBe(200);

    // Two years and a day old: purged by the retention run at the next start; a year old: kept.
    const day = 86_400_000;
    await withServerDb(server, async (db) => {
      const insert =
        "INSERT INTO privacy_audit (id, at, action, subject, actor, reference, counts) VALUES (?, ?, 'erase', 'email', 'operator', ?, '{}')";
      await db.run(insert, "old-audit-row", Date.now() - (2 * 365 + 2) * day, "h:old");
      await db.run(insert, "recent-audit-row", Date.now() - 365 * day, "h:recent");
    });
    await server.stop();
    await server.restart();
    await until(
      "the old audit row purged",
      async () => (await query("SELECT id FROM privacy_audit WHERE id = 'old-audit-row'")).length === 0,
    );
    expect(await query("SELECT id FROM privacy_audit WHERE id = 'recent-audit-row'")).toHaveLength(1);
  });
});
