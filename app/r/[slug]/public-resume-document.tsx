// The <html> document of public resume pages (/r/ and /ch/r/): outside the locale routes, so <html lang> comes from the
// resume's own language (en → en, ch → zh-CN, zh-tw → zh-TW …), as screen readers and search engines need.
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { findPublicResume } from "@/lib/server/services/public-resumes/find-public-resume";
import { resumeHtmlLang } from "@/lib/server/services/public-resumes/resume-html-lang";
import { ZPublicSlug } from "@/lib/shared/validations/pdf/download";
import type { TResumeLang } from "@/lib/shared/validations/resume-document/document";
import { upgradeResumeDocument } from "@/lib/shared/validations/resume-document/upgrade";
import "../../globals.css";
import "./public-page.css";

export type PublicLayoutProps = { children: ReactNode; params: Promise<{ slug: string }> };

/** `unknownLang`: the document's language when the link is unknown (the not-found page's: English at /r/, Chinese at /ch/r/). */
export async function PublicResumeDocument({
  children,
  params,
  unknownLang,
}: PublicLayoutProps & { unknownLang: TResumeLang }) {
  const { slug } = await params;
  const resume = ZPublicSlug.safeParse(slug).success ? await findPublicResume(slug) : null;
  // An unknown link still needs a document: the page's not-found renders inside it.
  const lang = resume ? upgradeResumeDocument(resume.data, resume.config).config.lang : unknownLang;
  return (
    <html lang={resumeHtmlLang(lang)}>
      <body>
        {children}
        <Toaster position="top-center" richColors closeButton />
      </body>
    </html>
  );
}
