import { afterAll, beforeAll } from "vitest";
import { startServer } from "#tests/server.ts";

/** A stack frame (`at fn (file:line:col)`): never part of an answer. */
export const stackTrace = /\bat [\w.<>]+ \(.*:\d+:\d+\)/;

/**
 * The built server for the tests of one file (or `describe`): started before them, stopped and its
 * folder removed after. `post` sends a body as a browser without JavaScript would (redirects not followed).
 */
export function useServer(env: Record<string, string> = {}) {
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  beforeAll(async () => {
    server = await startServer(env);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await server?.cleanup();
  });
  const started = () => {
    if (!server) throw new Error("the server is not started");
    return server;
  };
  return {
    get base() {
      return started().base;
    },
    get file() {
      return started().file;
    },
    /** The server's database, for `openServerDb` (#tests/server-db.ts). */
    get server() {
      return started();
    },
    async post(path: string, body: BodyInit, contentType?: string, cookie?: string) {
      const res = await fetch(started().base + path, {
        method: "POST",
        body,
        headers: { ...(contentType ? { "content-type": contentType } : {}), ...(cookie ? { cookie } : {}) },
        redirect: "manual",
      });
      return { status: res.status, text: await res.text(), setCookie: res.headers.get("set-cookie") };
    },
  };
}

/**
 * Bodies no form of ours sends, with their content types: broken percent-encoding, JSON, a cut
 * multipart part named `field`, raw bytes (unless `bytes: false`) and `repeated` (fields given twice).
 */
export function malformedBodies({
  field,
  json,
  repeated,
  bytes = true,
}: {
  field: string;
  json: string;
  repeated: string;
  bytes?: boolean;
}) {
  const bodies: Array<readonly [BodyInit, string]> = [
    ["%E0%A4%A=%%%", "application/x-www-form-urlencoded"],
    [json, "application/json"],
    [`--xx\r\nContent-Disposition: form-data; name="${field}"\r\n\r\nbroken`, "multipart/form-data; boundary=xx"],
  ];
  if (bytes) bodies.push([new Uint8Array([0xff, 0xfe, 0x00, 0x01]), "application/octet-stream"]);
  bodies.push([repeated, "application/x-www-form-urlencoded"]);
  return bodies;
}

/** An answer read whole: status, headers and body text. */
export type Answer = { status: number; headers: Headers; text: string };

/**
 * Form posts and page reads against a server, as a browser without JavaScript sends them
 * (redirects not followed), with an optional cookie. `base` is read at each call, so it may name a
 * server started later (in `beforeAll`).
 */
export function formClient(base: () => string) {
  return {
    async post(path: string, form: Record<string, string>, cookie = ""): Promise<Answer> {
      const res = await fetch(base() + path, {
        method: "POST",
        body: new URLSearchParams(form),
        headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
        redirect: "manual",
      });
      return { status: res.status, headers: res.headers, text: await res.text() };
    },
    async get(path: string, cookie = ""): Promise<Answer> {
      const res = await fetch(base() + path, { redirect: "manual", headers: cookie ? { cookie } : {} });
      return { status: res.status, headers: res.headers, text: await res.text() };
    },
  };
}
