// The contract between the template library (components/resume-document), the catalogue seed and every renderer
// (editor preview, public page, print page for PDF and covers).
import type { TResumeConfig, TResumeData } from "@/lib/shared/validations/resume-document/document";

export type TemplateTheme = {
  /** Stored in config.templateTheme, e.g. "emerald". */
  name: string;
  /** Shown to users, e.g. "Emerald" / "翡翠绿". */
  display: string;
  displayZh: string;
  hex: string;
};

export type TemplateMeta = {
  /** Stored in config.templateName and Template.componentName, e.g. "TemplateModern". */
  componentName: string;
  /** Short name, e.g. "Modern". */
  name: string;
  title: { en: string; zh: string };
  desc: { en: string; zh: string };
  isPro: boolean;
  columns: "one" | "two";
  /** At least 4; the first is the default when a user switches to this template. */
  themes: TemplateTheme[];
  /** Higher first in lists (SPEC: sort descending). */
  sort: number;
};

export type ResumeRenderProps = {
  data: TResumeData;
  config: TResumeConfig;
  /** Public pages hide e-mail / phone when the owner asks; the editor shows everything. */
  hideEmail?: boolean;
  hidePhone?: boolean;
};
