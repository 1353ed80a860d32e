// The config part of a save: template rules, premium stripping, a unique custom URL, and the mirrored columns.
import type { Resume } from "@/generated/prisma/client";
import { AppError } from "@/lib/api/app-error";
import { db } from "@/lib/db";
import type { TResumeConfig } from "@/lib/validations/resume-document/document";
import { upgradeResumeDocument } from "@/lib/validations/resume-document/upgrade";
import { assertTemplateAllowed } from "./assert-template-allowed";
import { mirroredColumns, stripPremiumConfig } from "./strip-premium-config";

export type ConfigSave = { config: TResumeConfig; templateId: string | null; isPublic: boolean; customUrl: string | null; allowIndexing: boolean };

export async function prepareConfigSave(current: Resume, requested: TResumeConfig, isPremium: boolean): Promise<ConfigSave> {
  const stored = upgradeResumeDocument(current.data, current.config).config;
  assertTemplateAllowed(requested.templateName, isPremium, stored.templateName);
  const stripped = stripPremiumConfig(requested, isPremium, current.customUrl);
  const columns = mirroredColumns(stripped);
  if (columns.customUrl && columns.customUrl !== current.customUrl) {
    const taken = await db.resume.findFirst({ where: { customUrl: columns.customUrl, NOT: { id: current.id } }, select: { id: true } });
    if (taken) throw new AppError("CUSTOM_URL_TAKEN", { details: [{ path: "config.customURL", message: "This custom URL is already occupied" }] });
  }
  const template = await db.template.findUnique({ where: { componentName: stripped.templateName }, select: { id: true } });
  return { config: { ...stripped, templateId: template?.id ?? "" }, templateId: template?.id ?? null, ...columns };
}
