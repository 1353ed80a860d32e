import { getFormatter, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { GuideMarkdown } from "@/components/guides/guide-markdown";
import { Container } from "@/components/ui/container";
import { env } from "@/lib/server/env";
import { legalContact, loadLegalPage, type LegalPageName } from "@/lib/server/legal/load-legal-page";

/** /terms and /privacy (both locales): a server-rendered text page, no client JavaScript of its own. */
export async function LegalPage({ name, locale }: { name: LegalPageName; locale: Locale }) {
  const t = await getTranslations("Legal");
  const meta = await getTranslations("Metadata");
  const format = await getFormatter();
  const page = loadLegalPage(name, locale, legalContact(env().SUPPORT_EMAIL, t("noContact")));
  return (
    <Container width="narrow" className="py-14 sm:py-20">
      <article>
        <header>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{meta(`${name}.title`)}</h1>
          <p className="mt-3 text-sm text-slate-600">
            {t("updated")}{" "}
            <time dateTime={page.updated}>
              {format.dateTime(new Date(page.updated), { dateStyle: "long", timeZone: "UTC" })}
            </time>
          </p>
        </header>
        <GuideMarkdown source={page.body} />
      </article>
    </Container>
  );
}
