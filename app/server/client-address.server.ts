import { createContext, RouterContextProvider } from "react-router";

/**
 * The client's network address, set by server.js from the socket (or from the first proxy hop
 * when TRUST_PROXY=1). Never read from a request header the client controls.
 */
export const clientAddressContext = createContext<string | null>(null);

/** The load context server.js gives every request (built here so the same react-router class is used). */
export function createLoadContext(clientAddress: string | undefined): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, clientAddress ?? null);
  return context;
}

/** The request's client address, or "unknown" (dev server, tests) — then all clients share one bucket. */
export function clientAddress(context: Readonly<RouterContextProvider>): string {
  return context.get(clientAddressContext) ?? "unknown";
}
