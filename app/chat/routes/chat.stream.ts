import { getAssistantProvider } from "#app/chat/assistant.server.ts";
import { chatScreenState, loadChat, runTurn, startsConversation } from "#app/chat/chat.server.ts";
import type { ChatStreamEvent } from "#app/chat/message.ts";
import { ChatMessageSchema } from "#app/chat/schema.ts";
import { isOperator } from "#app/platform/auth.server.ts";
import { getDb } from "#app/platform/db.server.ts";
import { isHoneypotFilled } from "#app/platform/honeypot.ts";
import { getLocale } from "#app/platform/i18n.server.ts";
import { errorMessage, logger } from "#app/platform/log.server.ts";
import { confirmationAdmitter, quotaHeaders, takeQuota } from "#app/platform/quotas.server.ts";
import { fixedT } from "#app/platform/texts.ts";
import { readVisitor, visitorSetCookie } from "#app/platform/visitor.server.ts";
import type { Route } from "./+types/chat.stream";

/**
 * `POST /chat/stream` (and `/en/chat/stream`): Sam's reply as it is produced, one JSON event per
 * line (see ChatStreamEvent). The turn is committed before the final `done` event is written, so
 * a reply the page shows as finished is stored. Bad input is a 400 with a translated message.
 */

function problem(message: string, status: number) {
  return Response.json({ error: message }, { status, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = getLocale(context);
  const t = fixedT(lang, "chat");
  if (request.method !== "POST") return problem(t("errors.generic"), 405);
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return problem(t("errors.generic"), 400);
  }
  if (isHoneypotFilled(formData)) return problem(t("errors.generic"), 400);
  const parsed = ChatMessageSchema.safeParse({ message: formData.get("message") ?? undefined });
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message ?? "chat:errors.empty";
    return problem(t(key.replace(/^chat:/, "") as never), 400);
  }
  const visitor = await readVisitor(request);
  // A new conversation counts against the address's daily quota (the page keeps the message).
  const chat = await loadChat(getDb(), formData.get("c"), visitor.id);
  if (startsConversation(chat, lang)) {
    const quota = await takeQuota("chat", context);
    if (!quota.allowed) {
      return Response.json(
        { error: fixedT(lang, "common")("quota.body") },
        { status: 429, headers: { ...quotaHeaders(quota), "Cache-Control": "no-store" } },
      );
    }
  }
  const operator = await isOperator(request);
  const isTest = formData.get("test") === "1" && operator;
  const encoder = new TextEncoder();

  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      const send = (event: ChatStreamEvent) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
        } catch {
          open = false; // the browser went away; the turn still completes and is stored
        }
      };
      try {
        const db = getDb();
        const turn = await runTurn({
          db,
          provider: getAssistantProvider({ stream: true }),
          owner: visitor.id,
          sessionId: formData.get("c"),
          lang,
          message: parsed.data.message,
          onDelta: (text) => send({ type: "delta", text }),
          outreach: !isTest,
          admitConfirmation: confirmationAdmitter(context),
          loaded: chat ?? null,
        });
        if (turn.conflict) send({ type: "error", message: t("errors.conflict") });
        else
          send({
            type: "done",
            conversationId: turn.sessionId,
            user: turn.user,
            assistant: turn.assistant,
            completed: turn.completed,
            failed: turn.failed,
            // The webhook JSON (the test banner) is for a signed-in operator only (DESIGN §8.7).
            payload: operator ? turn.payload : null,
            screen: await chatScreenState(db, turn.sessionId, turn.state, lang),
          });
      } catch (error) {
        logger.error({ err: errorMessage(error) }, "chat turn failed");
        send({ type: "error", message: t("errors.generic") });
      }
      if (open) controller.close();
    },
    cancel() {
      // Nothing to undo: runTurn finishes and commits on its own.
    },
  });

  return new Response(body, {
    headers: {
      "Content-Type": "application/x-ndjson; charset=utf-8",
      // no-transform: the compression middleware must not buffer the stream.
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
      ...(visitor.isNew ? { "Set-Cookie": await visitorSetCookie(visitor.id) } : {}),
    },
  });
}
