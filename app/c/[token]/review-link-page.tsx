// The page of a review link (issue 26 item 6), shared by its two addresses: /c/{token} (buttons in the resume's own
// interface language) and /ch/c/{token} (Chinese buttons). It shows the resume read-only as its public page would
// (the A4 sheet, or the reading view on a phone; hidden contact details removed), whether or not the resume is public,
// and beside it the reviewer's panel: every section and entry with a "comment" button, a name and a comment box, and
// the comments already posted through this link. No account, nothing counted (a reviewer is not a tracked link's
// visitor), never indexed. A revoked, expired or unknown link is the polite 404 of not-found.tsx, never the resume.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getFormatter, getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { ResumeDocument } from "@/components/resume-document/resume-document";
import { FitPaper } from "@/components/public-resumes/fit-paper";
import { ReadingView } from "@/components/public-resumes/reading-view";
import { ReviewPanel } from "@/components/review-links/review-panel";
import { ShareLinkGone } from "@/components/share-links/share-link-gone";
import type { Locale } from "@/i18n/routing";
import { appUrl } from "@/lib/server/env";
import { resumeHtmlLang, resumeUiLocale } from "@/lib/server/services/public-resumes/resume-html-lang";
import { toPublicResumeView } from "@/lib/server/services/public-resumes/to-public-resume-view";
import { findReviewLinkPage } from "@/lib/server/services/review-links/find-review-link-page";
import { commentTargets } from "@/lib/shared/review-links/comment-targets";
import { orderSections } from "@/lib/shared/resume/order-sections";
import { upgradeResumeDocument } from "@/lib/shared/validations/resume-document/upgrade";
import "@/app/globals.css";
import "@/components/resume-document/styles/resume-fonts.css";
import "@/app/r/[slug]/public-page.css";

type Params = { params: Promise<{ token: string }> };
export type ReviewLinkPageProps = Params;
export type ReviewLinkLayoutProps = Params & { children: ReactNode };

const NOT_INDEXED = { index: false, follow: false } as const;
/** Templates that open with the profile section, as the reading view orders them (reading-view.tsx). */
const PROFILE_FIRST_TEMPLATES = new Set(["TemplateIntro"]);

export async function reviewLinkMetadata(token: string, uiLocale: Locale): Promise<Metadata> {
  const page = await findReviewLinkPage(token);
  if (!page) {
    const t = await getTranslations({ locale: uiLocale, namespace: "ReviewLinks.gone" });
    return { title: t("pageTitle"), robots: NOT_INDEXED };
  }
  const { data, config } = toPublicResumeView(page.resume);
  // /ch/c/ is Chinese whatever the resume's language; /c/ speaks the resume's own, as the page does.
  const locale = uiLocale === "zh" ? "zh" : resumeUiLocale(config.lang);
  const t = await getTranslations({ locale, namespace: "ReviewLinks.page" });
  // No canonical address and no description: the link is for one reviewer, and a private resume has no public page.
  return {
    metadataBase: new URL(appUrl()),
    title: t("title", { name: data.basicInfo.name || page.resume.name }),
    robots: NOT_INDEXED,
    referrer: "no-referrer",
  };
}

/** `uiLocale`: the interface language the address asks for (/ch/c/); without one, the resume's own. */
export async function ReviewLinkPage({ params, uiLocale }: ReviewLinkPageProps & { uiLocale?: Locale }) {
  const { token } = await params;
  const page = await findReviewLinkPage(token);
  if (!page) notFound();
  const view = toPublicResumeView(page.resume);
  const locale = uiLocale ?? resumeUiLocale(view.config.lang);
  const [t, format, messages] = await Promise.all([
    getTranslations({ locale, namespace: "ReviewLinks.page" }),
    getFormatter({ locale }),
    getMessages({ locale }),
  ]);
  const name = view.data.basicInfo.name || page.resume.name;
  const sections = orderSections(view.data.sections, PROFILE_FIRST_TEMPLATES.has(view.config.templateName));
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={{
        ReviewLinks: messages.ReviewLinks,
        ApiErrors: messages.ApiErrors,
        ApiValidation: messages.ApiValidation,
      }}
    >
      <main className="public-page" data-testid="review-page">
        <header className="mx-auto mb-4 max-w-5xl rounded-xl bg-white p-4 shadow-sm">
          <h1 className="text-lg font-semibold text-slate-900">{t("heading", { name })}</h1>
          <p className="mt-1 text-sm text-slate-700">{t("intro")}</p>
          <p className="mt-1 text-xs text-slate-500">
            {t("expires", { date: format.dateTime(new Date(page.link.expiresAt), { dateStyle: "long" }) })}
          </p>
        </header>
        <div className="mx-auto grid max-w-[1280px] gap-4 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start">
          <div className="min-w-0">
            <FitPaper>
              <ResumeDocument
                data={view.data}
                config={view.config}
                hideEmail={view.options.hideEmail}
                hidePhone={view.options.hidePhone}
              />
            </FitPaper>
            <ReadingView data={view.data} config={view.config} />
          </div>
          <ReviewPanel token={token} targets={commentTargets(sections)} initialComments={page.comments} />
        </div>
      </main>
    </NextIntlClientProvider>
  );
}

/** The <html> of the link's pages: the resume's language while the link is open, else the address's. */
export async function ReviewLinkDocument({
  children,
  params,
  unknownLocale,
}: ReviewLinkLayoutProps & { unknownLocale: Locale }) {
  const { token } = await params;
  const page = await findReviewLinkPage(token);
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
export async function ReviewLinkNotFound({ locale }: { locale: Locale }) {
  const other: Locale = locale === "zh" ? "en" : "zh";
  const [t, otherT] = await Promise.all([
    getTranslations({ locale, namespace: "ReviewLinks.gone" }),
    getTranslations({ locale: other, namespace: "ReviewLinks.gone" }),
  ]);
  return (
    <ShareLinkGone
      locale={locale}
      texts={{ title: t("title"), body: t("body"), backHome: t("backHome") }}
      other={{ locale: other, backHome: otherT("backHome") }}
    />
  );
}
