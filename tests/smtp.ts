import net from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string; messageId: string; subject: string };

/** A free TCP port on 127.0.0.1 (nothing listens on it once this resolves). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=), adjacent ones joined. */
function decodeWords(header: string): string {
  return header.replace(/\?=\s+=\?/g, "?==?").replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
    enc.toLowerCase() === "b"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodeURIComponent(
          text
            .replace(/_/g, " ")
            .replace(/%/g, "%25")
            .replace(/=([0-9A-F]{2})/gi, "%$1"),
        ),
  );
}

/** A raw message made readable for assertions: headers unfolded and decoded, quoted-printable bodies decoded. */
export function decodeMail(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = decodeWords(raw.slice(0, split).replace(/\r?\n[ \t]+/g, " "));
  const body = raw
    .slice(split)
    .replace(/=\r?\n/g, "")
    .replace(/((?:=[0-9A-F]{2})+)/g, (m) => Buffer.from(m.replace(/=/g, ""), "hex").toString("utf8"));
  return head + body;
}

/**
 * A real SMTP server on 127.0.0.1 for integration tests (no TLS, no auth); every accepted
 * message is recorded, raw. `listen(port)` lets a test start it late, on a port chosen before.
 */
export function createSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const header = (name: string) =>
          new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, "mi")
            .exec(raw)?.[1]
            ?.replace(/\r?\n[ \t]/g, " ")
            .trim() ?? "";
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          messageId: header("Message-ID"),
          subject: decodeWords(header("Subject")),
        });
        callback();
      });
    },
  });
  return {
    received,
    listen: (port: number) =>
      new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, "127.0.0.1", () => resolve());
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
