import http from "node:http";
import { expect, test } from "@playwright/test";
import { login } from "./operator-support.ts";

/**
 * Failed logins are limited per client address (the socket's, not a header). This file sends its
 * wrong passwords from its own loopback address (127.0.0.2 or .3 per project), so the other tests'
 * logins from 127.0.0.1 are never throttled.
 */
function postLogin(localAddress: string, password: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const body = new URLSearchParams({ password }).toString();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: Number(process.env.E2E_PORT),
        path: "/admin/login",
        method: "POST",
        localAddress,
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

test("failed logins from one address back off, growing; the right password works once the wait is over; other addresses are not affected", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const address = testInfo.project.name === "js" ? "127.0.0.2" : "127.0.0.3";
  // Five free failures; the sixth closes the address for a second.
  for (let i = 1; i <= 6; i++) {
    const res = await postLogin(address, `wrong-${i}`);
    expect(res.status, `attempt ${i}`).toBe(401);
    expect(res.body).toContain("Mot de passe incorrect.");
  }
  const limited = await postLogin(address, "wrong-7");
  expect(limited.status).toBe(429);
  expect(limited.body).toContain("Trop de tentatives échouées.");
  expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  // While closed, even the right password is refused from that address, and no session is opened.
  const right = await postLogin(address, process.env.E2E_ADMIN_PASSWORD!);
  expect(right.status).toBe(429);
  expect(right.headers["set-cookie"]).toBeUndefined();
  // Another address signs in normally.
  await login(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Demandes de véhicule");
  // Once the wait is over, the right password works from that address too.
  await new Promise((r) => setTimeout(r, Number(limited.headers["retry-after"]) * 1000 + 200));
  const after = await postLogin(address, process.env.E2E_ADMIN_PASSWORD!);
  expect(after.status).toBe(302);
  expect(after.headers["set-cookie"]).toBeDefined();
});
