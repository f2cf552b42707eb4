import { afterEach, describe, expect, it } from "vitest";
import { dealersContacted, listOutreach, outreachDetail } from "#app/outreach/admin.server.ts";
import { buyerPageView, chooseOffer, requestPreview } from "#app/outreach/buyer-page.server.ts";
import { notifyDeadlines } from "#app/outreach/deadline.server.ts";
import { dealerLinkView, markOpened, saveOffer } from "#app/outreach/dealer-page.server.ts";
import { type OfferForm, offerValues } from "#app/outreach/offer-form.ts";
import { quoteRequestLines } from "#app/outreach/outreach-email.ts";
import {
  approveOutreach,
  confirmationLink,
  confirmOutreach,
  correctRequest,
  resendConfirmation,
  reviewRequest,
  sendRequest,
  startOutreach,
} from "#app/outreach/start.server.ts";
import { optOut } from "#app/outreach/unsubscribe.server.ts";
import { readEmailPayload } from "#app/platform/mail.server.ts";
import type { Db } from "#db/index.ts";
import { createTestDb } from "#tests/db.ts";

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

const URL_BASE = "https://sam.example.ca";
const start = new Date("2026-03-01T12:00:00Z");
const hours = (h: number) => new Date(start.getTime() + h * 3_600_000);

async function setup(privacy: "A" | "B", via: "submission" | "chat" = "submission", { confirm = true } = {}) {
  const t = await createTestDb();
  close = t.close;
  const dealers = [
    { name: "Toyota Montréal", city: "Montréal", email: "mtl@toyota.ca" },
    { name: "Toyota Longueuil", city: "Longueuil", email: "lgl@toyota.ca" },
    { name: "Toyota Sherbrooke", city: "Sherbrooke", email: "sbk@toyota.ca" },
  ];
  for (const [i, d] of dealers.entries()) {
    await t.db
      .insertInto("dealers")
      .values({ ...d, brands: '["Toyota"]', unsubscribe_token: `u${i}`.padEnd(43, "x") })
      .execute();
  }
  const started = await t.db.transaction().execute(async (trx) => {
    let id: number;
    if (via === "submission") {
      id = (
        await trx
          .insertInto("vehicle_submissions")
          .values({
            brand: "Toyota",
            model: "Corolla",
            dealerships: 3,
            name: "Marc Gagnon",
            email: "marc@courriel.ca",
            phone: "438 555-0199",
            city: "Laval",
            privacy_level:
              privacy === "A"
                ? "A) Partager mes infos avec les concessionnaires gagnants seulement"
                : "B) Ne pas partager - Sam relaie tout",
            request_ref: "VF-ABC",
            form_type: "vehicle-consultation",
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    } else {
      id = (
        await trx
          .insertInto("chat_conversations")
          .values({
            conversation_id: "conv_1",
            language: "en",
            email: "marc@courriel.ca",
            profile_json: JSON.stringify({
              brand: "Toyota",
              newUsed: "Neuf",
              model: "Corolla",
              dealerships: "3",
              name: "Marc Gagnon",
              emailPhone: "marc@courriel.ca et 438 555-0199",
              city: "Laval",
              privacy: privacy === "A" ? "A" : "B",
            }),
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    }
    return startOutreach(trx, { kind: via, id }, { now: start, publicUrl: URL_BASE });
  });
  // No dealer before the buyer confirms their address.
  expect(await t.db.selectFrom("dealer_requests").select("id").execute()).toHaveLength(0);
  if (confirm)
    expect(await confirmOutreach(t.db, started!.confirmToken!, { now: start, publicUrl: URL_BASE })).toMatchObject({
      outcome: "confirmed",
    });
  const links = await t.db.selectFrom("dealer_requests").select(["id", "token", "dealer_id"]).orderBy("rank").execute();
  return { db: t.db, started: started!, links };
}

const form = (price: string, extra: Partial<OfferForm> = {}): OfferForm => ({
  price,
  availability: "in_stock",
  financingKind: "none",
  acceptRules: "on",
  validUntil: "2026-03-20",
  ...extra,
});

async function mails(db: Db, kind?: string) {
  const rows = await db.selectFrom("webhook_deliveries").selectAll().where("channel", "=", "email").orderBy("created_at").execute();
  return rows.filter((r) => !kind || r.form_type === kind).map((r) => ({ ...readEmailPayload(r.payload)!, kind: r.form_type }));
}

describe("dealer replies and the buyer's choice", () => {
  it("takes an offer, e-mails the buyer at the first one only, and sorts offers by all-in price with flagged fees counted", async () => {
    const { db, started, links } = await setup("A");
    await markOpened(db, links[0].token, hours(1));
    expect(await dealerLinkView(db, links[0].token, hours(1))).toMatchObject({
      state: "open",
      canSubmit: true,
      buyerFirstName: "Marc",
      vehicle: { brand: "Toyota", model: "Corolla" },
    });
    const view = await dealerLinkView(db, links[0].token, hours(1));
    expect(JSON.stringify(view)).not.toMatch(/marc@courriel|438|Gagnon/);

    expect(
      await saveOffer(db, links[0].token, offerValues(form("30 000 $", { fees: [{ label: "Frais d'administration", amount: "499" }] })), {
        now: hours(2),
        publicUrl: URL_BASE,
      }),
    ).toBe("saved");
    expect(await saveOffer(db, links[1].token, offerValues(form("30 200 $")), { now: hours(3), publicUrl: URL_BASE })).toBe("saved");
    const first = await mails(db, "buyer-first-offer");
    expect(first).toHaveLength(1);
    expect(first[0].to).toBe("marc@courriel.ca");
    expect(first[0].text).toContain(`${URL_BASE}/demande/${started.token}`);

    const page = (await buyerPageView(db, started.token, hours(4)))!;
    // 30 000 + 499 flagged = 30 499 > 30 200: the dealer without add-ons comes first.
    expect(page.offers.map((o) => [o.dealerName, o.comparableCents])).toEqual([
      ["Toyota Longueuil", 3_020_000],
      ["Toyota Montréal", 3_049_900],
    ]);
    expect(page.offers[1].fees[0]).toMatchObject({ kind: "other", amountCents: 49_900 });
    expect(page.contacted.map((c) => c.status)).toEqual(["answered", "answered", "queued"]);
  });

  it("keeps the vehicle's facts and the lease's full cost as the dealer gave them, and a revision can clear them (decision 047)", async () => {
    const { db, started, links } = await setup("A");
    const details = {
      financingKind: "lease" as const,
      financingRate: "3,99",
      financingTerm: "48",
      financingPayment: "450",
      financingDown: "2 000",
      leaseResidual: "14 000",
      modelYear: "2026",
      colour: "Blanc glacier",
      stockOrVin: "1HGCM82633A004352",
    };
    expect(await saveOffer(db, links[0].token, offerValues(form("31 000", details)), { now: hours(1), publicUrl: URL_BASE })).toBe("saved");
    const [offer] = (await buyerPageView(db, started.token, hours(2)))!.offers;
    expect(offer).toMatchObject({
      modelYear: 2026,
      colour: "Blanc glacier",
      stockOrVin: "1HGCM82633A004352",
      financingKind: "lease",
      financingTermMonths: 48,
      financingPaymentCents: 45_000,
      financingDownCents: 200_000,
      leaseResidualCents: 1_400_000,
    });
    expect((await dealerLinkView(db, links[0].token, hours(2)))!.offer).toMatchObject({ colour: "Blanc glacier", modelYear: 2026 });
    // A revision without them (cash) stores none.
    expect(await saveOffer(db, links[0].token, offerValues(form("30 500")), { now: hours(3), publicUrl: URL_BASE })).toBe("saved");
    const [revised] = (await buyerPageView(db, started.token, hours(4)))!.offers;
    expect(revised).toMatchObject({ modelYear: null, colour: "", stockOrVin: "", financingDownCents: null, leaseResidualCents: null });
  });

  it("under privacy A sends the buyer's details to the chosen dealer only, once", async () => {
    const { db, started, links } = await setup("A");
    await saveOffer(db, links[0].token, offerValues(form("30 000")), { now: hours(1), publicUrl: URL_BASE });
    await saveOffer(db, links[1].token, offerValues(form("29 000")), { now: hours(1), publicUrl: URL_BASE });
    const page = (await buyerPageView(db, started.token, hours(2)))!;
    const cheapest = page.offers[0];
    expect(cheapest.dealerName).toBe("Toyota Longueuil");
    expect(await chooseOffer(db, started.token, cheapest.id, { now: hours(2), publicUrl: URL_BASE })).toBe("chosen");
    expect(await chooseOffer(db, started.token, page.offers[1].id, { now: hours(2), publicUrl: URL_BASE })).toBe("already");

    const all = await mails(db);
    const withDetails = all.filter(
      (m) => m.text.includes("marc@courriel.ca") && m.kind !== "buyer-request-link" && m.kind !== "buyer-first-offer",
    );
    expect(withDetails.map((m) => [m.kind, m.to])).toEqual([["dealer-offer-chosen", "lgl@toyota.ca"]]);
    expect(withDetails[0].text).toContain("438 555-0199");
    expect(withDetails[0].text).toContain("Marc Gagnon");
    for (const m of all.filter((x) => x.to !== "marc@courriel.ca" && x.kind !== "dealer-offer-chosen")) {
      expect(m.text).not.toContain("marc@courriel.ca");
      expect(m.text).not.toContain("438 555-0199");
    }
    // The request is closed for everyone now.
    expect(await saveOffer(db, links[2].token, offerValues(form("28 000")), { now: hours(3) })).toBe("closed");
    expect(await dealerLinkView(db, links[1].token, hours(3))).toMatchObject({ closed: true, chosenHere: true, canSubmit: false });
  });

  it("under privacy B the chosen dealer learns nothing of the buyer's contact (chat request, English)", async () => {
    const { db, started, links } = await setup("B", "chat");
    await saveOffer(db, links[0].token, offerValues(form("30 000")), { now: hours(1), publicUrl: URL_BASE });
    const page = (await buyerPageView(db, started.token, hours(2)))!;
    expect(page.language).toBe("en");
    expect(await chooseOffer(db, started.token, page.offers[0].id, { now: hours(2), publicUrl: URL_BASE })).toBe("chosen");
    const [chosen] = await mails(db, "dealer-offer-chosen");
    expect(chosen.to).toBe("mtl@toyota.ca");
    expect(chosen.text).not.toMatch(/marc@courriel|438 555|Gagnon/);
    expect(chosen.text).toContain("Sam Auto relaie");
  });

  it("lets a dealer revise until the deadline, takes a late first offer, refuses an expired link", async () => {
    const { db, links } = await setup("B");
    const [a, b, c] = links.map((l) => l.token) as [string, string, string];
    expect(await saveOffer(db, a, offerValues(form("31 000")), { now: hours(1) })).toBe("saved");
    expect(await saveOffer(db, a, offerValues(form("30 500")), { now: hours(23) })).toBe("saved");
    const revised = await db.selectFrom("offers").select(["price_cents", "revision"]).executeTakeFirstOrThrow();
    expect(revised).toEqual({ price_cents: 3_050_000, revision: 2 });
    expect(await saveOffer(db, a, offerValues(form("30 000")), { now: hours(25) })).toBe("locked");
    expect(await saveOffer(db, b, offerValues(form("30 900")), { now: hours(25) })).toBe("saved");
    expect(await saveOffer(db, c, offerValues(form("29 900")), { now: hours(24 * 7) })).toBe("expired");
    expect((await dealerLinkView(db, c, hours(24 * 7)))!.state).toBe("expired");
    expect(await dealerLinkView(db, "x".repeat(43))).toBeUndefined();
    expect(await saveOffer(db, "short", offerValues(form("1")))).toBe("not-found");
  });

  it("e-mails the buyer once when the deadline passes", async () => {
    const { db, links } = await setup("B");
    await saveOffer(db, links[0].token, offerValues(form("30 000")), { now: hours(1) });
    expect(await notifyDeadlines(db, { now: hours(23), publicUrl: URL_BASE })).toBe(0);
    expect(await notifyDeadlines(db, { now: hours(24), publicUrl: URL_BASE })).toBe(1);
    expect(await notifyDeadlines(db, { now: hours(25), publicUrl: URL_BASE })).toBe(0);
    const sent = await mails(db, "buyer-deadline");
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toContain("1 offre");
  });

  it("an opted-out dealer is never matched again", async () => {
    const { db } = await setup("B");
    const dealer = await db
      .selectFrom("dealers")
      .select(["id", "unsubscribe_token"])
      .where("city", "=", "Montréal")
      .executeTakeFirstOrThrow();
    expect(await optOut(db, dealer.unsubscribe_token)).toBe(true);
    const again = await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto("vehicle_submissions")
        .values({ brand: "Toyota", dealerships: 3, city: "Laval", request_ref: "VH2", form_type: "step-by-step-vehicle-form" })
        .returning("id")
        .executeTakeFirstOrThrow();
      return startOutreach(trx, { kind: "submission", id }, { publicUrl: URL_BASE });
    });
    // No e-mail address: the request waits for an operator's approval.
    expect((await buyerPageView(db, again!.token))?.state).toBe("awaiting_approval");
    expect(again!.confirmToken).toBeUndefined();
    expect(await confirmOutreach(db, again!.token, { publicUrl: URL_BASE })).toEqual({ outcome: "gone" });
    // Decision 055: not before the buyer has reviewed, on their page, what dealers will read.
    expect(await approveOutreach(db, again!.buyerRequestId, { publicUrl: URL_BASE })).toBe("not-reviewed");
    const row = async () => (await listOutreach(db, null)).rows.find((r) => r.id === again!.buyerRequestId);
    // The operator's list says the buyer has not read it yet.
    expect(await row()).toMatchObject({ state: "awaiting_approval", reviewed: false });
    const view = await buyerPageView(db, again!.token);
    expect(await reviewRequest(db, again!.token, view!.digest)).toBe("reviewed");
    expect(await row()).toMatchObject({ state: "awaiting_approval", reviewed: true });
    expect(await approveOutreach(db, again!.buyerRequestId, { publicUrl: URL_BASE })).toBe("confirmed");
    expect(await approveOutreach(db, again!.buyerRequestId, { publicUrl: URL_BASE })).toBe("already");
    const picked = await db
      .selectFrom("dealer_requests")
      .select("dealer_id")
      .where("buyer_request_id", "=", again!.buyerRequestId)
      .execute();
    expect(picked.map((p) => p.dealer_id)).not.toContain(dealer.id);
    expect(again).toMatchObject({ found: 2, wanted: 3 });
    // What the operator's notice says the approval did.
    expect(await dealersContacted(db, again!.buyerRequestId)).toBe(2);
    // No buyer e-mail given: no private-link message is queued for it.
    expect((await mails(db, "buyer-request-link")).length).toBe(1);
  });

  it("issue 16: no dealer e-mail before confirmation, exactly one outreach after, whatever the repeats", async () => {
    const { db, started: begun } = await setup("B", "submission", { confirm: false });
    const t = { db };
    expect((await buyerPageView(t.db, begun.token))?.state).toBe("awaiting_confirmation");
    expect(await mails(t.db, "dealer-quote-request")).toHaveLength(0);
    // The operator's page says the contact details are not confirmed yet.
    expect(await outreachDetail(t.db, begun.buyerRequestId)).toMatchObject({ confirmedVia: null, confirmedAt: null });
    const [confirmation] = await mails(t.db, "buyer-request-link");
    // Decision 041: the confirmation link, not the private page's.
    expect(confirmation.text).toContain(`${URL_BASE}/confirmer/${begun.confirmToken}`);
    expect(confirmation.text).not.toContain(begun.token);
    // Nothing the buyer typed: not the name, the model or the city.
    for (const typed of ["Marc", "Gagnon", "Corolla", "Laval"]) expect(confirmation.text + confirmation.subject).not.toContain(typed);
    // The private page's token confirms nothing.
    expect(await confirmOutreach(t.db, begun.token, { publicUrl: URL_BASE })).toEqual({ outcome: "gone" });
    const results = await Promise.all([1, 2, 3].map(() => confirmOutreach(t.db, begun.confirmToken!, { now: start, publicUrl: URL_BASE })));
    expect(results.map((r) => r.outcome).sort()).toEqual(["confirmed", "used", "used"]);
    expect(results.find((r) => r.outcome === "confirmed")).toEqual({ outcome: "confirmed", path: `/demande/${begun.token}` });
    const toDealers = await mails(t.db, "dealer-quote-request");
    expect(toDealers.length).toBeGreaterThan(0);
    expect(new Set(toDealers.map((m) => m.to)).size).toBe(toDealers.length);
    expect((await buyerPageView(t.db, begun.token))?.state).toBe("active");
    // …and then by which link, and when.
    expect(await outreachDetail(t.db, begun.buyerRequestId)).toMatchObject({ confirmedVia: "email", confirmedAt: start.toISOString() });
  });

  it("decision 041: the link is the mailbox's — it expires, a new one kills the old, and a changed address voids it", async () => {
    const { db, started: begun } = await setup("B", "submission", { confirm: false });
    const first = begun.confirmToken!;
    expect(await confirmationLink(db, first, start)).toMatchObject({ state: "live", ref: "VF-ABC", found: 3 });
    // Seven days later it confirms nothing.
    expect(await confirmationLink(db, first, hours(7 * 24))).toEqual({ state: "gone" });
    expect(await confirmOutreach(db, first, { now: hours(7 * 24), publicUrl: URL_BASE })).toEqual({ outcome: "gone" });

    // Sent again from the private page: to the request's address, at most every 10 minutes; the old link dies.
    expect(await resendConfirmation(db, begun.token, { now: hours(1), publicUrl: URL_BASE })).toBe("sent");
    expect(await resendConfirmation(db, begun.token, { now: hours(1.1), publicUrl: URL_BASE })).toBe("too-soon");
    expect(await resendConfirmation(db, "x".repeat(43), { now: hours(2), publicUrl: URL_BASE })).toBe("not-found");
    const sent = await mails(db, "buyer-request-link");
    expect(sent.map((m) => m.to)).toEqual(["marc@courriel.ca", "marc@courriel.ca"]);
    const second = /\/confirmer\/([\w-]{43})/.exec(sent[1]!.text)![1]!;
    expect(second).not.toBe(first);
    expect(await confirmationLink(db, first, hours(1))).toEqual({ state: "gone" });

    // The request's address is corrected: a link sent to the old one confirms nothing.
    await db.updateTable("vehicle_submissions").set({ email: "autre@courriel.ca" }).execute();
    expect(await confirmOutreach(db, second, { now: hours(2), publicUrl: URL_BASE })).toEqual({ outcome: "gone" });
    expect(await mails(db, "dealer-quote-request")).toHaveLength(0);
    // A new link goes to the new address, and that one confirms, once.
    expect(await resendConfirmation(db, begun.token, { now: hours(3), publicUrl: URL_BASE })).toBe("sent");
    const third = await mails(db, "buyer-request-link");
    expect(third.at(-1)!.to).toBe("autre@courriel.ca");
    const token = /\/confirmer\/([\w-]{43})/.exec(third.at(-1)!.text)![1]!;
    expect(await confirmOutreach(db, token, { now: hours(3), publicUrl: URL_BASE, pageLang: "en" })).toEqual({
      outcome: "confirmed",
      path: `/en/request/${begun.token}`,
    });
    expect(await confirmationLink(db, token, hours(3))).toEqual({ state: "used", via: "email" });
    expect(await confirmOutreach(db, token, { now: hours(3), publicUrl: URL_BASE })).toEqual({ outcome: "used" });
    expect(await resendConfirmation(db, begun.token, { now: hours(5), publicUrl: URL_BASE })).toBe("not-found");
    expect((await mails(db, "dealer-quote-request")).length).toBe(3);
  });
});

describe("what dealers will read, as the buyer approved it (decision 055)", () => {
  it("the confirmation link confirms the address; the buyer corrects lines and sends exactly what the page showed; a stale page sends nothing", async () => {
    const { db, started: begun } = await setup("B", "submission", { confirm: false });
    const before = (await buyerPageView(db, begun.token))!;
    // Refused values change nothing.
    expect(await correctRequest(db, begun.token, "color", { value: "voir https://x.ca" })).toEqual({
      kind: "invalid",
      field: "value",
      error: "refused",
    });
    expect(await correctRequest(db, begun.token, "dealerships", { value: "500" })).toEqual({
      kind: "invalid",
      field: "value",
      error: "dealerships",
    });
    expect(await correctRequest(db, begun.token, "vehicle", { brand: "", model: "Corolla" })).toMatchObject({
      kind: "invalid",
      field: "brand",
    });
    expect((await buyerPageView(db, begun.token))!.digest).toBe(before.digest);
    // Nothing is sent before the address is confirmed, whatever the page sends.
    expect(await sendRequest(db, begun.token, before.digest, { publicUrl: URL_BASE })).toBe("address-unconfirmed");
    // The link confirms the address and leads to the page; no dealer yet.
    expect(await confirmOutreach(db, begun.confirmToken!, { now: start, publicUrl: URL_BASE, review: true })).toEqual({
      outcome: "review",
      path: `/demande/${begun.token}`,
    });
    expect(await confirmationLink(db, begun.confirmToken!, start)).toMatchObject({ state: "review", token: begun.token });
    expect(await mails(db, "dealer-quote-request")).toHaveLength(0);
    expect((await buyerPageView(db, begun.token))!.addressConfirmed).toBe(true);
    // Corrections: the trim, a colour, the condition, the city, the first name, the privacy choice.
    for (const [line, values] of [
      ["vehicle", { brand: "Toyota", model: "Corolla", trim: "LE" }],
      ["color", { value: "Gris" }],
      ["condition", { value: "Usagé" }],
      ["city", { value: "Montréal" }],
      ["firstName", { value: "Marco" }],
      ["privacy", { value: "A" }],
    ] as const)
      expect(await correctRequest(db, begun.token, line, values), line).toEqual({ kind: "corrected" });
    const view = (await buyerPageView(db, begun.token))!;
    expect(view.wording).toMatchObject({
      city: "Montréal",
      firstName: "Marco",
      privacy: "A",
      vehicle: { trim: "LE", color: "Gris", condition: "Usagé" },
    });
    // The page in French shows the lines the French dealer e-mail will hold.
    const shown = requestPreview(view, "fr", null);
    expect(shown.lines.map((l) => `${l.label} : ${l.value}`)).toEqual(
      expect.arrayContaining(["Véhicule : Toyota Corolla LE", "État : Usagé", "Couleur : Gris", "Ville du client : Montréal"]),
    );
    expect(shown.intro).toContain("Marco");
    // A page shown before the corrections sends nothing.
    expect(await sendRequest(db, begun.token, before.digest, { publicUrl: URL_BASE })).toBe("changed");
    expect(await mails(db, "dealer-quote-request")).toHaveLength(0);
    expect(await sendRequest(db, begun.token, view.digest, { publicUrl: URL_BASE })).toBe("confirmed");
    expect(await confirmationLink(db, begun.confirmToken!, start)).toEqual({ state: "used", via: "email" });
    const toDealers = await mails(db, "dealer-quote-request");
    expect(toDealers.length).toBeGreaterThan(0);
    const wording = quoteRequestLines({
      lang: "fr",
      buyerFirstName: view.wording.firstName,
      vehicle: view.wording.vehicle,
      city: view.wording.city,
      dealersContacted: toDealers.length,
      privacy: view.wording.privacy,
    });
    for (const mail of toDealers) {
      expect(mail.text).toContain(wording.intro);
      for (const l of wording.lines) expect(mail.text).toContain(`${l.label} : ${l.value}`);
      expect(mail.text).toContain(wording.privacy);
    }
    // Once dealers are contacted, nothing more is corrected there.
    expect(await correctRequest(db, begun.token, "color", { value: "Rouge" })).toEqual({ kind: "locked" });
  });
});

describe("where the buyer is: read through the gazetteer (decision 056)", () => {
  // Alphabetical order (used when a place is unknown) differs from the distance order from Chomedey (Laval).
  const directory = [
    { name: "Auto Sherbrooke", city: "Sherbrooke", email: "a@sbk.ca" },
    { name: "Bolduc Saint-Lazare", city: "St-Lazare", email: "b@lazare.ca" },
    { name: "Concession Longueuil", city: "Longueuil", email: "c@lgl.ca" },
    { name: "Dupont Montréal", city: "Montréal", email: "d@mtl.ca" },
    { name: "Zénith Laval", city: "Laval", email: "z@laval.ca" },
  ];

  async function outreachFrom(city: string, wanted: number) {
    const t = await createTestDb();
    close = t.close;
    for (const [i, d] of directory.entries())
      await t.db
        .insertInto("dealers")
        .values({ ...d, brands: '["Kia"]', unsubscribe_token: `g${i}`.padEnd(43, "x") })
        .execute();
    const started = await t.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto("vehicle_submissions")
        .values({
          brand: "Kia",
          dealerships: wanted,
          city,
          email: "lea@courriel.ca",
          request_ref: "VH7",
          form_type: "step-by-step-vehicle-form",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return startOutreach(trx, { kind: "submission", id }, { now: start, publicUrl: URL_BASE });
    });
    expect(await confirmOutreach(t.db, started!.confirmToken!, { now: start, publicUrl: URL_BASE })).toMatchObject({
      outcome: "confirmed",
    });
    return t.db
      .selectFrom("dealer_requests")
      .innerJoin("dealers", "dealers.id", "dealer_requests.dealer_id")
      .select(["dealers.name", "dealer_requests.distance_km"])
      .orderBy("dealer_requests.rank")
      .execute();
  }

  it("a buyer in Chomedey is matched to the dealers nearest Laval, with distances from Chomedey", async () => {
    const picked = await outreachFrom("Chomedey", 3);
    expect(picked.map((p) => p.name)).toEqual(["Zénith Laval", "Dupont Montréal", "Concession Longueuil"]);
    expect(picked[0].distance_km).toBeLessThan(6);
    expect(picked[1].distance_km).toBeGreaterThan(10);
    expect(picked[1].distance_km).toBeLessThan(20);
  });

  it("places a nickname, a misspelling and a municipality outside the forms' 48 (buyer and dealer alike)", async () => {
    // "Vaudreuil" → Vaudreuil-Dorion: the dealer in Saint-Lazare (typed "St-Lazare") is the nearest.
    const fromVaudreuil = await outreachFrom("Vaudreuil", 2);
    expect(fromVaudreuil.map((p) => p.name)).toEqual(["Bolduc Saint-Lazare", "Zénith Laval"]);
    expect(fromVaudreuil[0].distance_km).toBeLessThan(10);
    await close?.();
    const fromMagog = await outreachFrom("magogg", 1);
    expect(fromMagog).toEqual([{ name: "Auto Sherbrooke", distance_km: expect.any(Number) }]);
    expect(fromMagog[0].distance_km).toBeLessThan(30);
  });
});
