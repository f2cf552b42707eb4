import { describe, expect, it } from "vitest";
import { withServerDb } from "#tests/server-db.ts";
import { useServer } from "./support.ts";

/**
 * Issue 16 against the real server, as a buyer and a dealer would go through it: no dealer is
 * contacted before the buyer confirms their address with the link e-mailed to it (decision 041;
 * one outreach, however often confirmed), the success page says so and withholds the private link, and a dealer's link
 * is "opened" only by the page running in a browser or an offer, not by a scanner's GET.
 */

const server = useServer();

const count = async (kind: string) =>
  (await withServerDb(server.server, (db) =>
    db.get<{ n: number }>("SELECT count(*) AS n FROM webhook_deliveries WHERE channel = 'email' AND form_type = ?", kind),
  ))!.n;

describe("outreach waits for the buyer's confirmation", () => {
  it("wizard → success page without the link → confirmation → exactly one outreach; dealer links opened by a browser only", async () => {
    await withServerDb(server.server, async (db) => {
      for (const [i, [name, city]] of [
        ["Toyota Laval", "Laval"],
        ["Toyota Montréal", "Montréal"],
      ].entries()) {
        await db.run(
          "INSERT INTO dealers (name, brands, city, email, unsubscribe_token) VALUES (?, '[\"Toyota\"]', ?, ?, ?)",
          name,
          city,
          `d${i}@dealers.example`,
          `unsub-${i}`.padEnd(43, "x"),
        );
      }
    });

    let cookie = "";
    const post = async (path: string, form: Record<string, string>, expected = 302) => {
      const r = await server.post(path, new URLSearchParams(form), "application/x-www-form-urlencoded", cookie);
      if (r.setCookie) cookie = r.setCookie.split(";")[0]!;
      expect(r.status, `${path} ${JSON.stringify(form)}`).toBe(expected);
      return r;
    };
    await post("/vehicle-step/1", { value: "Toyota" });
    await post("/vehicle-step/2", { value: "Neuf" });
    await post("/vehicle-step/3", { value: "Corolla" });
    await post("/vehicle-step/4", { value: "LE" });
    await post("/vehicle-step/5", { value: "2" });
    await post("/vehicle-step/6", { value: "Courriel" });
    await post("/vehicle-step/7", { value: "Marc Gagnon" });
    await post("/vehicle-step/8", { email: "marc@courriel.ca", phone: "514-555-0199" });
    await post("/vehicle-step/9", { value: "Laval" });
    await post("/vehicle-step/10", { value: "B) Ne pas partager - Sam relaie tout" });

    const success = await fetch(`${server.base}/vehicle-step/success`, { headers: { cookie } });
    const page = await success.text();
    expect(success.status).toBe(200);
    expect(page).toContain("Dernière étape");
    expect(page).not.toMatch(/\/demande\/[A-Za-z0-9_-]{43}/);
    expect(success.headers.get("cache-control")).toMatch(/no-store/);

    // The confirmation is queued, no dealer e-mail.
    expect(await count("buyer-request-link")).toBe(1);
    expect(await count("dealer-quote-request")).toBe(0);
    const { token, state } = (await withServerDb(server.server, (db) =>
      db.get<{ token: string; state: string }>("SELECT token, state FROM buyer_requests"),
    ))!;
    expect(state).toBe("awaiting_confirmation");

    // The private page confirms nothing: it says a link was e-mailed (decision 041).
    const requestPage = await fetch(`${server.base}/demande/${token}`);
    const html = await requestPage.text();
    expect(html).toContain("Renvoyer le lien de confirmation");
    expect(html).not.toContain('value="confirm"');
    expect(requestPage.headers.get("cache-control")).toMatch(/no-store/);
    const posted = await server.post(`/demande/${token}`, new URLSearchParams({ intent: "confirm" }), "application/x-www-form-urlencoded");
    expect(posted.status).toBe(400);
    expect(await count("dealer-quote-request")).toBe(0);

    // The e-mailed link's page asks for one click; a GET (a mail scanner) confirms nothing.
    const mail = (await withServerDb(server.server, (db) =>
      db.get<{ payload: string }>("SELECT payload FROM webhook_deliveries WHERE form_type = 'buyer-request-link'"),
    ))!;
    const confirmLink = /\/confirmer\/[\w-]{43}/.exec(mail.payload)![0]!;
    const confirmPage = await fetch(`${server.base}${confirmLink}`);
    expect(confirmPage.status).toBe(200);
    expect(confirmPage.headers.get("cache-control")).toMatch(/no-store/);
    expect(await confirmPage.text()).toContain("Confirmer et contacter les concessionnaires");
    expect(await count("dealer-quote-request")).toBe(0);

    // Confirming (a POST from that page) confirms the address and leads to the private page, where
    // the buyer reads what dealers will read (decision 055): nothing is sent yet.
    const confirms = await Promise.all(
      [1, 2, 3].map(() => server.post(confirmLink, new URLSearchParams({ intent: "confirm" }), "application/x-www-form-urlencoded")),
    );
    expect(confirms.map((c) => c.status)).toEqual([302, 302, 302]);
    expect(await count("dealer-quote-request")).toBe(0);
    // Sending from the private page starts the outreach once, however often it is sent.
    const seen = /name="seen" value="([0-9a-f]{24})"/.exec(await (await fetch(`${server.base}/demande/${token}`)).text())![1]!;
    const sends = await Promise.all(
      [1, 2, 3].map(() =>
        server.post(`/demande/${token}`, new URLSearchParams({ intent: "send", seen }), "application/x-www-form-urlencoded"),
      ),
    );
    expect(sends.map((c) => c.status)).toEqual([302, 302, 302]);
    expect(await count("dealer-quote-request")).toBe(2);
    const again = await server.post(confirmLink, new URLSearchParams({ intent: "confirm" }), "application/x-www-form-urlencoded");
    expect(again.status).toBe(410);
    expect(again.text).toContain("Adresse déjà confirmée");
    expect(await count("dealer-quote-request")).toBe(2);
    expect(await (await fetch(`${server.base}/demande/${token}?confirmed=1`)).text()).toContain("votre demande est confirmée");

    // Finding 19: a scanner's GET of a dealer link marks nothing; the page in a browser does.
    const link = (await withServerDb(server.server, (db) =>
      db.get<{ token: string }>("SELECT token FROM dealer_requests ORDER BY rank LIMIT 1"),
    ))!;
    const linkRow = () =>
      withServerDb(server.server, (db) =>
        db.get<{ status: string; opened_at: string | null }>("SELECT status, opened_at FROM dealer_requests WHERE token = ?", link.token),
      );
    const scanned = await fetch(`${server.base}/offre/${link.token}`);
    expect(scanned.status).toBe(200);
    expect(await linkRow()).toEqual({ status: "queued", opened_at: null });
    const viewed = await server.post(
      `/offre/${link.token}`,
      new URLSearchParams({ intent: "opened" }),
      "application/x-www-form-urlencoded",
    );
    expect(viewed.status).toBe(200);
    const row = (await linkRow())!;
    expect(row.status).toBe("opened");
    expect(row.opened_at).not.toBeNull();
  });
});
