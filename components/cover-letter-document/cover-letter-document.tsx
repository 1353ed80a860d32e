// A cover letter on paper (issue 26 item 3), for the print page that Chromium turns into its PDF: the look of the
// application's resume (its template's stylesheet scope, font, accent colour and header with the name, headline and
// contact details) over the letter's paragraphs. Pure props in, markup out, like ResumeDocument; the same
// stylesheets, so the same fonts are embedded and ligatures stay off in print (resume-base.css).
import type { CSSProperties } from "react";
import { fontFamily } from "@/lib/shared/resume/fonts";
import { htmlLangOf } from "@/lib/shared/resume/labels";
import { DEFAULT_TEMPLATE, getTemplateMeta, resolveThemeHex } from "@/lib/shared/templates/registry";
import type { TResumeConfig, TResumeData, TResumeLang } from "@/lib/shared/validations/resume-document/document";
import { ResumeHeader } from "@/components/resume-document/layout/resume-header";
import { LangText } from "@/components/resume-document/parts/lang-text";
import "@/components/resume-document/styles/resume-fonts.css";
import "@/components/resume-document/styles/resume-base.css";
import "@/components/resume-document/styles/resume-parts.css";
import "@/components/resume-document/styles/templates-one.css";
import "@/components/resume-document/styles/templates-two.css";
import "./cover-letter.css";

type Props = {
  body: string;
  lang: TResumeLang;
  /** The application's resume; null when none is attached (then the default template and no header). */
  resume: { data: TResumeData; config: TResumeConfig } | null;
};

/** "TemplateClassic" → "classic", the stylesheet scope every template's variant names (layout/variant.ts). */
function templateScope(templateName: string): string {
  const known = getTemplateMeta(templateName) ? templateName : DEFAULT_TEMPLATE;
  return known.replace(/^Template/, "").toLowerCase();
}

/** Paragraphs are separated by blank lines; a single line break stays a line break (a sign-off and the name). */
const paragraphsOf = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

export function CoverLetterDocument({ body, lang, resume }: Props) {
  const templateName = resume?.config.templateName ?? DEFAULT_TEMPLATE;
  const style = {
    "--rs-accent": resolveThemeHex(templateName, resume?.config.templateTheme ?? ""),
    "--rs-font": fontFamily(resume?.config.font ?? "inter"),
  } as CSSProperties;
  return (
    <div
      className={`rs-root rs-t-${templateScope(templateName)} rs-cols-one cl-root`}
      style={style}
      lang={htmlLangOf(lang)}
      data-template={templateName}
    >
      <div className="rs-book">
        <article className="rs-page">
          {resume && (
            <ResumeHeader
              basicInfo={resume.data.basicInfo}
              links={resume.data.links}
              lang={lang}
              withContact
              withAvatar={false}
            />
          )}
          <div className="cl-body">
            {paragraphsOf(body).map((paragraph, index) => (
              <p key={index}>
                {paragraph.split("\n").map((line, at) => (
                  <span key={at} className="cl-line">
                    <LangText text={line} lang={lang} />
                  </span>
                ))}
              </p>
            ))}
          </div>
        </article>
      </div>
    </div>
  );
}
