// The config a resume imported from one of our files gets (a PDF's resume.json, a JSON Resume export: issue 25 item
// 4): the file's template, theme, font, spacing and language when this user may have them, else `fallbackTemplate`
// on its first theme. A regular user's copy of a pro-template resume is not a way to a pro template
// (docs/product.md §6); sharing settings never come from a file (portable-document.ts).
import "server-only";
import { canUseTemplate } from "@/lib/server/permissions/can-use-template";
import type { Membership } from "@/lib/server/permissions/membership";
import { getTemplateMeta } from "@/lib/shared/templates/registry";
import type { TResumeConfig } from "@/lib/shared/validations/resume-document/document";
import type { TPortableConfig } from "@/lib/shared/validations/resume-document/portable-document";
import { buildEmptyDocument } from "./build-empty-document";

export function portableResumeConfig(
  file: TPortableConfig,
  actor: Membership,
  fallbackTemplate: string,
): TResumeConfig {
  const meta = getTemplateMeta(file.templateName);
  const usable = meta !== undefined && canUseTemplate(actor, meta);
  const templateName = usable ? file.templateName : fallbackTemplate;
  const themes = getTemplateMeta(templateName)?.themes ?? [];
  const theme = usable && themes.some((t) => t.name === file.templateTheme) ? file.templateTheme : themes[0]?.name;
  const { config } = buildEmptyDocument(templateName, file.lang, theme);
  return { ...config, font: file.font, spacing: file.spacing };
}
