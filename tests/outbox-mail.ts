import { emailTransport, markDealerRequestSent } from "#app/platform/mail.server.ts";
import { createOutboxWorker } from "#app/platform/outbox-worker.server.ts";
import type { Db } from "#db/index.ts";
import { createSmtpServer, freePort, type ReceivedMail } from "#tests/smtp.ts";

export type TestSmtp = { smtp: ReturnType<typeof createSmtpServer>; port: number };

/** A real SMTP server on 127.0.0.1 for one test; `cleanups` gets its closer. */
export async function smtpServer(cleanups: Array<() => Promise<void> | void>): Promise<TestSmtp> {
  const port = await freePort();
  const smtp = createSmtpServer();
  await smtp.listen(port);
  cleanups.push(smtp.close);
  return { smtp, port };
}

/** Delivers everything queued in the outbox through the real SMTP server; returns what arrived. */
export async function deliverAll(db: Db, { smtp, port }: TestSmtp): Promise<ReceivedMail[]> {
  const before = smtp.received.length;
  const transport = emailTransport({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: "Sam Auto <demandes@sam-auto.ca>",
    timeoutMs: 2000,
    onSent: markDealerRequestSent(db),
  });
  const worker = createOutboxWorker({ db, transports: { email: transport }, retryScheduleMs: [50, 50, 50], pollMs: 20, log: () => {} });
  for (let i = 0; i < 20; i++) {
    await worker.tick();
    const left = await db.selectFrom("webhook_deliveries").select("id").where("status", "!=", "sent").execute();
    if (left.length === 0) break;
    await new Promise((r) => setTimeout(r, 60));
  }
  await worker.stop();
  transport.close();
  return smtp.received.slice(before);
}

/** The mails addressed to `address`. */
export const to = (mails: ReceivedMail[], address: string) => mails.filter((m) => m.to.includes(address));
