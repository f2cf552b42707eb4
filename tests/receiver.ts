import http from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedRequest = { headers: http.IncomingHttpHeaders; body: string };

/**
 * A real HTTP receiver on 127.0.0.1 for integration tests. `respond` decides each answer
 * (status, optional headers and body, an optional delay before answering, or "hang" to never
 * answer); every request is recorded.
 */
export async function startReceiver(
  respond: (
    n: number,
    req: ReceivedRequest,
  ) => { status: number; headers?: Record<string, string>; body?: string; delayMs?: number } | "hang" = () => ({
    status: 200,
  }),
) {
  const received: ReceivedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const entry = { headers: req.headers, body: Buffer.concat(chunks).toString("utf8") };
      received.push(entry);
      const answer = respond(received.length, entry);
      if (answer === "hang") return;
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(answer.status, { "content-type": "text/plain", ...answer.headers });
        res.end(answer.body ?? (answer.status < 300 ? "ok" : "nope"));
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
