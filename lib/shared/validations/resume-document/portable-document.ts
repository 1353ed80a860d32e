// The document as a file carries it (issue 25 item 4: the resume.json attached to our PDFs, the JSON Resume export's
// meta.resumecraft.document): the content whole, and how it looks (template, theme, font, spacing, language). Never
// the sharing settings (public link, hidden contact, downloads), which belong to the resume row and not to a copy.
// The same schemas as a save (document.ts): a file someone edited or forged is held to exactly what the editor may
// store.
import { z } from "zod";
import { ZResumeConfig, ZResumeData, type TResumeConfig } from "./document";

const ZPortableConfig = ZResumeConfig.pick({
  templateName: true,
  templateTheme: true,
  lang: true,
  font: true,
  spacing: true,
});

export const ZPortableDocument = z.object({ data: ZResumeData, config: ZPortableConfig });

export type TPortableConfig = z.infer<typeof ZPortableConfig>;
export type TPortableDocument = z.infer<typeof ZPortableDocument>;

export function portableConfig(config: TResumeConfig): TPortableConfig {
  const { templateName, templateTheme, lang, font, spacing } = config;
  return { templateName, templateTheme, lang, font, spacing };
}
