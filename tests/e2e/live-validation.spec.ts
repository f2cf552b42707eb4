import { expect, type Page, test } from "@playwright/test";
import { typesetFrench as fr } from "#app/platform/typography.ts";
import { ready } from "./support.ts";

// Decision 027: the form pages validate as the buyer types with the schema the server uses, but
// that schema, zod and conform's parser are not part of the first load: they arrive by a dynamic
// import after hydration. Markup is the same with JavaScript on or off.

const VALIDATOR = /\/assets\/live-form-validator-[^/]+\.js$/;

/** The scripts the server's HTML names up front (module preloads and imports). */
async function firstLoadScripts(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]);
}

/** Errors the page reports (a hydration mismatch among them). */
function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  return problems;
}

const pages = [
  {
    path: "/fr/contact",
    form: "#contact-form",
    submit: "Envoyer le message",
    required: "Ce champ est obligatoire",
    badEmail: "Veuillez entrer une adresse courriel valide",
  },
  {
    path: "/en/contact",
    form: "#contact-form",
    submit: "Send message",
    required: "This field is required",
    badEmail: "Please enter a valid email address",
  },
] as const;

for (const p of pages) {
  test(`${p.path}: the constraint attributes are rendered by the server, with or without JavaScript`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(p.path);
    await ready(page, javaScriptEnabled);
    const name = page.locator(`${p.form} [name="name"]`);
    // getZodConstraint(schema) on the server: required fields are marked, the optional phone is not.
    await expect(name).toHaveAttribute("required", "");
    await expect(name).toHaveAttribute("id", "contact-form-name");
    await expect(name).toHaveAttribute("form", "contact-form");
    await expect(page.locator(`${p.form} [name="email"]`)).toHaveAttribute("required", "");
    await expect(page.locator(`${p.form} [name="phone"]`)).not.toHaveAttribute("required", "");
    await expect(page.locator(p.form)).toHaveAttribute("novalidate", "");
    const scripts = await firstLoadScripts(page, p.path);
    expect(scripts.some((s) => /\/assets\/contact-/.test(s))).toBe(true);
    expect(scripts.filter((s) => VALIDATOR.test(s) || /vendor-forms|contact-form-/.test(s))).toEqual([]);
  });

  test(`${p.path}: with JavaScript, errors show and clear as the buyer types, before any post`, async ({ page, javaScriptEnabled }) => {
    if (!javaScriptEnabled) return;
    const problems = watchForErrors(page);
    const validatorLoaded = page.waitForResponse((r) => VALIDATOR.test(new URL(r.url()).pathname));
    await page.goto(p.path);
    await ready(page, javaScriptEnabled);
    // Loaded after hydration, without anything typed (then the schema's chunks settle).
    await validatorLoaded;
    await page.waitForLoadState("networkidle");

    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });
    const form = page.locator(p.form);
    const name = form.locator('[name="name"]');
    const email = form.locator('[name="email"]');
    await page.getByRole("button", { name: p.submit }).click();

    // Blocked in the browser: the messages of the server's schema, in the page's language.
    await expect(form.locator("#contact-form-name-error")).toHaveText(p.required);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAttribute("aria-describedby", "contact-form-name-error");
    await expect(name).toBeFocused();
    expect(posts).toEqual([]);

    // Typing clears the field's error at once; a bad e-mail shows its own message while typed.
    await name.pressSequentially("Ca");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await expect(form.locator("#contact-form-name-error")).toHaveCount(0);
    await email.pressSequentially("camille@");
    await expect(form.locator("#contact-form-email-error")).toHaveText(p.badEmail);
    await email.pressSequentially("example.com");
    await expect(form.locator("#contact-form-email-error")).toHaveCount(0);
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    expect(posts).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test("property evaluation: the postal code is checked as it is typed, with the server's rule", async ({ page, javaScriptEnabled }) => {
  if (!javaScriptEnabled) return;
  const validatorLoaded = page.waitForResponse((r) => VALIDATOR.test(new URL(r.url()).pathname));
  await page.goto("/evaluation-propriete");
  await ready(page, javaScriptEnabled);
  await validatorLoaded;
  await page.waitForLoadState("networkidle");
  const form = page.locator("#property-form");
  const postal = form.locator('[name="postalCode"]');
  await postal.fill("K1A 0B1");
  await page.getByRole("button", { name: "Obtenir mon évaluation gratuite" }).click();
  const error = form.locator("#property-form-postalCode-error");
  await expect(error).toHaveText("Veuillez entrer un code postal du Québec valide (par exemple H2X 1Y4)");
  await expect(postal).toHaveAttribute("aria-invalid", "true");
  // A Quebec code (normalised by the same schema) clears it while typing.
  await postal.fill("");
  await postal.pressSequentially("h2x 1y4");
  await expect(error).toHaveCount(0);
  await expect(form.locator("#property-form-propertyType-error")).toBeVisible();
});

for (const view of [
  { name: "single form", path: "/vehicle-form?step=7", id: "vehicle-form-7" },
  { name: "wizard", path: "/vehicle-step/7", id: "vehicle-step-7" },
]) {
  test(`vehicle ${view.name}: the name is checked when left, and cleared as it is corrected`, async ({ page, javaScriptEnabled }) => {
    if (!javaScriptEnabled) return;
    const problems = watchForErrors(page);
    await page.goto(view.path);
    await ready(page, javaScriptEnabled);
    await page.waitForLoadState("networkidle");
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });
    const input = page.locator(`#${view.id}-value`);
    const error = page.locator(`#${view.id}-value-error`);
    await input.pressSequentially("A");
    // Not while typing (shouldValidate onBlur): only once the field is left.
    await expect(error).toHaveCount(0);
    await input.press("Tab");
    await expect(error).toHaveText(fr("Le nom doit contenir au moins 2 caractères"));
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAttribute("aria-describedby", `${view.id}-value-error`);
    expect(posts).toEqual([]);
    await input.pressSequentially("l");
    await expect(error).toHaveCount(0);
    await expect(input).not.toHaveAttribute("aria-invalid", "true");
    // The server render and the hydrated page agree (the constraint comes from the loader).
    expect(problems).toEqual([]);
  });
}

test("contact: before the validator has arrived, the server validates the post and the page shows its answer", async ({
  page,
  javaScriptEnabled,
}) => {
  if (!javaScriptEnabled) return;
  // The validation chunk never arrives (a slow or broken network).
  await page.route(VALIDATOR, (route) => route.abort());
  await page.goto("/fr/contact");
  await ready(page, javaScriptEnabled);
  const form = page.locator("#contact-form");
  const name = form.locator('[name="name"]');
  await form.locator('[name="email"]').fill("pas-une-adresse");
  await form.locator('[name="subject"]').fill("Question");
  await form.locator('[name="message"]').fill("Bonjour");
  const answer = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/fr/contact"));
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  expect((await answer).status()).toBe(400);
  await expect(form.locator("#contact-form-name-error")).toHaveText("Ce champ est obligatoire");
  await expect(form.locator("#contact-form-email-error")).toHaveText("Veuillez entrer une adresse courriel valide");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toBeFocused();
  await expect(form.locator('[name="subject"]')).toHaveValue("Question");

  // Corrected, it is sent; the form is emptied for a next message (conform's resetForm).
  await name.fill("Camille Bouchard");
  await form.locator('[name="email"]').fill("camille@courriel.ca");
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByTestId("form-success")).toBeVisible();
  await expect(name).toHaveValue("");
  await expect(form.locator('[name="subject"]')).toHaveValue("");
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
});
