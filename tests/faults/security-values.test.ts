import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withServerDb } from "#tests/server-db.ts";
import { startServer } from "#tests/server.ts";

/**
 * Values an attacker types where the server trusted their shape: fee labels, links in free text,
 * implausible prices and dates, and page addresses that fill the page cache. Each tried against
 * the real server the way the assessment found it (decision 043).
 */

type Started = Awaited<ReturnType<typeof startServer>>;
type Answer = { status: number; headers: Headers; text: string };

const PASSWORD = "operator-test-password-16";

function useServer(env: Record<string, string> = {}) {
  const holder: { server?: Started } = {};
  beforeAll(async () => {
    holder.server = await startServer({ ADMIN_PASSWORD: PASSWORD, ...env });
  }, 60_000);
  afterAll(async () => {
    await holder.server?.stop();
    await holder.server?.cleanup();
  });
  return () => {
    if (!holder.server) throw new Error("the server is not started");
    return holder.server;
  };
}

async function request(base: string, path: string, init: { form?: Record<string, string>; cookie?: string } = {}): Promise<Answer> {
  const res = await fetch(base + path, {
    method: init.form ? "POST" : "GET",
    redirect: "manual",
    headers: {
      ...(init.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    ...(init.form ? { body: new URLSearchParams(init.form) } : {}),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const cookieOf = (a: Answer) => a.headers.get("set-cookie")?.split(";")[0] ?? "";
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A wizard request left to the operator's approval (as when its address is past the day's
 * confirmation caps), approved by the operator: the dealers' reply links, in rank order, and the
 * buyer's private page. (A reserved address such as example.com is refused when typed, decision 044.)
 */
async function approvedRequest(server: Started, dealers: string[]): Promise<{ links: string[]; buyerPath: string }> {
  await withServerDb(server, async (db) => {
    for (const [i, name] of dealers.entries()) {
      await db.run(
        "INSERT INTO dealers (name, brands, city, email, unsubscribe_token) VALUES (?, '[\"Toyota\"]', 'Laval', ?, ?)",
        name,
        `d${i}@dealers.example`,
        `unsub-${name}`.padEnd(43, "x"),
      );
    }
  });
  let cookie = "";
  for (const [step, form] of [
    [1, { value: "Toyota" }],
    [2, { value: "Neuf" }],
    [3, { value: "Corolla" }],
    [4, { value: "LE" }],
    [5, { value: String(dealers.length) }],
    [6, { value: "Courriel" }],
    [7, { value: "Marc Gagnon" }],
    [8, { email: "marc.gagnon@courriel.ca", phone: "514-555-0199" }],
    [9, { value: "Laval" }],
    [10, { value: "B) Ne pas partager - Sam relaie tout" }],
  ] as const) {
    const r = await request(server.base, `/vehicle-step/${step}`, { form: { ...form }, cookie });
    cookie = cookieOf(r) || cookie;
    expect(r.status, `step ${step}`).toBe(302);
  }
  const operator = cookieOf(await request(server.base, "/admin/login", { form: { password: PASSWORD } }));
  const br = (await withServerDb(server, (db) =>
    db.get<{ id: number; token: string }>("SELECT id, token FROM buyer_requests ORDER BY id DESC"),
  ))!;
  await withServerDb(server, (db) => db.run("UPDATE buyer_requests SET state = 'awaiting_approval' WHERE id = ?", br.id));
  // The buyer reads and approves what dealers will read on their page; the operator then approves
  // that wording on the request's page (decision 055).
  const page = await fetch(`${server.base}/demande/${br.token}`);
  const seen = /name="seen" value="([0-9a-f]{24})"/.exec(await page.text())![1]!;
  expect((await request(server.base, `/demande/${br.token}`, { form: { intent: "review", seen } })).status).toBe(302);
  const approved = await request(server.base, `/admin/outreach/${br.id}`, { form: { seen }, cookie: operator });
  expect(approved.status).toBe(302);
  const links = await withServerDb(server, (db) =>
    db.all<{ token: string }>("SELECT token FROM dealer_requests WHERE buyer_request_id = ? ORDER BY rank", br.id),
  );
  expect(links).toHaveLength(dealers.length);
  return { links: links.map((l) => `/offre/${l.token}`), buyerPath: `/demande/${br.token}` };
}

const offer = (price: string, fees: Array<[string, string]> = [], extra: Record<string, string> = {}) => ({
  price,
  ...Object.fromEntries(
    fees.flatMap(([label, amount], i) => [
      [`fees[${i}].label`, label],
      [`fees[${i}].amount`, amount],
    ]),
  ),
  availability: "in_stock",
  financingKind: "none",
  validUntil: inDays(30),
  acceptRules: "on",
  ...extra,
});

/** The dealers' names on the buyer's page, best first (the phone cards), and the one tagged best. */
function ranking(html: string): { order: string[]; best: string | undefined } {
  const cards = [...html.matchAll(/<li[^>]*data-testid="offer-card"[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[1]!);
  const name = (card: string) => /data-testid="card-dealer"[^>]*>([^<]*)</.exec(card)?.[1]?.trim() ?? "";
  return { order: cards.map(name), best: cards.filter((c) => c.includes("Meilleur prix")).map(name)[0] };
}

describe("fees: only the real taxes are left out of the all-in price", () => {
  const server = useServer();

  it("an add-on labelled as a tax counts in the all-in price; real GST and QST lines do not; a round-2 raise in disguise is refused", async () => {
    const { links, buyerPath } = await approvedRequest(server(), ["Toyota Fiscal", "Toyota Honnête"]);
    // Dealer A: 30 000 $ and 2 000 $ of "administration fees (GST)": 32 000 $ all in.
    const a = await request(server().base, links[0]!, { form: offer("30000", [["Frais d'administration TPS", "2000"]]) });
    expect(a.status).toBe(302);
    // Dealer B: 31 000 $ with the real GST (5 %) and QST (9.975 %) itemised: 31 000 $ all in.
    const b = await request(server().base, links[1]!, {
      form: offer("31000", [
        ["TPS (5 %)", "1550"],
        ["TVQ 9,975 %", "3092,25"],
      ]),
    });
    expect(b.status).toBe(302);
    const page = await request(server().base, buyerPath);
    expect(page.status).toBe(200);
    expect(ranking(page.text)).toEqual({ order: ["Toyota Honnête", "Toyota Fiscal"], best: "Toyota Honnête" });

    // Round 2 (as openRound2 leaves it): B "lowers" to 29 000 $ plus 2 500 $ labelled "TPS" (the GST on 29 000 $ is 1 450 $): 31 500 $ all in.
    await withServerDb(server(), async (db) => {
      await db.run(
        "UPDATE buyer_requests SET negotiation = 'open', negotiation_ends_at = ?",
        new Date(Date.now() + 3_600_000).toISOString(),
      );
      await db.run("UPDATE offers SET first_price_cents = price_cents, first_flagged_fees_cents = flagged_fees_cents");
    });
    const raise = await request(server().base, links[1]!, { form: offer("29000", [["TPS", "2500"]]) });
    expect(raise.status).toBe(400);
    const stored = await withServerDb(server(), (db) =>
      db.get<{ price_cents: number }>(
        "SELECT o.price_cents FROM offers o JOIN dealer_requests r ON r.id = o.dealer_request_id WHERE r.token = ?",
        links[1]!.slice(7),
      ),
    );
    expect(stored!.price_cents).toBe(3_100_000);
    // A real lowering with the real GST on the new price is taken.
    const lower = await request(server().base, links[1]!, { form: offer("30000", [["TPS", "1500"]]) });
    expect(lower.status).toBe(302);
  }, 60_000);
});

describe("plausible offer values", () => {
  const server = useServer({ OFFER_PRICE_MAX: "100000" });

  it("a 0 $ or 1 $ price, a price over the configured maximum and impossible dates are refused with the field's error", async () => {
    const { links, buyerPath } = await approvedRequest(server(), ["Toyota Zéro"]);
    for (const price of ["0", "1", "999", "150000"]) {
      const r = await request(server().base, links[0]!, { form: offer(price) });
      expect(r.status, price).toBe(400);
      expect(r.text.replace(/[\u00a0\u202f]/g, " "), price).toContain("Entrez un prix entre 1 000 $ et 100 000 $");
    }
    for (const [field, value] of [
      ["validUntil", "2026-13-45"],
      ["validUntil", "2027-02-30"],
      ["availableOn", "2027-02-29"],
    ] as const) {
      const extra: Record<string, string> = field === "availableOn" ? { availability: "date", availableOn: value } : { [field]: value };
      const r = await request(server().base, links[0]!, { form: offer("25000", [], extra) });
      expect(r.status, value).toBe(400);
      expect(r.text, value).toContain("Entrez une date valide");
    }
    const page = await request(server().base, buyerPath);
    expect(ranking(page.text)).toEqual({ order: [], best: undefined });
    expect(await withServerDb(server(), (db) => db.get<{ n: number }>("SELECT count(*) AS n FROM offers"))).toEqual({ n: 0 });
    expect((await request(server().base, links[0]!, { form: offer("25000") })).status).toBe(302);
    expect(ranking((await request(server().base, buyerPath)).text)).toEqual({ order: ["Toyota Zéro"], best: "Toyota Zéro" });
  }, 60_000);
});

describe("links in single-line answers", () => {
  const server = useServer();

  it("link shorteners, any host-like word.word and bare IP addresses are refused, in both languages, with the field's message", async () => {
    let cookie = "";
    const post = async (path: string, form: Record<string, string>) => {
      const r = await request(server().base, path, { form, cookie });
      cookie = cookieOf(r) || cookie;
      return r;
    };
    expect((await post("/vehicle-step/1", { value: "Toyota" })).status).toBe(302);
    expect((await post("/vehicle-step/2", { value: "Neuf" })).status).toBe(302);
    for (const value of [
      "Corolla rb.gy/x7k2",
      "Corolla is.gd/abc",
      "Corolla promo.deals",
      "Corolla 192.168.10.20",
      "Corolla [2001:db8::1]",
    ]) {
      const fr = await post("/vehicle-step/3", { value });
      expect(fr.status, value).toBe(400);
      expect(fr.text, value).toContain("Les liens et adresses de sites ne sont pas acceptés dans ce champ");
      const en = await post("/en/vehicle-step/3", { value });
      expect(en.status, value).toBe(400);
      expect(en.text, value).toContain("Links and website addresses are not accepted");
    }
    // What a trim or a model really looks like still passes.
    expect((await post("/vehicle-step/3", { value: "Corolla 2.0L S.E." })).status).toBe(302);
    expect((await post("/vehicle-step/4", { value: "is.gd" })).status).toBe(400);
    expect((await post("/vehicle-step/4", { value: "XSE 2.5" })).status).toBe(302);
  });
});

describe("the page cache", () => {
  const server = useServer();
  /** A page served from the cache carries its inline scripts' hashes; a fresh render, a nonce. */
  const fromCache = (a: Answer) => /'sha256-/.test(a.headers.get("content-security-policy") ?? "");

  it("address variants (case, trailing slash, percent-encoding) neither fill the cache nor miss it", async () => {
    // 250 spellings of one public page, each a 200 today.
    for (let i = 0; i < 250; i++) {
      const spelled = [..."fonctionnement"].map((c, j) => ((i >> j) & 1 ? c.toUpperCase() : c)).join("");
      const r = await request(server().base, `/fr/${i % 2 ? spelled : `${spelled}/`}`);
      expect(r.status).toBeLessThan(400);
    }
    // A page never asked for yet is still cached: the second visit is served from memory.
    expect(fromCache(await request(server().base, "/en/chat"))).toBe(false);
    expect(fromCache(await request(server().base, "/en/chat"))).toBe(true);
    // Its variants are the same page, from the same entry.
    for (const variant of ["/EN/Chat", "/en/chat/", "/en/%63hat", "/En/CHAT/"]) {
      const r = await request(server().base, variant);
      expect(r.status, variant).toBe(200);
      expect(fromCache(r), variant).toBe(true);
    }
  });
});
