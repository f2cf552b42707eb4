/** Every public page, in both languages: the validators and the audit walk this list. */
export const publicPages: readonly string[] = [
  "/fr/fonctionnement",
  "/en/how-it-works",
  "/fr/confidentialite",
  "/en/privacy",
  "/fr/conditions",
  "/en/terms",
  "/fr/contact",
  "/en/contact",
  "/nulle-part",
  "/en/nowhere",
];
