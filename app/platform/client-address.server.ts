import { createContext, RouterContextProvider } from "react-router";

/**
 * The client's network address, set by server.ts from the socket (or from the first proxy hop
 * when TRUST_PROXY=1). Never read from a request header the client controls.
 */
export const clientAddressContext = createContext<string | null>(null);

/** The load context server.ts gives every request (built here so the same react-router class is used). */
export function createLoadContext(clientAddress: string | undefined): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, clientAddress ?? null);
  return context;
}

/** The request's client address, or "unknown" (dev server, tests) — then all clients share one bucket. */
export function clientAddress(context: Readonly<RouterContextProvider>): string {
  return context.get(clientAddressContext) ?? "unknown";
}

/**
 * The key that rate limits and the sign-in guard count under: an IPv4
 * address as is, an IPv6 address by its /64 (one host usually holds a whole /64), an IPv4-mapped
 * IPv6 address as its IPv4.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(":")) return address;
  const [head, tail = ""] = address.toLowerCase().split("%")[0].split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::") ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** The request's rate-limit key (see addressKey). */
export function clientKey(context: Readonly<RouterContextProvider>): string {
  return addressKey(clientAddress(context));
}
