import { useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { useBundles, useTranslation } from "#app/platform/i18n.tsx";
import { type Lang, localePath, TWIN_PATHS } from "#app/platform/language.ts";
import type { Mirror } from "#app/platform/words-types.ts";
import type fr from "#app/privacy/words.fr.ts";
import { HoneypotInput } from "#app/ui/forms.tsx";

/**
 * Law 25 on the buyer's private page: "download my data" (a JSON file, posted to the
 * page's `/donnees` | `/data` resource route, a plain document post so the browser downloads it) and
 * "delete my request" in two posts, both working without JavaScript: the first shows the confirm
 * form (the page's action answers `myData: "confirm"`), the second erases.
 */

export type PrivacyBundle = Mirror<typeof fr>;

/** The JSON download of the page at `pathname` (the request page, or the privacy page's link). */
export function dataPathOf(pathname: string, lang: Lang): string {
  const { request, requestData } = TWIN_PATHS;
  return pathname.replace(/\/+$/, "") + requestData[lang].slice(request[lang].length);
}

export function MyData({ lang, bundle, confirming }: { lang: Lang; bundle: PrivacyBundle; confirming: boolean }) {
  const { pathname } = useLocation();
  useBundles({ lang, bundles: { privacy: bundle } });
  const { t } = useTranslation("privacy");
  const navigation = useNavigation();
  const erasing = navigation.state !== "idle" && navigation.formData?.get("intent") === "erase";
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (confirming) heading.current?.focus();
  }, [confirming]);
  return (
    <section id="my-data" aria-labelledby="my-data-title" className="card mt-8" data-testid="my-data">
      <h2 id="my-data-title" className="text-lg font-semibold">
        {t("myData.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("myData.intro")}</p>
      {confirming ? (
        <div className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4 text-red-950" data-testid="erase-confirm">
          <h3 ref={heading} tabIndex={-1} className="font-semibold">
            {t("myData.confirmTitle")}
          </h3>
          <p className="mt-1 text-sm">{t("myData.confirmBody")}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Form method="post" action={`${pathname}#my-data`}>
              <HoneypotInput idSuffix="privacy-1" />
              <input type="hidden" name="intent" value="erase" />
              <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" disabled={erasing}>
                {erasing ? t("myData.deleting") : t("myData.confirm")}
              </button>
            </Form>
            <Link to={pathname} className="btn-secondary">
              {t("myData.cancel")}
            </Link>
          </div>
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <Form method="post" action={dataPathOf(pathname, lang)} reloadDocument>
            <HoneypotInput idSuffix="privacy-2" />
            <button type="submit" className="btn-secondary">
              {t("myData.download")}
            </button>
          </Form>
          <Form method="post" action={`${pathname}#my-data`}>
            <HoneypotInput idSuffix="privacy-3" />
            <input type="hidden" name="intent" value="erase-ask" />
            <button type="submit" className="btn-secondary text-red-800">
              {t("myData.delete")}
            </button>
          </Form>
        </div>
      )}
    </section>
  );
}

/** What an erased request's link shows (410). */
export function RequestErased({ lang, bundle }: { lang: Lang; bundle: PrivacyBundle }) {
  useBundles({ lang, bundles: { privacy: bundle } });
  const { t } = useTranslation("privacy");
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center" data-testid="request-erased">
      <h1 className="text-2xl font-bold">{t("myData.erasedTitle")}</h1>
      <p className="mt-3 text-slate-700">{t("myData.erasedBody")}</p>
      <p className="mt-6">
        <Link to={localePath("/chat", lang)} className="btn-secondary">
          {t("myData.home")}
        </Link>
      </p>
    </div>
  );
}
