import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimatedValues, propertyTypes, timeframes } from "#app/requests/property.ts";
import { withServerDb } from "#tests/server-db.ts";
import { malformedBodies, stackTrace, useServer } from "./support.ts";

/**
 * Fuzzing every action with random, malformed, oversized, wrong-type and Unicode-heavy bodies:
 * never a 5xx, never an invalid stored row, at most one row per idempotency key.
 */

type Action = { path: string; fields: string[] };

export const actions: Action[] = [
  { path: "/fr/contact", fields: ["name", "email", "phone", "subject", "message", "idempotencyKey", "website"] },
  { path: "/en/contact", fields: ["name", "email", "phone", "subject", "message", "idempotencyKey"] },
  {
    path: "/evaluation-propriete",
    fields: [
      "firstName",
      "lastName",
      "email",
      "phone",
      "address",
      "city",
      "postalCode",
      "propertyType",
      "estimatedValue",
      "timeframe",
      "additionalInfo",
      "idempotencyKey",
    ],
  },
  {
    path: "/en/property-evaluation",
    fields: [
      "firstName",
      "lastName",
      "email",
      "phone",
      "address",
      "city",
      "postalCode",
      "propertyType",
      "estimatedValue",
      "timeframe",
      "idempotencyKey",
    ],
  },
];

const server = useServer();

const unicode = fc.string({ unit: "grapheme", maxLength: 80 });
const nasty = fc.oneof(
  unicode,
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "😀".repeat(50),
    "a@b",
    "x".repeat(5000),
    "H2X 1Y4",
    "514-555-0199",
    "lea@example.com",
    "condo",
  ),
);

const send = server.post;

describe("fuzzing the actions", () => {
  it("answers every random form body without a 5xx or a stack trace", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...actions),
        fc.array(
          fc.tuple(
            fc.oneof(
              fc.constantFrom("name", "email", "message", "subject", "firstName", "postalCode", "propertyType", "intent", "value"),
              unicode,
            ),
            nasty,
          ),
          { maxLength: 14 },
        ),
        async (action, pairs) => {
          const form = new URLSearchParams();
          for (const f of action.fields) if (Math.random() < 0.7) form.append(f, "");
          for (const [k, v] of pairs) form.append(k, v);
          const r = await send(action.path, form, "application/x-www-form-urlencoded");
          expect(r.status, `${action.path} ${form}`).toBeLessThan(500);
          expect(r.text).not.toMatch(stackTrace);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("answers malformed and wrong-type bodies without a 5xx", async () => {
    for (const action of actions) {
      for (const [body, type] of malformedBodies({
        field: "name",
        json: '{"name": ["array"], "email": {"x": 1}}',
        repeated: "name=a&name=b&email=x&email=y@z.ca",
      })) {
        const r = await send(action.path, body, type);
        expect(r.status, `${action.path} ${type}`).toBeLessThan(500);
      }
    }
  });

  it("stores only valid rows from plausible bodies with Unicode-heavy values", async () => {
    await fc.assert(
      fc.asyncProperty(
        unicode,
        unicode,
        unicode,
        fc.constantFrom("lea@example.com", "a@b", "x@y.ca", ""),
        async (name, subject, message, email) => {
          const contact = new URLSearchParams({ name, email, phone: "", subject, message });
          const r1 = await send("/fr/contact", contact, "application/x-www-form-urlencoded");
          expect(r1.status).toBeLessThan(500);
          const property = new URLSearchParams({
            firstName: name,
            lastName: subject,
            email,
            phone: "514 555 0199",
            address: message || "1 rue X",
            city: "Laval",
            postalCode: "h2x1y4",
            propertyType: "condo",
            estimatedValue: "",
            timeframe: "exploration",
            additionalInfo: message,
          });
          const r2 = await send("/evaluation-propriete", property, "application/x-www-form-urlencoded");
          expect(r2.status).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
    const stored = await withServerDb(
      server.server,
      async (db) => (await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM property_evaluations"))!.n,
    );
    expect(stored).toBeGreaterThan(0);
  });

  it("refuses oversized bodies with 413", async () => {
    for (const action of actions) {
      const form = new URLSearchParams({ name: "x".repeat(1024 * 1024), email: "a@b.ca", subject: "s", message: "m" });
      const r = await send(action.path, form, "application/x-www-form-urlencoded");
      expect(r.status).toBe(413);
    }
  });

  it("stores at most one row per idempotency key, even for concurrent duplicates", async () => {
    const key = `fuzz-key-${Date.now()}`;
    const subject = `fuzz-idem-${process.pid}`;
    const form = () =>
      new URLSearchParams({
        name: "Idem Potent",
        email: "idem@example.com",
        phone: "",
        subject,
        message: "Une seule fois.",
        idempotencyKey: key,
      });
    const results = await Promise.all(Array.from({ length: 8 }, () => send("/fr/contact", form(), "application/x-www-form-urlencoded")));
    for (const r of results) expect(r.status).toBeLessThan(500);
    const n = await withServerDb(
      server.server,
      async (db) => (await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM contact_messages WHERE idempotency_key = ?", key))!.n,
    );
    expect(n).toBe(1);
  });

  it("never stored an invalid row", async () => {
    const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    await withServerDb(server.server, async (db) => {
      for (const r of await db.all<Record<string, string>>("SELECT * FROM contact_messages")) {
        expect(r.name.trim().length, JSON.stringify(r)).toBeGreaterThan(0);
        expect(r.subject.trim().length).toBeGreaterThan(0);
        expect(r.message.trim().length).toBeGreaterThan(0);
        expect(r.email).toMatch(email);
        expect(r.name.length + r.subject.length + r.message.length).toBeLessThan(20_000);
      }
      for (const r of await db.all<Record<string, string>>("SELECT * FROM property_evaluations")) {
        for (const f of ["first_name", "last_name", "address", "city"]) expect(r[f]!.trim().length, f).toBeGreaterThan(0);
        expect(r.email).toMatch(email);
        expect(r.postal_code).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/);
        expect(r.phone.replace(/\D/g, "")).toMatch(/^\d{10}$/);
        expect(propertyTypes as readonly string[]).toContain(r.property_type);
        if (r.estimated_value) expect(estimatedValues as readonly string[]).toContain(r.estimated_value);
        if (r.timeframe) expect(timeframes as readonly string[]).toContain(r.timeframe);
      }
      for (const table of ["contact_messages", "property_evaluations"]) {
        const dupes = await db.all(
          `SELECT idempotency_key FROM ${table} WHERE idempotency_key IS NOT NULL GROUP BY idempotency_key HAVING COUNT(*) > 1`,
        );
        expect(dupes, table).toEqual([]);
      }
    });
  });
});
