// The public resume page, shared by its two addresses: /r/{link} (buttons in the resume's own interface language, as
// before) and /ch/r/{link} (Chinese buttons whatever the resume's language, for links sent to Chinese readers).
// Server-rendered per request under the nonce CSP (lib/server/security/page-security.ts); views are counted after the
// response is sent (after()), never the owner's own. A tracked link's page (app/s/[token]) shows the same body.
import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import { notFound } from "next/navigation";
import { after } from "next/server";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { FontSheetLinks } from "@/components/layout/font-sheet-links";
import { ResumeDocument } from "@/components/resume-document/resume-document";
import { FitPaper } from "@/components/public-resumes/fit-paper";
import { PublicToolbar } from "@/components/public-resumes/public-toolbar";
import { ReadingView } from "@/components/public-resumes/reading-view";
import { localePrefix, type Locale } from "@/i18n/routing";
import { clientAddress } from "@/lib/server/api/client-address";
import { readSessionToken, resolveSession, SESSION_COOKIE } from "@/lib/server/auth/get-session";
import { appUrl } from "@/lib/server/env";
import { logger } from "@/lib/server/logger";
import { resumeFontSheets, type FontSheetId } from "@/lib/server/fonts/font-sheets";
import { findPublicResume, type PublicResumeRow } from "@/lib/server/services/public-resumes/find-public-resume";
import { recordResumeView } from "@/lib/server/services/public-resumes/record-resume-view";
import { resumeUiLocale } from "@/lib/server/services/public-resumes/resume-html-lang";
import { toPublicResumeView } from "@/lib/server/services/public-resumes/to-public-resume-view";
import { describePublicResume } from "@/lib/server/services/public-resumes/describe-public-resume";
import { needsCjkFace } from "@/lib/shared/resume/fonts";
import { ZPublicSlug } from "@/lib/shared/validations/pdf/download";

export type PublicResumeProps = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function load(slug: string) {
  return ZPublicSlug.safeParse(slug).success ? findPublicResume(slug) : null;
}

/** `uiLocale`: the interface language the address asks for; without one, the resume's own (resumeUiLocale). */
export async function publicResumeMetadata(slug: string, uiLocale?: Locale): Promise<Metadata> {
  const resume = await load(slug);
  if (!resume) {
    const t = await getTranslations({ locale: uiLocale ?? "en", namespace: "PublicResume" });
    return { title: t("notFoundTitle"), robots: { index: false, follow: false } };
  }
  const { data } = toPublicResumeView(resume);
  const title = [data.basicInfo.name || resume.name, data.basicInfo.title].filter(Boolean).join(" · ");
  const description = describePublicResume(data, resume.name);
  // One resume, one canonical address: /ch/r/ differs only in the buttons' language.
  const url = `${appUrl()}/r/${slug}`;
  return {
    // Outside app/[locale] no layout sets metadataBase; without it Next resolves the file-based Open Graph image
    // against http://localhost:<port>.
    metadataBase: new URL(appUrl()),
    title,
    description,
    alternates: { canonical: url },
    robots: resume.allowIndexing ? { index: true, follow: true } : { index: false, follow: false },
    openGraph: { title, description, url, type: "profile" },
    twitter: { card: "summary_large_image", title, description },
  };
}

export async function PublicResumePage({ params, searchParams, uiLocale }: PublicResumeProps & { uiLocale?: Locale }) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const resume = await load(slug);
  if (!resume) notFound();
  const theme = typeof query.theme === "string" ? query.theme : undefined;
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);

  const token = readSessionToken(headerList, cookieStore.get(SESSION_COOKIE)?.value);
  const ip = clientAddress(headerList);
  after(async () => {
    try {
      const session = token ? await resolveSession(token) : null;
      if (session?.userId !== resume.userId) await recordResumeView(resume.id, ip);
    } catch (error) {
      logger.warn({ err: error, resumeId: resume.id }, "could not record a resume view");
    }
  });

  const pathPrefix = uiLocale ? localePrefix[uiLocale] : "";
  return (
    <PublicResumeBody
      resume={resume}
      theme={theme}
      uiLocale={uiLocale}
      shareUrl={`${appUrl()}${pathPrefix}/r/${slug}`}
      downloadEndpoint={`/api/download/public/${encodeURIComponent(slug)}`}
    />
  );
}

type BodyProps = {
  resume: PublicResumeRow;
  theme: string | undefined;
  uiLocale: Locale | undefined;
  /** The address the share button hands on: the public link, or a tracked link (app/s/[token]). */
  shareUrl: string;
  /** Where the download button asks for the PDF (the public or the tracked link's download). */
  downloadEndpoint: string;
};

/**
 * The page's fonts: the resume's own font (with its Chinese face only when the resume shows such text), and, for
 * Chinese buttons, the interface's Chinese web font unless the resume's Noto Sans SC already declares it. Every other
 * face stays undeclared, so the first paint waits for one small sheet, not all of resume-fonts.css.
 */
function pageFontSheets(view: ReturnType<typeof toPublicResumeView>, locale: Locale): FontSheetId[] {
  const sheets = resumeFontSheets(view.config.font, needsCjkFace(view.config.lang, view.data));
  return locale === "zh" && !sheets.includes("noto-sans-sc") ? [...sheets, "ui-sc"] : sheets;
}

/** What a visitor sees of a resume: the public page's and a tracked link's page's (issue 26 item 4) alike. */
export async function PublicResumeBody({ resume, theme, uiLocale, shareUrl, downloadEndpoint }: BodyProps) {
  const view = toPublicResumeView(resume, theme);
  const locale = uiLocale ?? resumeUiLocale(view.config.lang);
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: "PublicResume" }),
    getMessages({ locale }),
  ]);
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={{ PublicResume: messages.PublicResume, ResumeDownload: messages.ResumeDownload }}
    >
      <FontSheetLinks sheets={pageFontSheets(view, locale)} />
      <main className="public-page">
        <PublicToolbar
          options={view.options}
          shareUrl={shareUrl}
          downloadEndpoint={downloadEndpoint}
          name={resume.name}
          contact={{ email: view.data.basicInfo.email, phone: view.data.basicInfo.cellphone }}
          labels={{ toolbar: t("toolbar"), email: t("email"), call: t("call") }}
        />
        <FitPaper>
          <ResumeDocument
            data={view.data}
            config={view.config}
            hideEmail={view.options.hideEmail}
            hidePhone={view.options.hidePhone}
          />
        </FitPaper>
        {/* After the sheet: the page's first copy of each text stays the sheet's, as before this view existed. */}
        <ReadingView data={view.data} config={view.config} />
        {view.options.showBranding && (
          <p className="public-branding">
            {t.rich("madeWith", { link: (chunks) => <a href={locale === "zh" ? "/ch" : "/"}>{chunks}</a> })}
          </p>
        )}
      </main>
    </NextIntlClientProvider>
  );
}
