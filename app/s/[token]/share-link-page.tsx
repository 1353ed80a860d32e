// The page of a tracked link (issue 26 item 4), shared by its two addresses: /s/{token} (buttons in the resume's own
// interface language) and /ch/s/{token} (Chinese buttons). It shows what the public page would (PublicResumeBody),
// whether or not the resume is public: a tracked link is an explicit share (docs/product.md §6). The share button
// hands on this link and the PDF comes from the link's own download, which carries it. Never indexed. A view is
// counted after the response is sent (after()), except robots, previews and the owner (count-share-link-visit.ts).
// A revoked, expired or unknown link is the polite 404 of not-found.tsx.
import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import { notFound } from "next/navigation";
import { after } from "next/server";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { PublicResumeBody } from "@/app/r/[slug]/public-resume-page";
import { ShareLinkGone } from "@/components/share-links/share-link-gone";
import { localePrefix, type Locale } from "@/i18n/routing";
import { readSessionToken, SESSION_COOKIE } from "@/lib/server/auth/get-session";
import { appUrl } from "@/lib/server/env";
import { logger } from "@/lib/server/logger";
import { resumeHtmlLang } from "@/lib/server/services/public-resumes/resume-html-lang";
import { toPublicResumeView } from "@/lib/server/services/public-resumes/to-public-resume-view";
import { countShareLinkVisit } from "@/lib/server/services/share-links/count-share-link-visit";
import { findShareLinkPage } from "@/lib/server/services/share-links/find-share-link-page";
import { upgradeResumeDocument } from "@/lib/shared/validations/resume-document/upgrade";
import "@/app/globals.css";
import "@/app/r/[slug]/public-page.css";

type Params = { params: Promise<{ token: string }> };
export type ShareLinkPageProps = Params & { searchParams: Promise<Record<string, string | string[] | undefined>> };
export type ShareLinkLayoutProps = Params & { children: ReactNode };

const NOT_INDEXED = { index: false, follow: false } as const;

export async function shareLinkMetadata(token: string, uiLocale: Locale): Promise<Metadata> {
  const page = await findShareLinkPage(token);
  if (!page) {
    const t = await getTranslations({ locale: uiLocale, namespace: "ShareLinks.gone" });
    return { title: t("pageTitle"), robots: NOT_INDEXED };
  }
  const { data } = toPublicResumeView(page.resume);
  const title = [data.basicInfo.name || page.resume.name, data.basicInfo.title].filter(Boolean).join(" · ");
  // No canonical address and no description: the link is for one recipient, and a private resume has no public page.
  return { metadataBase: new URL(appUrl()), title, robots: NOT_INDEXED, referrer: "no-referrer" };
}

/** `uiLocale`: the interface language the address asks for (/ch/s/); without one, the resume's own. */
export async function ShareLinkPage({ params, searchParams, uiLocale }: ShareLinkPageProps & { uiLocale?: Locale }) {
  const [{ token }, query] = await Promise.all([params, searchParams]);
  const page = await findShareLinkPage(token);
  if (!page) notFound();
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const visit = {
    headers: new Headers(headerList),
    sessionToken: readSessionToken(headerList, cookieStore.get(SESSION_COOKIE)?.value),
  };
  after(async () => {
    try {
      await countShareLinkVisit(page.link, visit);
    } catch (error) {
      logger.warn({ err: error, linkId: page.link.id }, "could not count a tracked link's view");
    }
  });
  const pathPrefix = uiLocale ? localePrefix[uiLocale] : "";
  return (
    <PublicResumeBody
      resume={page.resume}
      theme={typeof query.theme === "string" ? query.theme : undefined}
      uiLocale={uiLocale}
      shareUrl={`${appUrl()}${pathPrefix}/s/${page.link.token}`}
      downloadEndpoint={`/api/download/link/${page.link.token}`}
    />
  );
}

/** The <html> of the link's pages: the resume's language while the link is open, else the address's. */
export async function ShareLinkDocument({
  children,
  params,
  unknownLocale,
}: ShareLinkLayoutProps & { unknownLocale: Locale }) {
  const { token } = await params;
  const page = await findShareLinkPage(token);
  const lang = page
    ? resumeHtmlLang(upgradeResumeDocument(page.resume.data, page.resume.config).config.lang)
    : unknownLocale === "zh"
      ? "zh-CN"
      : "en";
  return (
    <html lang={lang}>
      <body>
        {children}
        <Toaster position="top-center" richColors closeButton />
      </body>
    </html>
  );
}

/** The polite 404 in the address's language, with the way home in the other one too. */
export async function ShareLinkNotFound({ locale }: { locale: Locale }) {
  const other: Locale = locale === "zh" ? "en" : "zh";
  const [t, otherT] = await Promise.all([
    getTranslations({ locale, namespace: "ShareLinks.gone" }),
    getTranslations({ locale: other, namespace: "ShareLinks.gone" }),
  ]);
  return (
    <ShareLinkGone
      locale={locale}
      texts={{ title: t("title"), body: t("body"), backHome: t("backHome") }}
      other={{ locale: other, backHome: otherT("backHome") }}
    />
  );
}
