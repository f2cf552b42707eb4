import { type ComponentType, lazy } from "react";

/**
 * A view that most visits of a page never show (a success screen, a recap, a confirmation): the
 * browser fetches its chunk when it is first shown, so it is not in the page's first-load
 * JavaScript (decision 029); the server renders it in place, as before.
 *
 * The server loads the module when the route module is loaded (at start), and the component's
 * `then` answers synchronously from then on: React renders it without suspending, so the HTML
 * needs no streamed reveal script and reads the same without JavaScript. In the browser the first
 * render that shows it suspends until the chunk has arrived. Show it only from a navigation (a
 * transition: the previous screen stays until then) or in the server's HTML (hydration waits for
 * it), and put no `<Suspense>` around it: React streams a large boundary's content after the
 * shell, hidden until a script reveals it, which never happens without JavaScript.
 *
 *   const Recap = deferredView(() => import("./recap.tsx").then((m) => m.Recap));
 */
export function deferredView<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const get = () => (loading ??= load().then((component) => (loaded = component)));
  if (import.meta.env.SSR) void get();
  // React's lazy reads a thenable: one that calls back at once is resolved at once.
  const thenable = {
    then(resolve: (module: { default: ComponentType<P> }) => void, reject: (error: unknown) => void) {
      if (loaded) resolve({ default: loaded });
      else get().then((component) => resolve({ default: component }), reject);
    },
  };
  return lazy(() => thenable as unknown as Promise<{ default: ComponentType<P> }>);
}
