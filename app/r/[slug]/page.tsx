// /r/{uuid or custom URL} – a public resume, server-rendered. Private, deleted and unknown links are 404. Views are
// counted after the response is sent (after()), never the owner's own.
import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import { notFound } from "next/navigation";
import { after } from "next/server";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { ResumeDocument } from "@/components/resume-document/resume-document";
import { FitPaper } from "@/components/public-resumes/fit-paper";
import { PublicToolbar } from "@/components/public-resumes/public-toolbar";
import { clientAddress } from "@/lib/api/client-address";
import { readSessionToken, resolveSession, SESSION_COOKIE } from "@/lib/auth/get-session";
import { appUrl } from "@/lib/env";
import { logger } from "@/lib/logger";
import { findPublicResume } from "@/lib/services/public-resumes/find-public-resume";
import { recordResumeView } from "@/lib/services/public-resumes/record-resume-view";
import { resumeUiLocale } from "@/lib/services/public-resumes/resume-html-lang";
import { toPublicResumeView } from "@/lib/services/public-resumes/to-public-resume-view";
import { ZPublicSlug } from "@/lib/validations/pdf/download";

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function load(slug: string) {
  return ZPublicSlug.safeParse(slug).success ? findPublicResume(slug) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const resume = await load(slug);
  if (!resume) return { robots: { index: false, follow: false } };
  const { data } = toPublicResumeView(resume);
  const title = [data.basicInfo.name || resume.name, data.basicInfo.title].filter(Boolean).join(" · ");
  const url = `${appUrl()}/r/${slug}`;
  return {
    // Outside app/[locale] no layout sets metadataBase; without it Next resolves the file-based Open Graph image
    // against http://localhost:<port>.
    metadataBase: new URL(appUrl()),
    title,
    alternates: { canonical: url },
    robots: resume.allowIndexing ? { index: true, follow: true } : { index: false, follow: false },
    openGraph: { title, url, type: "profile" },
    twitter: { card: "summary_large_image", title },
  };
}

export default async function PublicResumePage({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const resume = await load(slug);
  if (!resume) notFound();
  const theme = typeof query.theme === "string" ? query.theme : undefined;
  const view = toPublicResumeView(resume, theme);
  const locale = resumeUiLocale(view.config.lang);
  const [t, messages, cookieStore, headerList] = await Promise.all([
    getTranslations({ locale, namespace: "PublicResume" }),
    getMessages({ locale }),
    cookies(),
    headers(),
  ]);

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

  return (
    <NextIntlClientProvider
      locale={locale}
      messages={{ PublicResume: messages.PublicResume, ResumeDownload: messages.ResumeDownload }}
    >
      <main className="public-page">
        <PublicToolbar
          options={view.options}
          shareUrl={`${appUrl()}/r/${slug}`}
          slug={slug}
          name={resume.name}
          label={t("toolbar")}
        />
        <FitPaper>
          <ResumeDocument
            data={view.data}
            config={view.config}
            hideEmail={view.options.hideEmail}
            hidePhone={view.options.hidePhone}
          />
        </FitPaper>
        {view.options.showBranding && (
          <p className="public-branding">
            {t.rich("madeWith", { link: (chunks) => <a href={locale === "zh" ? "/ch" : "/"}>{chunks}</a> })}
          </p>
        )}
      </main>
    </NextIntlClientProvider>
  );
}
