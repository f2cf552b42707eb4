/**
 * The cross-origin rule for writes (CSRF), in one place for the HTTP server and the operator
 * area: a browser says where a request comes from with `Sec-Fetch-Site` and/or `Origin`.
 * Reads pass; a write from another site or origin is refused; requests carrying neither header
 * (non-browser clients) pass.
 */
export function isCrossOriginWrite(request: {
  method: string;
  secFetchSite: string | null | undefined;
  origin: string | null | undefined;
  /** The request's own origin and the configured public origin. */
  allowedOrigins: readonly (string | null | undefined)[];
}): boolean {
  const { method, secFetchSite: site, origin } = request;
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  if (site && site !== "same-origin" && site !== "none") return true;
  if (origin === null || origin === undefined) return false;
  return !request.allowedOrigins.includes(origin);
}
