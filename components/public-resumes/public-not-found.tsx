// The 404 of a public resume link (unknown, private or deleted: one answer, so nothing about the resume leaks), in
// the address's language, styled like the public page and readable on a phone. A server component with plain links:
// no script of its own.
import { FileQuestion } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { FontSheetLinks } from "@/components/layout/font-sheet-links";
import { htmlLang, localePrefix, type Locale } from "@/i18n/routing";

export async function PublicNotFound({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "PublicResume" });
  const other: Locale = locale === "zh" ? "en" : "zh";
  const otherT = await getTranslations({ locale: other, namespace: "PublicResume" });
  return (
    <main className="public-page public-not-found" lang={htmlLang[locale]}>
      {/* In Chinese, the interface's Chinese web font, as on every Chinese page (app/[locale]/layout.tsx). */}
      {locale === "zh" && <FontSheetLinks sheets={["ui-sc"]} />}
      <div className="public-not-found-card">
        <FileQuestion aria-hidden className="public-not-found-icon" />
        <p className="public-not-found-code">404</p>
        <h1 className="public-not-found-title">{t("notFoundTitle")}</h1>
        <p className="public-not-found-body">{t("notFoundBody")}</p>
        <p className="public-not-found-actions">
          <a href={localePrefix[locale] || "/"} className="public-not-found-primary">
            {t("backHome")}
          </a>
          <a href={localePrefix[other] || "/"} lang={htmlLang[other]} className="public-not-found-secondary">
            {otherT("backHome")}
          </a>
        </p>
      </div>
    </main>
  );
}
