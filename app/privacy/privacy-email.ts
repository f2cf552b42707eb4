import type { Lang } from "#app/platform/language.ts";
import { type Mail, render, senderBlocks } from "#app/platform/mail.ts";
import { fixedT } from "#app/platform/texts.ts";

/**
 * The e-mails of Law 25, pure: the privacy page's 24-hour link, and the withdrawal
 * notice a dealer receives when a buyer erases a request it was asked about. Neither carries
 * anything the person typed: the link e-mail has fixed words and the link; the notice has the
 * request's generated reference and the dealer's own name.
 */

export function composePrivacyLink(input: { lang: Lang; url: string }): Mail {
  const t = fixedT(input.lang, "privacy");
  return {
    subject: t("mail.link.subject"),
    ...render(
      [
        { p: t("mail.link.greeting") },
        { p: t("mail.link.body") },
        { link: input.url },
        { small: t("mail.link.ignore") },
        ...senderBlocks(input.lang),
      ],
      input.lang,
    ),
  };
}

export function composeWithdrawal(input: { lang: Lang; ref: string; dealerName: string }): Mail {
  const t = fixedT(input.lang, "privacy");
  return {
    subject: t("mail.withdrawal.subject", { ref: input.ref }),
    ...render(
      [
        { p: t("mail.withdrawal.greeting", { dealer: input.dealerName }) },
        { p: t("mail.withdrawal.body", { ref: input.ref }) },
        { p: t("mail.withdrawal.erase") },
        ...senderBlocks(input.lang),
      ],
      input.lang,
    ),
  };
}
