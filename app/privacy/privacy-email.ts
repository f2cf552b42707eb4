import { fill, type Mail, mailWords, render, senderBlocks } from "#app/outreach/outreach-email.ts";
import type { Lang } from "#app/platform/language.ts";
import en from "#app/privacy/words.en.ts";
import fr from "#app/privacy/words.fr.ts";

/**
 * The e-mails of Law 25, pure: the privacy page's 24-hour link, and the withdrawal
 * notice a dealer receives when a buyer erases a request it was asked about. Neither carries
 * anything the person typed: the link e-mail has fixed words and the link; the notice has the
 * request's generated reference and the dealer's own name.
 */

const words = { fr: fr.mail, en: en.mail };

export function composePrivacyLink(input: { lang: Lang; url: string }): Mail {
  const w = words[input.lang].link;
  return {
    subject: w.subject,
    ...render(
      [{ p: w.greeting }, { p: w.body }, { link: input.url }, { small: w.ignore }, ...senderBlocks(mailWords[input.lang])],
      input.lang,
    ),
  };
}

export function composeWithdrawal(input: { lang: Lang; ref: string; dealerName: string }): Mail {
  const w = words[input.lang].withdrawal;
  return {
    subject: fill(w.subject, { ref: input.ref }),
    ...render(
      [
        { p: fill(w.greeting, { dealer: input.dealerName }) },
        { p: fill(w.body, { ref: input.ref }) },
        { p: w.erase },
        ...senderBlocks(mailWords[input.lang]),
      ],
      input.lang,
    ),
  };
}
