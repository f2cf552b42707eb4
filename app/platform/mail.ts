import { identity, senderLine } from "#app/platform/identity.ts";
import { COLON, type Lang } from "#app/platform/language.ts";
import { escapeHtml } from "#app/platform/text.ts";
import { translate } from "#app/platform/texts.ts";

/**
 * The e-mails' shape, whichever feature writes them (the outreach, the negotiation, Law 25): a
 * subject and a body of blocks that become the plain-text and the HTML parts, and the sender's
 * signature every e-mail ends with. Pure; the words come from each feature's words files through
 * `translate` (decision 036).
 */
export type Mail = { subject: string; text: string; html: string };

/** A tiny document builder: the same blocks become the plain-text and the HTML body. */
export type Block =
  | { p: string }
  | { h: string }
  | { link: string }
  | { list: string[] }
  | { rows: Array<[label: string, value: string]> }
  | { small: string };

export function render(blocks: Block[], lang: Lang): { text: string; html: string } {
  const colon = COLON[lang];
  const text: string[] = [];
  const html: string[] = [];
  for (const b of blocks) {
    if ("p" in b) {
      text.push(b.p);
      html.push(`<p>${escapeHtml(b.p)}</p>`);
    } else if ("h" in b) {
      text.push(`${b.h}\n${"-".repeat(b.h.length)}`);
      html.push(`<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(b.h)}</h2>`);
    } else if ("link" in b) {
      text.push(b.link);
      html.push(`<p><a href="${escapeHtml(b.link)}">${escapeHtml(b.link)}</a></p>`);
    } else if ("list" in b) {
      text.push(b.list.map((l) => `- ${l}`).join("\n"));
      html.push(`<ul>${b.list.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>`);
    } else if ("rows" in b) {
      text.push(b.rows.map(([l, v]) => `${l}${colon}${v}`).join("\n"));
      html.push(
        `<table role="presentation" style="border-collapse:collapse">${b.rows
          .map(
            ([l, v]) =>
              `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(l)}</th><td style="padding:2px 0">${escapeHtml(v)}</td></tr>`,
          )
          .join("")}</table>`,
      );
    } else {
      text.push(b.small);
      html.push(`<p style="font-size:12px;color:#555">${escapeHtml(b.small)}</p>`);
    }
  }
  return {
    text: `${text.join("\n\n")}\n`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#111;line-height:1.5">${html.join("\n")}</body></html>`,
  };
}

/** The signature and the sender's line (name, address, e-mail, phone) that end every e-mail. */
export function senderBlocks(lang: Lang): Block[] {
  return [{ p: translate(lang, "email", "signature", { company: identity().name }) }, { small: senderLine() }];
}
