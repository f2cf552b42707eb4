import { afterAll, describe, expect, it } from "vitest";
import { withServerDb } from "#tests/server-db.ts";
import { startServer } from "#tests/server.ts";

/**
 * Crash test: a burst of valid contact posts against the real server, `kill -9` at a random
 * moment, restart. Every post that got its success answer must be stored exactly once, with its
 * outbox row, and a SQLite database must pass `PRAGMA integrity_check`. Runs on PostgreSQL too.
 */
describe("kill -9 during a burst of posts", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  afterAll(async () => {
    await server?.stop();
    await server?.cleanup();
  });

  it("loses no acknowledged submission and leaves a sound database", async () => {
    server = await startServer();
    const acknowledged: string[] = [];
    let n = 0;
    let running = true;
    const post = async () => {
      while (running) {
        const marker = `crash-${process.pid}-${n++}`;
        const body = new URLSearchParams({
          name: "Test Crash",
          email: "crash@example.com",
          phone: "",
          subject: marker,
          message: "Message envoyé pendant le test de panne.",
        });
        try {
          const res = await fetch(`${server.base}/fr/contact`, {
            method: "POST",
            body,
            headers: { "content-type": "application/x-www-form-urlencoded" },
            redirect: "manual",
          });
          await res.arrayBuffer();
          if (res.status === 303 || res.status === 302 || res.status === 200) acknowledged.push(marker);
          else if (res.status >= 500) throw new Error(`server answered ${res.status}`);
        } catch (error) {
          if (!running) return;
          if (error instanceof Error && error.message.startsWith("server answered")) throw error;
          return; // connection cut by the kill: not acknowledged
        }
      }
    };
    const workers = Array.from({ length: 8 }, post);
    await new Promise((r) => setTimeout(r, 400 + Math.random() * 800));
    await server.kill9();
    running = false;
    await Promise.all(workers);
    expect(acknowledged.length).toBeGreaterThan(10);

    await server.restart();
    await server.stop();

    await withServerDb(server, async (db) => {
      if (db.dialect === "sqlite")
        expect((await db.get<{ integrity_check: string }>("PRAGMA integrity_check"))!.integrity_check).toBe("ok");
      const rows = await db.all<{ subject: string; id: number; deliveries: number }>(
        `SELECT m.subject, m.id, (SELECT COUNT(*) FROM webhook_deliveries d
           WHERE d.source_table = 'contact_messages' AND d.source_id = CAST(m.id AS TEXT)) AS deliveries
         FROM contact_messages m WHERE m.subject LIKE ?`,
        `crash-${process.pid}-%`,
      );
      const bySubject = new Map<string, number>();
      for (const r of rows) bySubject.set(r.subject, (bySubject.get(r.subject) ?? 0) + 1);
      for (const marker of acknowledged) expect(bySubject.get(marker), marker).toBe(1);
      for (const r of rows) expect(r.deliveries, r.subject).toBe(1);
    });
  }, 120_000);
});
