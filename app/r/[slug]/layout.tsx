// Root layout of public resume pages (/r/{uuid or custom URL}): outside the locale routes, so <html lang> comes
// from the resume's own language (en → en, ch → zh-CN, zh-tw → zh-TW …), as screen readers and search engines need.
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { findPublicResume } from "@/lib/services/public-resumes/find-public-resume";
import { resumeHtmlLang } from "@/lib/services/public-resumes/resume-html-lang";
import { ZPublicSlug } from "@/lib/validations/pdf/download";
import { upgradeResumeDocument } from "@/lib/validations/resume-document/upgrade";
import "../../globals.css";
import "./public-page.css";

type Props = { children: ReactNode; params: Promise<{ slug: string }> };

export default async function PublicResumeLayout({ children, params }: Props) {
  const { slug } = await params;
  const resume = ZPublicSlug.safeParse(slug).success ? await findPublicResume(slug) : null;
  // An unknown link still needs a document: the page's not-found renders inside it.
  const lang = resume ? upgradeResumeDocument(resume.data, resume.config).config.lang : "en";
  return (
    <html lang={resumeHtmlLang(lang)}>
      <body>
        {children}
        <Toaster position="top-center" richColors closeButton />
      </body>
    </html>
  );
}
