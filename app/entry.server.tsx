import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { type EntryContext, isRouteErrorResponse, type RouterContextProvider, ServerRouter } from "react-router";
import { boot } from "#app/boot.server.ts";
import { errorMessage, loggedPath, logger } from "#app/platform/log.server.ts";
import { NonceContext } from "#app/platform/nonce.tsx";
import { contentSecurityPolicy, createNonce } from "#app/platform/security.server.ts";

export { boot };
export { shutdown } from "#app/boot.server.ts";
export { errorMessage, flushLogs, loggedPath, logger } from "#app/platform/log.server.ts";
export { requestDone } from "#app/platform/metrics.server.ts";
export { createLoadContext } from "#app/platform/client-address.server.ts";
export { isCrossOriginWrite } from "#app/platform/cross-origin.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  const nonce = createNonce();
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // Pages rendered per request (wizard steps, success, request page, operator area) may
          // show a name, an e-mail or a phone: never kept by a browser or a proxy unless the page
          // declared itself public.
          if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "no-store");
          if (import.meta.env.PROD) {
            responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(hydrates(routerContext) ? nonce : null));
          }
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: errorMessage(error) }, "render error after the shell was sent");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** Client navigations' data (the same personal data as the pages): no-store unless declared public. */
export function handleDataRequest(response: Response) {
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
  return response;
}

/** False when a matched route declares `handle.hydrate = false` (the page ships no script). */
function hydrates(context: EntryContext): boolean {
  return !context.staticHandlerContext.matches.some(
    (m) => (context.routeModules[m.route.id]?.handle as { hydrate?: boolean } | undefined)?.hydrate === false,
  );
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // A post to a page without a form (405) or an unknown path is the client's mistake, not ours:
  // no stack trace in the log.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // The path only: queries and bodies may carry personal data.
  const path = new URL(request.url).pathname;
  // The stack only at debug level: an error message is kept short and carries no input.
  logger.error({ method: request.method, path: loggedPath(path), err: errorMessage(error) }, "unhandled error");
  if (error instanceof Error) logger.debug({ stack: error.stack }, "unhandled error stack");
}
