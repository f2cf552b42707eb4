import { Link, NavLink, useLocation, useRouteLoaderData } from "react-router";
import { useTranslation } from "#app/platform/i18n.tsx";
import { defaultIdentity, type Identity, telHref } from "#app/platform/identity.ts";
import { asLang, type Lang, localePath, onSitePath, twinHref } from "#app/platform/language.ts";

function useLang(): Lang {
  const { i18n } = useTranslation();
  return asLang(i18n.language);
}

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
    >
      {t("skipToContent")}
    </a>
  );
}

/** Opens the current page in a 360×800 window; without JS it is a plain link to a new tab. */
function S20Button() {
  const { t } = useTranslation();
  const location = useLocation();
  const href = onSitePath(location.pathname) + location.search;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      title={t("nav.s20Title")}
      aria-label={t("nav.s20Title")}
      className="rounded-md border border-slate-300 px-2 py-1 text-xs font-bold text-slate-700 hover:bg-slate-100"
      onClick={(event) => {
        const opened = window.open(href, "sam-s20", "popup,width=360,height=800");
        if (opened) {
          opened.opener = null;
          event.preventDefault();
        }
      }}
    >
      {t("nav.s20")}
    </a>
  );
}

export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname, search } = useLocation();
  const twin = twinHref(pathname, search);
  const item = (code: Lang) =>
    code === lang ? (
      <span aria-current="true" className="rounded-md bg-brand-700 px-2 py-1 text-xs font-bold text-white">
        {t(`lang.${code}`)}
      </span>
    ) : (
      <a
        href={twin}
        hrefLang={code}
        lang={code}
        className="rounded-md border border-slate-300 px-2 py-1 text-xs font-bold text-slate-700 hover:bg-slate-100"
      >
        <span aria-hidden="true">{t(`lang.${code}`)}</span>
        <span className="sr-only">{t(code === "fr" ? "lang.frLong" : "lang.enLong")}</span>
      </a>
    );
  return (
    <div className={`flex items-center gap-1 ${className}`} role="group" aria-label={t("lang.switchLabel")}>
      {item("fr")}
      {item("en")}
    </div>
  );
}

export function TopNav({ isOperator }: { isOperator: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const link = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-2 py-1 text-sm font-medium ${isActive ? "bg-brand-100 text-brand-800" : "text-slate-700 hover:bg-slate-100"}`;
  return (
    <header className="border-b border-slate-200 bg-white">
      <nav aria-label={t("nav.label")} className="mx-auto flex max-w-5xl flex-nowrap items-center gap-1 px-3 py-2">
        <Link to={localePath("/chat", lang)} className="mr-1 flex items-center gap-1.5 text-lg font-bold text-brand-700">
          <LogoMark />
          <span>{t("company")}</span>
        </Link>
        {/* On a phone one row: the three ways in are behind "Commencer" (/inscription). */}
        <NavLink to={localePath("/inscription", lang)} className={(state) => `${link(state)} sm:hidden`}>
          {t("nav.start")}
        </NavLink>
        <NavLink to={localePath("/chat", lang)} className={(state) => `${link(state)} hidden sm:inline-block`}>
          {t("nav.chat")}
        </NavLink>
        <NavLink to={localePath("/vehicle-form", lang)} className={(state) => `${link(state)} hidden sm:inline-block`}>
          {t("nav.form")}
        </NavLink>
        <NavLink to={localePath("/vehicle-step/1", lang)} className={(state) => `${link(state)} hidden sm:inline-block`}>
          {t("nav.steps")}
        </NavLink>
        <NavLink to={localePath("/inscription", lang)} className={(state) => `${link(state)} hidden md:inline-block`}>
          {t("nav.ways")}
        </NavLink>
        {isOperator ? (
          <>
            <NavLink to={localePath("/automated-test", lang)} className={link}>
              {t("nav.autoTest")}
            </NavLink>
            <NavLink to={localePath("/auto-test-form", lang)} className={link}>
              {t("nav.autoForm")}
            </NavLink>
            <NavLink to={localePath("/admin/submissions", lang)} className={link}>
              {t("nav.admin")}
            </NavLink>
          </>
        ) : null}
        <div className="ml-auto flex items-center gap-2">
          {/* An internal preview tool: operators only. */}
          {isOperator ? <S20Button /> : null}
          <LanguageSwitch />
        </div>
      </nav>
    </header>
  );
}

/** The product's mark: a speech bubble with a check, drawn in the brand colour (no emoji font needed). */
export function LogoMark({ className = "size-7" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <path d="M6 4h20a4 4 0 0 1 4 4v12a4 4 0 0 1-4 4H14l-7 5v-5H6a4 4 0 0 1-4-4V8a4 4 0 0 1 4-4z" fill="currentColor" />
      <path d="m10 14 4 4 8-8" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The configured business identity (BUSINESS_NAME, SUPPORT_EMAIL…), from the root loader. */
function useIdentity(): Identity {
  return useRouteLoaderData<{ identity?: Identity }>("root")?.identity ?? defaultIdentity;
}

/** Who runs this Sam and how to reach them: the buyer footer adds address and hours. */
function IdentityAddress({ className, nameClassName, details = false }: { className: string; nameClassName?: string; details?: boolean }) {
  const { t } = useTranslation();
  const id = useIdentity();
  const linkClass = "text-slate-200 underline-offset-2 hover:underline";
  return (
    <address className={className} data-testid="identity">
      <p className={nameClassName}>{id.name}</p>
      <p>
        <a href={`mailto:${id.email}`} className={linkClass}>
          {id.email}
        </a>
      </p>
      {id.phone ? (
        <p>
          <a href={`tel:${telHref(id.phone)}`} className={linkClass}>
            {id.phone}
          </a>
        </p>
      ) : null}
      {details && id.address ? <p>{id.address}</p> : null}
      {details && id.hours ? <p>{t("footer.hours", { hours: id.hours })}</p> : null}
    </address>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const id = useIdentity();
  const lang = useLang();
  const year = new Date().getFullYear();
  const linkClass = "text-slate-200 underline-offset-2 hover:underline";
  return (
    <footer className="mt-12 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{t("company")}</p>
          <p className="mt-2 text-sm font-medium text-slate-100">{t("tagline")}</p>
          <p className="mt-2 text-sm text-slate-300">{t("description")}</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t("footer.navigation")}</h2>
          <ul className="mt-2 space-y-2 text-sm">
            <li>
              <a href={localePath("/fr/fonctionnement", lang)} className={linkClass}>
                {t("footer.howItWorks")}
              </a>
            </li>
            <li>
              <a href={localePath("/fr/confidentialite", lang)} className={linkClass}>
                {t("footer.privacy")}
              </a>
            </li>
            <li>
              <a href={localePath("/fr/contact", lang)} className={linkClass}>
                {t("footer.contact")}
              </a>
            </li>
            <li>
              <a href={localePath("/evaluation-propriete", lang)} className={linkClass}>
                {t("footer.propertyEvaluation")}
              </a>
            </li>
            <li>
              <Link to={localePath("/chat", lang)} className={linkClass}>
                {t("footer.startChat")}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t("footer.contactUs")}</h2>
          <IdentityAddress className="mt-2 space-y-2 text-sm not-italic" details />
          <div className="mt-4 flex gap-2" role="group" aria-label={t("footer.languages")}>
            <a
              href="/fr/fonctionnement"
              hrefLang="fr"
              lang="fr"
              className="rounded-md border border-slate-500 px-3 py-1 text-xs font-bold hover:bg-slate-800"
            >
              FR
            </a>
            <a
              href="/en/how-it-works"
              hrefLang="en"
              lang="en"
              className="rounded-md border border-slate-500 px-3 py-1 text-xs font-bold hover:bg-slate-800"
            >
              EN
            </a>
          </div>
        </div>
      </div>
      <div className="border-t border-slate-700">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-xs text-slate-300">
          <p>{t("footer.copyright", { year, company: id.name })}</p>
          <p className="flex gap-4">
            <a href={localePath("/fr/confidentialite", lang)} className={linkClass}>
              {t("footer.privacy")}
            </a>
            <a href={localePath("/fr/conditions", lang)} className={linkClass}>
              {t("footer.terms")}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}

/**
 * The dealer's pages (reply link, unsubscribe) — the mark and the name, the language
 * switch, nothing of the buyer's navigation.
 */
export function DealerHeader() {
  const { t } = useTranslation();
  const id = useRouteLoaderData<{ identity?: Identity }>("root")?.identity ?? defaultIdentity;
  return (
    <header className="border-b border-slate-200 bg-white" data-testid="dealer-header">
      <div className="mx-auto flex max-w-5xl items-center gap-2 px-3 py-2">
        <span className="flex items-center gap-1.5 text-lg font-bold text-brand-700">
          <LogoMark />
          <span>{id.name || t("company")}</span>
        </span>
        <LanguageSwitch className="ml-auto" />
      </div>
    </header>
  );
}

/** Who writes to the dealer and how to reach them; the privacy and terms pages. No "start a chat". */
export function DealerFooter() {
  const { t } = useTranslation();
  const lang = useLang();
  const linkClass = "text-slate-200 underline-offset-2 hover:underline";
  return (
    <footer className="mt-12 bg-slate-900 text-slate-200">
      <div className="mx-auto flex max-w-5xl flex-wrap items-start justify-between gap-4 px-4 py-6 text-sm">
        <IdentityAddress className="space-y-1 not-italic" nameClassName="font-semibold text-white" />
        <p className="flex gap-4">
          <a href={localePath("/fr/confidentialite", lang)} className={linkClass}>
            {t("footer.privacy")}
          </a>
          <a href={localePath("/fr/conditions", lang)} className={linkClass}>
            {t("footer.terms")}
          </a>
        </p>
      </div>
    </footer>
  );
}
