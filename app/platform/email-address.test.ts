import { describe, expect, it } from "vitest";
import { splitEmailPhone as outreachSplit, usableEmail } from "#app/outreach/outreach.ts";
import { findEmailIn } from "#app/platform/email-address.ts";
import { findEmail } from "#app/questionnaire/profile.ts";
import { splitEmailPhone } from "#app/questionnaire/webhook-payloads.ts";

describe("one e-mail pattern for the chat, the forms' payloads and the outreach", () => {
  it("finds a whole address with accented letters, where the three readers used to disagree", () => {
    const text = "josée.côté@exemple.ca et 514 555-0142";
    expect(findEmailIn(text)).toBe("josée.côté@exemple.ca");
    expect(findEmail(text)).toBe("josée.côté@exemple.ca");
    expect(splitEmailPhone(text).email).toBe("josée.côté@exemple.ca");
    expect(outreachSplit(text).email).toBe("josée.côté@exemple.ca");
    expect(usableEmail(text)).toBe("josée.côté@exemple.ca");
  });
  it("needs a domain name ending with two letters or more", () => {
    expect(findEmailIn("a@b.c")).toBeUndefined();
    expect(findEmailIn("pas de courriel")).toBeUndefined();
    expect(findEmailIn("<marie@exemple.com>")).toBe("marie@exemple.com");
  });
});
