import { type Lang, twinPath } from "#app/platform/language.ts";
import type { MetaDescriptor } from "react-router";

type RootMatchData = { origin?: string; lang?: Lang } | undefined;

/** Title, description, canonical and hreflang alternates of a page (absolute URLs from PUBLIC_URL). */
export function pageMeta(args: {
  title: string;
  description?: string;
  pathname: string;
  matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>;
  noindex?: boolean;
}): MetaDescriptor[] {
  const root = args.matches.find((m) => m?.id === "root");
  const rootData = (root?.loaderData ?? root?.data) as RootMatchData;
  const origin = rootData?.origin ?? "";
  const path = args.pathname.length > 1 ? args.pathname.replace(/\/+$/, "") : args.pathname;
  const lang = rootData?.lang ?? "fr";
  const twin = twinPath(path);
  const [fr, en] = lang === "fr" ? [path, twin] : [twin, path];
  const meta: MetaDescriptor[] = [{ title: `${args.title} | Sam` }];
  if (args.description) meta.push({ name: "description", content: args.description });
  if (args.noindex) {
    meta.push({ name: "robots", content: "noindex" });
    return meta;
  }
  meta.push(
    { tagName: "link", rel: "canonical", href: origin + path },
    { tagName: "link", rel: "alternate", hrefLang: "fr-CA", href: origin + fr },
    { tagName: "link", rel: "alternate", hrefLang: "en-CA", href: origin + en },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: origin + fr },
  );
  return meta;
}
