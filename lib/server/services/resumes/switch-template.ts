import "server-only";
import { getTemplateMeta } from "@/lib/shared/templates/registry";
import type { TResumeConfig } from "@/lib/shared/validations/resume-document/document";

/** docs/product.md §4: changing template resets the theme to the new template's first theme. */
export function switchTemplate(config: TResumeConfig, templateName: string): TResumeConfig {
  if (config.templateName === templateName) return config;
  const firstTheme = getTemplateMeta(templateName)?.themes[0]?.name ?? config.templateTheme;
  return { ...config, templateName, templateTheme: firstTheme, templateId: "" };
}
