import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { vehicleDataSchema } from "#app/questionnaire/vehicle-rules.ts";
import { splitForRecord } from "#app/questionnaire/vehicle.ts";
import { withServerDb } from "#tests/server-db.ts";
import { malformedBodies, stackTrace, useServer } from "./support.ts";

/**
 * Fuzzing the vehicle form and wizard actions: random, malformed and Unicode-heavy bodies never
 * give a 5xx or a stack trace; whatever gets stored is a valid request, once per idempotency key.
 */

const paths = [
  ...Array.from({ length: 10 }, (_, i) => `/vehicle-form?step=${i + 1}`),
  "/en/vehicle-form?step=10",
  "/vehicle-form?step=abc",
  ...Array.from({ length: 11 }, (_, i) => `/vehicle-step/${i + 1}`),
  "/en/vehicle-step/10",
  "/en/vehicle-step/11",
];

const server = useServer();

const unicode = fc.string({ unit: "grapheme", maxLength: 60 });
const nasty = fc.oneof(
  unicode,
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "<script>alert(1)</script>",
    "Toyota",
    "Neuf",
    "Usagé",
    "5",
    "0",
    "101",
    "1e2",
    "Les deux",
    "a@b",
    "x".repeat(5000),
    "A) Partager mes infos avec les concessionnaires gagnants seulement",
  ),
);

/** A tiny cookie jar: one visitor across a flow. */
function visitor() {
  let cookie = "";
  return async (path: string, body: BodyInit, contentType = "application/x-www-form-urlencoded") => {
    const res = await server.post(path, body, contentType, cookie);
    if (res.setCookie) cookie = res.setCookie.split(";")[0]!;
    return res;
  };
}

describe("fuzzing the vehicle actions", () => {
  it("answers random form bodies without a 5xx or a stack trace", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.array(
          fc.tuple(fc.oneof(fc.constantFrom("value", "email", "phone", "intent", "idempotencyKey", "js", "website"), unicode), nasty),
          { maxLength: 8 },
        ),
        async (path, pairs) => {
          const post = visitor();
          const form = new URLSearchParams();
          for (const [k, v] of pairs) form.append(k, v);
          const r = await post(path, form);
          expect(r.status, `${path} ${form}`).toBeLessThan(500);
          expect(r.text).not.toMatch(stackTrace);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("answers malformed and wrong-type bodies without a 5xx", async () => {
    const post = visitor();
    for (const path of paths) {
      for (const [body, type] of malformedBodies({
        field: "value",
        json: '{"value": ["array"]}',
        repeated: "value=Toyota&value=Honda&email=x&email=y@z.ca",
        bytes: false,
      })) {
        const r = await post(path, body, type);
        expect(r.status, `${path} ${type}`).toBeLessThan(500);
      }
    }
  });

  it("stores only valid requests from whole flows with Unicode-heavy answers, one per key", async () => {
    await fc.assert(
      // The city is read through the gazetteer (decision 056): a Unicode-heavy one is refused, a
      // real one (typed as people type it) lets the flow finish and be stored; a typo
      // ("shawinigen") is asked about first (decision 081), so that flow stores nothing.
      fc.asyncProperty(
        unicode,
        unicode,
        unicode,
        fc.oneof(unicode, fc.constantFrom("Laval", "shawinigen", "Trois-Riv", "Sherbrooke")),
        fc.constantFrom("single", "wizard"),
        async (model, trim, name, city, kind) => {
          const post = visitor();
          const step = (n: number) => (kind === "single" ? `/vehicle-form?step=${n}` : `/vehicle-step/${n}`);
          const answers: Array<Record<string, string>> = [
            { value: "Honda" },
            { value: "Neuf" },
            { value: model },
            { value: trim },
            { value: "12" },
            { value: "SMS" },
            { value: name },
            { email: "fuzz@example.ca", phone: "514 555 0000" },
            { value: city },
          ];
          for (const [i, form] of answers.entries()) expect((await post(step(i + 1), new URLSearchParams(form))).status).toBeLessThan(500);
          const final = new URLSearchParams({
            value: "B) Ne pas partager - Sam relaie tout",
            intent: "submit",
            idempotencyKey: `fuzz-${kind}-${Math.random().toString(36).slice(2)}`,
          });
          const [a, b] = await Promise.all([post(step(10), final), post(step(10), final)]);
          expect(a.status).toBeLessThan(500);
          expect(b.status).toBeLessThan(500);
        },
      ),
      {
        numRuns: 40,
        // Always tried: inherited names as typed answers (a model "__proto__" once gave a 500).
        examples: [
          ["__proto__", "!", "", "", "single"],
          ["constructor", "toString", "hasOwnProperty", "valueOf", "wizard"],
          ["Civic ✨ 日本", "Sport", "Zoë Ω", "Laval", "single"],
        ],
      },
    );
    await withServerDb(server.server, async (db) => {
      const rows = await db.all<Record<string, string | number>>("SELECT * FROM vehicle_submissions");
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) {
        const data = JSON.parse(String(r.profile_json));
        expect(vehicleDataSchema.safeParse(data).success, JSON.stringify(data)).toBe(true);
        expect({ email: r.email, phone: r.phone }).toEqual(splitForRecord(data.emailPhone));
        expect(r.dealerships).toBe(12);
      }
      const dupes = await db.all(
        "SELECT idempotency_key FROM vehicle_submissions WHERE idempotency_key IS NOT NULL GROUP BY idempotency_key HAVING COUNT(*) > 1",
      );
      expect(dupes).toEqual([]);
      const orphans = await db.get<{ n: number }>(
        "SELECT COUNT(*) AS n FROM vehicle_submissions v WHERE NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.source_table = 'vehicle_submissions' AND d.source_id = CAST(v.id AS TEXT))",
      );
      expect(orphans!.n).toBe(0);
    });
  });
});
