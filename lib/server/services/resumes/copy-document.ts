// Shared by copy, example copy and link import: the source document upgraded, the template switched when asked
// (theme reset, docs/product.md §4), and the profile-first rule applied.
import "server-only";
import type { Resume } from "@/generated/prisma/client";
import { upgradeResumeDocument } from "@/lib/shared/validations/resume-document/upgrade";
import { applyProfileFirst } from "./apply-profile-first";
import type { NewResume } from "./create-resume-for-user";
import { resolveTemplateName } from "./resolve-template-name";
import { switchTemplate } from "./switch-template";

/** `name` may depend on the source's resume language (the "(copy)" suffix). */
export async function copyDocument(
  source: Pick<Resume, "data" | "config" | "coverImg">,
  name: string | ((lang: string) => string),
  templateRef?: string,
): Promise<NewResume> {
  const doc = upgradeResumeDocument(source.data, source.config);
  const templateName = templateRef ? await resolveTemplateName(templateRef) : doc.config.templateName;
  const config = switchTemplate(doc.config, templateName);
  const data = applyProfileFirst(doc.data, templateName, config.lang);
  // The cover shows the first page; it still matches only while the template is unchanged.
  const coverImg = templateName === doc.config.templateName ? source.coverImg : null;
  const resolvedName = typeof name === "string" ? name : name(config.lang);
  return { name: resolvedName.slice(0, 120), data, config, coverImg };
}

export function copyName(name: string, lang: string): string {
  const suffix = lang === "ch" || lang === "zh-tw" ? "（副本）" : " (copy)";
  return `${name.slice(0, 120 - suffix.length)}${suffix}`;
}
