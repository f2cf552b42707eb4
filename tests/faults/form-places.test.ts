import { describe, expect, it } from "vitest";
import { typesetFrench } from "#app/platform/typography.ts";
import { withServerDb } from "#tests/server-db.ts";
import { useServer } from "./support.ts";

/**
 * The forms' typed city through the real form posts, on the built server and its database
 * (decision 081): a region comes back as a field error with its main cities to pick, the answers
 * kept and nothing stored; the picked city is stored; a plain city is stored at once; a typo is
 * confirmed. Single form and wizard, French and English, as a browser without JavaScript posts.
 */

const server = useServer();

/** One visitor: its cookie kept across posts. */
function visitor() {
  let cookie = "";
  return async (path: string, form: Record<string, string>) => {
    const res = await server.post(path, new URLSearchParams(form), "application/x-www-form-urlencoded", cookie);
    if (res.setCookie) cookie = res.setCookie.split(";")[0]!;
    return res;
  };
}

const firstEight = (name: string): Array<Record<string, string>> => [
  { value: "Honda" },
  { value: "Neuf" },
  { value: "Civic" },
  { value: "Sport" },
  { value: "3" },
  { value: "Courriel" },
  { value: name },
  { email: "lieu@example.ca", phone: "514 555 0101" },
];

async function draftCity(name: string): Promise<string | undefined> {
  return withServerDb(server.server, async (db) => {
    const rows = await db.all<{ data: string }>("SELECT data FROM drafts WHERE data LIKE ?", `%${name}%`);
    expect(rows).toHaveLength(1);
    return JSON.parse(rows[0]!.data).answers.city as string | undefined;
  });
}

/** The radios offered, by value, from the page's HTML. */
const offered = (html: string) => [...html.matchAll(/<input[^>]*name="place"[^>]*value="([^"]+)"/g)].map((m) => m[1]);

const unique = () => Math.random().toString(36).slice(2, 8);

describe("the forms' typed city through the real form posts (decision 081)", () => {
  it("single form, French: a region comes back with its cities; the one picked is stored, then sent", async () => {
    const post = visitor();
    const name = `Région ${unique()}`;
    for (const [i, form] of firstEight(name).entries()) expect((await post(`/vehicle-form?step=${i + 1}`, form)).status).toBe(302);

    const asked = await post("/vehicle-form?step=9", { value: "Autre", other: "sur la Rive-Sud" });
    expect(asked.status).toBe(400);
    expect(asked.text).toContain(typesetFrench("Rive-Sud couvre plusieurs villes : laquelle ?"));
    expect(asked.text).toContain("Choisissez une ville ci-dessous, ou écrivez la vôtre");
    expect(offered(asked.text)).toEqual(["Longueuil", "Brossard", "Boucherville"]);
    // Every answer kept: "Autre" still chosen, the text as typed; the field points at its error.
    expect(asked.text).toMatch(/<option value="Autre" selected="">/);
    const typed = /<input[^>]*value="sur la Rive-Sud"[^>]*>/.exec(asked.text)?.[0] ?? "";
    expect(typed).toContain('aria-invalid="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(typed)?.[1];
    expect(asked.text).toMatch(new RegExp(`<ul id="${describedBy}"[^>]*>.*Choisissez une ville ci-dessous`));
    expect(await draftCity(name)).toBeUndefined();

    const picked = await post("/vehicle-form?step=9", { value: "Autre", other: "sur la Rive-Sud", place: "Brossard" });
    expect(picked.status).toBe(302);
    expect(await draftCity(name)).toBe("Brossard");

    const submitted = await post("/vehicle-form?step=10", {
      value: "B) Ne pas partager - Sam relaie tout",
      intent: "submit",
      idempotencyKey: `places-${unique()}`,
    });
    expect(submitted.status).toBe(302);
    await withServerDb(server.server, async (db) => {
      const row = await db.get<{ city: string }>("SELECT city FROM vehicle_submissions WHERE name = ?", name);
      expect(row?.city).toBe("Brossard");
    });
  });

  it("single form: a plain city outside the list is stored at once; a listed city is untouched by a stray pick", async () => {
    const post = visitor();
    const name = `Ville ${unique()}`;
    for (const [i, form] of firstEight(name).entries()) expect((await post(`/vehicle-form?step=${i + 1}`, form)).status).toBe(302);
    expect((await post("/vehicle-form?step=9", { value: "Autre", other: "Kirkland" })).status).toBe(302);
    expect(await draftCity(name)).toBe("Kirkland");
    // The dropdown's own city wins over a radio left checked.
    expect((await post("/vehicle-form?step=9", { value: "Laval", place: "Brossard" })).status).toBe(302);
    expect(await draftCity(name)).toBe("Laval");
  });

  it("wizard, English: a region and a typo come back in English; the picked city is stored", async () => {
    const post = visitor();
    const name = `Region ${unique()}`;
    for (const [i, form] of firstEight(name).entries()) expect((await post(`/en/vehicle-step/${i + 1}`, form)).status).toBe(302);

    const asked = await post("/en/vehicle-step/9", { value: "West Island" });
    expect(asked.status).toBe(400);
    expect(asked.text).toContain("West Island covers several cities: which one?");
    expect(offered(asked.text)).toEqual(["Pointe-Claire", "Kirkland", "Dollard-des-Ormeaux"]);
    expect(asked.text).toMatch(/<legend[^>]*>West Island covers several cities: which one\?<\/legend>/);
    expect(asked.text).toContain("Pick a city below, or write yours");
    expect(await draftCity(name)).toBeUndefined();

    const typo = await post("/en/vehicle-step/9", { value: "Shawiniganne" });
    expect(typo.status).toBe(400);
    expect(typo.text).toContain("Shawinigan, is that right?");
    expect(offered(typo.text)).toEqual(["Shawinigan"]);
    expect(await draftCity(name)).toBeUndefined();

    expect((await post("/en/vehicle-step/9", { value: "West Island", place: "Pointe-Claire" })).status).toBe(302);
    expect(await draftCity(name)).toBe("Pointe-Claire");
    // A picked value is read like a typed one: a region posted as the pick is asked about again, never stored.
    expect((await post("/en/vehicle-step/9", { value: "x", place: "Rive-Sud" })).status).toBe(400);
    expect(await draftCity(name)).toBe("Pointe-Claire");
  });

  it("wizard, French: a plain city is stored at once", async () => {
    const post = visitor();
    const name = `Ville ${unique()}`;
    for (const [i, form] of firstEight(name).entries()) expect((await post(`/vehicle-step/${i + 1}`, form)).status).toBe(302);
    expect((await post("/vehicle-step/9", { value: "Chomedey" })).status).toBe(302);
    expect(await draftCity(name)).toBe("Laval");
  });
});
