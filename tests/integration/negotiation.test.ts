import { afterEach, describe, expect, it } from "vitest";
import { buyerPageView } from "#app/outreach/buyer-page.server.ts";
import { notifyDeadlines } from "#app/outreach/deadline.server.ts";
import { dealerLinkView, saveOffer } from "#app/outreach/dealer-page.server.ts";
import { closeNegotiations } from "#app/outreach/negotiation.server.ts";
import { offerValues } from "#app/outreach/offer-form.ts";
import { confirmOutreach, startOutreach } from "#app/outreach/start.server.ts";
import type { Db } from "#db/index.ts";
import { crashTrigger, createTestDb } from "#tests/db.ts";
import { insertDealers } from "#tests/dealers.ts";
import { deliverAll, smtpServer, to } from "#tests/outbox-mail.ts";
import { decodeMail } from "#tests/smtp.ts";

/**
 * The negotiation round, with scaled windows (10 minutes to offer, 5 to negotiate), a
 * real SQLite file, the outbox worker and a real SMTP server on 127.0.0.1.
 */

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const PUBLIC = "https://sam.example.ca";
// In the past, so the outbox (on the real clock) sends what the scaled clock queues.
const T0 = new Date(Date.now() - 3 * 86_400_000);
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const WINDOWS = { offerMinutes: 10, negotiationMinutes: 5, publicUrl: PUBLIC };
const BUYER = { name: "Julie Tremblay", email: "julie.tremblay@courriel.ca", phone: "514 555-0142", digits: "5145550142" };
const DEALERS = [
  { name: "Toyota Montréal Centre", city: "Montréal", email: "ventes@toyota-mtl.ca", language: "fr" },
  { name: "Longueuil Toyota", city: "Longueuil", email: "sales@longueuil-toyota.ca", language: "en" },
  { name: "Toyota Rive-Nord", city: "Terrebonne", email: "info@toyota-rivenord.ca", language: "fr" },
];

async function seed(db: Db, dealers = DEALERS) {
  await insertDealers(db, dealers);
  return db
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .insertInto("vehicle_submissions")
        .values({
          brand: "Toyota",
          model: "RAV4",
          trim: "XLE",
          condition: "Neuf",
          dealerships: dealers.length,
          contact_method: "Courriel",
          name: BUYER.name,
          email: BUYER.email,
          phone: BUYER.phone,
          city: "Laval",
          privacy_level: "B) Ne pas partager mes infos",
          request_ref: "VH424242",
          language: "fr",
          form_type: "step-by-step-vehicle-form",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return (await startOutreach(trx, { kind: "submission", id: row.id }, { ...WINDOWS, now: T0 }))!;
    })
    .then(async (started) => {
      // The buyer confirms their address (at T0 here) before any dealer is asked.
      await confirmOutreach(db, started.confirmToken!, { ...WINDOWS, now: T0 });
      return started;
    });
}

async function tokenOf(db: Db, dealerEmail: string) {
  const row = await db
    .selectFrom("dealer_requests as dr")
    .innerJoin("dealers as d", "d.id", "dr.dealer_id")
    .where("d.email", "=", dealerEmail)
    .select("dr.token")
    .executeTakeFirstOrThrow();
  return row.token;
}

function offer(price: string, fees: Array<{ label: string; amount: string }> = [], rules = true) {
  return offerValues({
    price,
    fees,
    availability: "in_stock",
    financingKind: "none",
    validUntil: "2026-12-31",
    ...(rules ? { acceptRules: "on" as const } : {}),
  });
}

describe("the negotiation round", () => {
  it("tells each dealer where it stands, takes a lower revision, refuses a raise, reminds the silent dealer, and shows the buyer the saving", async () => {
    const t = await createTestDb();
    cleanups.push(t.close);
    const { smtp, port } = await smtpServer(cleanups);
    const outreach = await seed(t.db);
    expect(outreach.found).toBe(3);
    expect(await deliverAll(t.db, { smtp, port })).toHaveLength(4); // three quote requests, the buyer's link

    const [montreal, longueuil, rivenord] = await Promise.all(DEALERS.map((d) => tokenOf(t.db, d.email)));
    // A first offer needs the rules accepted.
    expect(
      await saveOffer(t.db, montreal!, offer("30 000", [{ label: "Frais d'administration", amount: "499" }], false), { now: at(1) }),
    ).toBe("rules");
    expect(
      await saveOffer(t.db, montreal!, offer("30 000", [{ label: "Frais d'administration", amount: "499" }]), {
        now: at(1),
        publicUrl: PUBLIC,
      }),
    ).toBe("saved");
    expect(await saveOffer(t.db, longueuil!, offer("30 200"), { now: at(2), publicUrl: PUBLIC })).toBe("saved");
    expect(await deliverAll(t.db, { smtp, port })).toHaveLength(1); // the buyer's first-offer notice

    // Round 1 closes: one transaction opens round 2 and queues one e-mail per dealer; a second pass does nothing.
    expect(await notifyDeadlines(t.db, { ...WINDOWS, now: at(11) })).toBe(1);
    expect(await notifyDeadlines(t.db, { ...WINDOWS, now: at(11.5) })).toBe(0);
    const round2 = await deliverAll(t.db, { smtp, port });
    expect(round2).toHaveLength(4); // three dealers and the buyer's deadline e-mail

    const mtl = to(round2, DEALERS[0]!.email);
    const lgl = to(round2, DEALERS[1]!.email);
    const rvn = to(round2, DEALERS[2]!.email);
    expect([mtl.length, lgl.length, rvn.length]).toEqual([1, 1, 1]);
    const mtlText = decodeMail(mtl[0]!.raw);
    expect(mtlText).toContain("Ronde 2");
    expect(mtlText).toMatch(/Votre prix tout inclus : 30\s499\s\$/);
    expect(mtlText).toMatch(/Meilleur prix tout inclus reçu : 30\s200\s\$/);
    expect(mtlText).toMatch(/Écart avec le meilleur prix : 299\s\$/);
    expect(mtlText).toMatch(/Frais ajoutés qui ont compté contre vous : 499\s\$/);
    const lglText = decodeMail(lgl[0]!.raw);
    expect(lglText).toContain("Your offer is currently the best");
    expect(lglText).toMatch(/Best all-in price received: \$30,200/);
    const rvnText = decodeMail(rvn[0]!.raw);
    expect(rvn[0]!.subject).toMatch(/Rappel/);
    expect(rvnText).toMatch(/30\s200\s\$/);
    // No e-mail names another dealer or carries the buyer's identity or contact.
    for (const [i, m] of [mtl[0]!, lgl[0]!, rvn[0]!].entries()) {
      const text = decodeMail(m.raw);
      for (const [j, other] of DEALERS.entries()) if (j !== i) expect(text).not.toContain(other.name);
      expect(text).not.toContain(BUYER.email);
      expect(text).not.toContain("Tremblay");
      expect(text.replace(/\D/g, "")).not.toContain(BUYER.digits);
      expect(text).toMatch(/List-Unsubscribe: <https:\/\/sam\.example\.ca\/(desabonnement|en\/unsubscribe)\//);
    }
    const buyerDeadline = decodeMail(to(round2, BUYER.email)[0]!.raw);
    expect(buyerDeadline).toContain("Sam demande maintenant à chaque concessionnaire de battre le meilleur prix");

    // The dealer's page shows the same standing, and nothing about the others.
    const page = await dealerLinkView(t.db, montreal!, at(12));
    expect(page?.negotiation).toMatchObject({
      state: "open",
      revised: false,
      standing: { ownCents: 3_049_900, bestCents: 3_020_000, gapCents: 29_900, isBest: false },
    });
    const pageJson = JSON.stringify(page);
    expect(pageJson).not.toContain("Longueuil Toyota");
    expect(pageJson).not.toContain(BUYER.email);

    // The second-best revises below the best; a second revision and a raise are refused.
    expect(await saveOffer(t.db, montreal!, offer("29 900"), { now: at(12), publicUrl: PUBLIC })).toBe("saved");
    expect(await saveOffer(t.db, montreal!, offer("29 800"), { now: at(12.5), publicUrl: PUBLIC })).toBe("once");
    expect(await saveOffer(t.db, longueuil!, offer("30 500"), { now: at(13), publicUrl: PUBLIC })).toBe("raise");
    // Moving money into a fee that is not allowed is a raise too.
    expect(
      await saveOffer(t.db, longueuil!, offer("29 000", [{ label: "Préparation", amount: "1 500" }]), { now: at(13), publicUrl: PUBLIC }),
    ).toBe("raise");

    // The buyer sees both prices of the revised offer while round 2 runs.
    const during = await buyerPageView(t.db, outreach.token, at(14));
    expect(during?.negotiation.state).toBe("open");
    expect(during?.offers[0]).toMatchObject({
      dealerName: "Toyota Montréal Centre",
      comparableCents: 2_990_000,
      firstComparableCents: 3_049_900,
    });

    // Round 2 closes once; the buyer gets the summary with the saving on the best price.
    expect(await closeNegotiations(t.db, { now: at(16.5), publicUrl: PUBLIC })).toBe(1);
    expect(await closeNegotiations(t.db, { now: at(17), publicUrl: PUBLIC })).toBe(0);
    const done = await deliverAll(t.db, { smtp, port });
    expect(done.map((m) => m.to)).toEqual([[BUYER.email]]);
    const summary = decodeMail(done[0]!.raw);
    expect(summary).toMatch(/1 offre\(s\) améliorée\(s\), 300\s\$ de moins sur la meilleure/);
    expect(summary).toContain(`${PUBLIC}/demande/${outreach.token}`);
    const after = await buyerPageView(t.db, outreach.token, at(17));
    expect(after?.negotiation).toMatchObject({ state: "closed", outcome: { improved: 1, savingCents: 30_000, bestAfterCents: 2_990_000 } });
    // After the close, revisions are locked.
    expect(await saveOffer(t.db, longueuil!, offer("29 000"), { now: at(17), publicUrl: PUBLIC })).toBe("locked");
    // Round-2 e-mails went out exactly once each over the whole run.
    const kinds = await t.db.selectFrom("webhook_deliveries").select("form_type").execute();
    expect(kinds.filter((k) => k.form_type === "dealer-negotiation-standing")).toHaveLength(2);
    expect(kinds.filter((k) => k.form_type === "dealer-negotiation-reminder")).toHaveLength(1);
    void rivenord;
  });

  it("with a single offer there is no round 2, and the buyer is told so", async () => {
    const t = await createTestDb();
    cleanups.push(t.close);
    const { smtp, port } = await smtpServer(cleanups);
    const outreach = await seed(t.db, DEALERS.slice(0, 2));
    await deliverAll(t.db, { smtp, port });
    expect(await saveOffer(t.db, await tokenOf(t.db, DEALERS[0]!.email), offer("31 000"), { now: at(1), publicUrl: PUBLIC })).toBe("saved");
    await deliverAll(t.db, { smtp, port });
    expect(await notifyDeadlines(t.db, { ...WINDOWS, now: at(11) })).toBe(1);
    const mails = await deliverAll(t.db, { smtp, port });
    expect(mails.map((m) => m.to)).toEqual([[BUYER.email]]);
    expect(decodeMail(mails[0]!.raw)).toMatch(/Une seule offre est arrivée\s: il n'y aura pas de ronde de négociation/);
    expect((await buyerPageView(t.db, outreach.token, at(12)))?.negotiation.state).toBe("skipped");
  });

  it("a crash between the deadline and the e-mails: each round-2 e-mail still goes exactly once", async () => {
    const t = await createTestDb();
    cleanups.push(t.close);
    const { smtp, port } = await smtpServer(cleanups);
    await seed(t.db);
    await deliverAll(t.db, { smtp, port });
    for (const [i, d] of DEALERS.slice(0, 2).entries()) {
      expect(await saveOffer(t.db, await tokenOf(t.db, d.email), offer(`${30_000 + i * 100}`), { now: at(1), publicUrl: PUBLIC })).toBe(
        "saved",
      );
    }
    await deliverAll(t.db, { smtp, port });

    // The process dies in the middle of round 2's transaction (after the first e-mails are queued).
    const removeCrash = await crashTrigger(t.db, "webhook_deliveries", "NEW.form_type = 'dealer-negotiation-reminder'");
    await expect(notifyDeadlines(t.db, { ...WINDOWS, now: at(11) })).rejects.toThrow(/crash/);
    const untouched = await t.db.selectFrom("buyer_requests").select(["negotiation", "deadline_notified_at"]).executeTakeFirstOrThrow();
    expect(untouched).toEqual({ negotiation: "", deadline_notified_at: null });
    expect(
      await t.db.selectFrom("webhook_deliveries").select("id").where("form_type", "like", "dealer-negotiation-%").execute(),
    ).toHaveLength(0);
    await removeCrash();

    // It restarts; the state change and its e-mails commit together, then the process dies before sending.
    expect(await notifyDeadlines(t.db, { ...WINDOWS, now: at(12) })).toBe(1);
    await t.db.destroy();
    const reopened = t.reopen();
    cleanups.push(() => reopened.destroy());
    expect(await notifyDeadlines(reopened, { ...WINDOWS, now: at(12.5) })).toBe(0);
    const mails = await deliverAll(reopened, { smtp, port });
    for (const d of DEALERS) expect(to(mails, d.email)).toHaveLength(1);
    expect(to(mails, BUYER.email)).toHaveLength(1);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(mails.length);
  });
});
