import { describe, expect, it } from "vitest";
import { chatMessageError, MAX_MESSAGE_LENGTH } from "#app/chat/message.ts";
import { ChatMessageSchema } from "#app/chat/schema.ts";

describe("chat message rule (SPEC §5)", () => {
  const cases: Array<[string, string | null]> = [
    ["", "chat:errors.empty"],
    ["   \n\t ", "chat:errors.empty"],
    ["Toyota", null],
    [`  ${"x".repeat(MAX_MESSAGE_LENGTH)}  `, null],
    ["x".repeat(MAX_MESSAGE_LENGTH + 1), "chat:errors.tooLong"],
  ];
  it.each(cases)("%j → %s, the page and the server agree", (text, error) => {
    expect(chatMessageError(text)).toBe(error);
    const parsed = ChatMessageSchema.safeParse({ message: text });
    expect(parsed.success ? null : parsed.error.issues[0].message).toBe(error);
  });
});
