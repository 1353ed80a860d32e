// What a public page may show. Hidden e-mail and phone are removed from the data itself, not just hidden by the
// template, so they never reach the HTML or any serialized props (hide-public-contact.ts). `?theme=` overrides the
// colour theme when the template has a theme of that name.
import "server-only";
import { getTemplateMeta } from "@/lib/shared/templates/registry";
import type { PublicResumeRow } from "@/lib/server/services/public-resumes/find-public-resume";
import { effectivePublicOptions } from "@/lib/server/services/public-resumes/effective-public-options";
import { hidePublicContact } from "@/lib/server/services/public-resumes/hide-public-contact";
import type { PublicOptions } from "@/lib/shared/validations/public-resumes/public-options";
import type { TResumeConfig, TResumeData } from "@/lib/shared/validations/resume-document/document";
import { upgradeResumeDocument } from "@/lib/shared/validations/resume-document/upgrade";

export type PublicResumeView = { data: TResumeData; config: TResumeConfig; options: PublicOptions };

export function toPublicResumeView(
  resume: PublicResumeRow,
  themeOverride?: string,
  now: Date = new Date(),
): PublicResumeView {
  const { data, config } = upgradeResumeDocument(resume.data, resume.config);
  const options = effectivePublicOptions(resume, now);
  const themes = getTemplateMeta(config.templateName)?.themes ?? [];
  const theme = themeOverride && themes.some((t) => t.name === themeOverride) ? themeOverride : config.templateTheme;
  return { data: hidePublicContact(data, options), config: { ...config, templateTheme: theme }, options };
}
