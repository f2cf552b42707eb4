import { chatPayload, loadChat } from "#app/chat/chat.server.ts";
import { profileOf } from "#app/chat/engine.ts";
import { operatorT } from "#app/operator/operator.server.ts";
import { getDb } from "#app/platform/db.server.ts";
import { readFormData } from "#app/platform/form-guards.server.ts";
import { kickOutbox } from "#app/platform/outbox-runtime.server.ts";
import { enqueueWebhook } from "#app/platform/outbox.server.ts";
import { readVisitor } from "#app/platform/visitor.server.ts";
import type { Route } from "./+types/automated-test.final";

/**
 * `POST /automated-test/final`: the automated chat test's final webhook (SPEC §4). The payload is
 * built on the server from the conversation the test just had (owned by this browser's visitor
 * cookie), with the test's `automated_test_…` conversation id, and queued in the outbox.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const t = operatorT(context);
  const formData = await readFormData(request);
  const label = formData.get("label");
  if (typeof label !== "string" || !/^automated_test_\d{10,16}$/.test(label)) {
    return Response.json({ error: t("autoTest.errors.noConversation") }, { status: 400 });
  }
  const visitor = await readVisitor(request);
  const db = getDb();
  const chat = await loadChat(db, formData.get("conversationId"), visitor.id);
  if (!chat || chat.history.length === 0) return Response.json({ error: t("autoTest.errors.noConversation") }, { status: 404 });
  const payload = { ...chatPayload(chat.history, profileOf(chat.state), chat.language, new Date()), conversationId: label };
  const deliveryId = await db.transaction().execute((trx) => enqueueWebhook(trx, "chat", payload));
  kickOutbox();
  return Response.json({ deliveryId });
}
