import { describe, expect, it } from "vitest";
import { initialState, renderReply } from "#app/chat/engine.ts";
import { composeQuoteRequest } from "#app/outreach/outreach-email.ts";
import { translate } from "#app/platform/texts.ts";
import { Translations } from "#app/platform/translator.ts";
import { translateValue } from "#app/questionnaire/answer-values.ts";
import { displayValue } from "#app/questionnaire/display-value.ts";
import { PRIVACY_A, PRIVACY_B, type QuestionRecord, QUESTIONS, valueKeyOf, vehicleKeys } from "#app/questionnaire/registry.ts";
import { shownAnswer } from "#app/questionnaire/shown-answer.ts";
import { composeWebhookDealerEmail, DEALER_LABELS } from "#app/questionnaire/webhook-email.ts";
import { resources } from "#app/words.ts";

/** Every option of every closed question, with the English its words give it. */
const options = (QUESTIONS as readonly QuestionRecord[]).flatMap((q) =>
  Object.keys(q.values ?? {}).map((value) => ({ q, value, english: translate("en", "vehicle", valueKeyOf(value)! as never) })),
);

/** The letters the chat stores for some answers (SPEC §5 profile cleaning). */
const stored: Record<string, Record<string, string>> = {
  newUsed: { Neuf: "N", Usagé: "U" },
  tradeIn: { Oui: "O", Non: "N" },
  privacy: { [PRIVACY_A]: "A", [PRIVACY_B]: "B" },
};

/** The chat's recap line of one answer, in English. */
function chatRecap(field: string, value: string): string {
  const s = { ...initialState(), asked: "name" as const, answers: { brand: "Kia", [field]: stored[field]?.[value] ?? value } };
  const line = renderReply(s, "en")
    .split("\n")
    .find((l) => l.startsWith("✅ ") && !l.startsWith("✅ Brand:"));
  expect(line, `${field} recap`).toBeDefined();
  return line!.slice(line!.indexOf(": ") + 2);
}

/** The page's words, as the browser has them (the namespace the form pages' loaders send). */
const page = new Translations("en", { vehicle: resources.en.vehicle });
const pageValue = (value: string) => shownAnswer(value, "en", (key) => page.t("vehicle", key));

describe("one value table: English says one thing everywhere (decision 037)", () => {
  it("covers every option of every closed question, French first, each with its own English", () => {
    expect(options).toHaveLength(22);
    for (const { value, english } of options) {
      expect(translate("fr", "vehicle", valueKeyOf(value)! as never), value).toBe(value);
      expect(english, value).toBeTruthy();
    }
    expect(options.find((o) => o.value === "Hybride rechargeable")?.english).toBe("Plug-in hybrid");
  });

  it("the page, the chat's recap and the server's table say the same English", () => {
    for (const { q, value, english } of options) {
      expect(pageValue(value), `page: ${q.key} ${value}`).toBe(english);
      expect(displayValue(value, "en"), `loader: ${q.key} ${value}`).toBe(english);
      expect(translateValue(value, "en"), `table: ${q.key} ${value}`).toBe(english);
      if (q.views.includes("chat") && (q.key !== "contact" || value !== "Téléphone") && q.key !== "city")
        expect(chatRecap(q.chat.field, value), `chat: ${q.key} ${value}`).toBe(english);
    }
  });

  it("the English dealer e-mails say it too, for every answer they show", () => {
    const now = new Date("2026-03-12T10:00:00");
    for (const { q, value, english } of options.filter((o) => o.q.translated)) {
      const webhook = composeWebhookDealerEmail({ brand: "Kia", [q.key]: value }, "en", now).text;
      expect(webhook, `webhook e-mail: ${q.key} ${value}`).toContain(
        `${DEALER_LABELS[q.key as keyof typeof DEALER_LABELS].en}: ${english}\n`,
      );
      if ((vehicleKeys as readonly string[]).includes(q.key)) {
        const quote = composeQuoteRequest({
          lang: "en",
          dealerName: "Kia Laval",
          buyerFirstName: "Ana",
          vehicle: { brand: "Kia", [q.key]: value },
          city: "Laval",
          dealersContacted: 3,
          privacy: "B",
          replyUrl: "https://sam.example/en/offer/x",
          unsubscribeUrl: "https://sam.example/en/unsubscribe/x",
          deadline: now,
          now,
        }).text;
        expect(quote, `quote request: ${q.key} ${value}`).toContain(`: ${english}\n`);
      }
    }
  });
});
