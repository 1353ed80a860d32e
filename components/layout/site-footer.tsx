import { useLocale, useTranslations } from "next-intl";
import { Container } from "@/components/ui/container";
import { Logo } from "./logo";
import { SiteLink } from "./site-link";
import { footerColumns, forLocale } from "./site-links";

/** Chinese-site filing notices. The layout reads them from lib/server/env.ts; this component never touches env. */
export type FilingNotices = { icp?: string; psb?: string };

// ICP numbers must link to the MIIT register and public-security numbers to the MPS register.
const ICP_REGISTER = "https://beian.miit.gov.cn/";
const PSB_REGISTER = "https://beian.mps.gov.cn/#/query/webSearch";

/**
 * `isAiEnabled`: the `ai` toggle (docs/product.md §2), read by the layout; the AI assistant link shows only when it is
 * on.
 */
export function SiteFooter({ filings, isAiEnabled = false }: { filings?: FilingNotices; isAiEnabled?: boolean }) {
  const t = useTranslations();
  const locale = useLocale();
  const hasFilings = Boolean(filings?.icp || filings?.psb);

  return (
    <footer data-site-chrome className="border-t border-slate-200 bg-slate-50 text-sm text-slate-600">
      <Container className="grid gap-10 py-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,5fr)]">
        <div className="max-w-sm space-y-4">
          <Logo />
          <p className="leading-relaxed">{t("Footer.about")}</p>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {footerColumns.map((column) => (
            <section key={column.key} aria-labelledby={`footer-${column.key}`}>
              <h2 id={`footer-${column.key}`} className="font-semibold text-slate-900">
                {t(`Footer.columns.${column.key}`)}
              </h2>
              <ul className="mt-3 space-y-2">
                {forLocale(column.links, locale, isAiEnabled).map((link) => (
                  <li key={link.key}>
                    <SiteLink link={link} className="rounded hover:text-brand-700">
                      {t(`Footer.links.${link.key}`)}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Container>
      <div className="border-t border-slate-200">
        <Container className="flex flex-col gap-2 py-6 text-xs text-slate-500 sm:flex-row sm:items-center sm:justify-between">
          <p>{t("Footer.copyright", { year: new Date().getFullYear(), brand: t("Common.brand") })}</p>
          {hasFilings && (
            <div role="group" aria-label={t("Footer.filings")} className="flex flex-wrap gap-x-4 gap-y-1">
              {filings?.icp && (
                <a href={ICP_REGISTER} target="_blank" rel="noopener noreferrer" className="hover:text-slate-700">
                  {filings.icp}
                </a>
              )}
              {filings?.psb && (
                <a href={PSB_REGISTER} target="_blank" rel="noopener noreferrer" className="hover:text-slate-700">
                  {filings.psb}
                </a>
              )}
            </div>
          )}
        </Container>
      </div>
    </footer>
  );
}
