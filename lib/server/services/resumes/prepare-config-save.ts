// The config part of a save: template rules, premium stripping, a unique custom URL, and the mirrored columns.
import "server-only";
import type { Resume } from "@/generated/prisma/client";
import { invalidField } from "@/lib/server/api/invalid-field";
import { db } from "@/lib/server/db";
import { assertCanUseTemplate } from "@/lib/server/permissions/assert-can-use-template";
import { canUsePremiumConfig } from "@/lib/server/permissions/can-use-premium-config";
import type { Membership } from "@/lib/server/permissions/membership";
import type { TResumeConfig } from "@/lib/shared/validations/resume-document/document";
import { upgradeResumeDocument } from "@/lib/shared/validations/resume-document/upgrade";
import { mirroredColumns, stripPremiumConfig } from "./strip-premium-config";

export type ConfigSave = {
  config: TResumeConfig;
  templateId: string | null;
  isPublic: boolean;
  customUrl: string | null;
  allowIndexing: boolean;
};

export async function prepareConfigSave(
  current: Resume,
  requested: TResumeConfig,
  actor: Membership,
): Promise<ConfigSave> {
  const stored = upgradeResumeDocument(current.data, current.config).config;
  assertCanUseTemplate(actor, requested.templateName, stored.templateName);
  const stripped = stripPremiumConfig(requested, canUsePremiumConfig(actor), current.customUrl);
  const columns = mirroredColumns(stripped);
  if (columns.customUrl && columns.customUrl !== current.customUrl) {
    const taken = await db.resume.findFirst({
      where: { customUrl: columns.customUrl, NOT: { id: current.id } },
      select: { id: true },
    });
    if (taken) throw invalidField("config.customURL", "ApiErrors.customUrlTaken", { code: "CUSTOM_URL_TAKEN" });
  }
  const template = await db.template.findUnique({
    where: { componentName: stripped.templateName },
    select: { id: true },
  });
  return { config: { ...stripped, templateId: template?.id ?? "" }, templateId: template?.id ?? null, ...columns };
}
