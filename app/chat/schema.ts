import { MAX_MESSAGE_LENGTH } from "#app/chat/message.ts";
import { z } from "#app/platform/zod.ts";

/** The chat form on the server (the no-JS action and the streaming route). Messages are i18n keys. */
export const ChatMessageSchema = z.object({
  message: z.string({ error: "chat:errors.empty" }).trim().min(1, "chat:errors.empty").max(MAX_MESSAGE_LENGTH, "chat:errors.tooLong"),
});
