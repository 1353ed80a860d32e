// canUseTemplate as services apply it: an unknown template is invalid input (400), a pro template the actor may not
// pick is PRO_TEMPLATE_REQUIRED (403).
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { invalidField } from "@/lib/server/api/invalid-field";
import { getTemplateMeta } from "@/lib/shared/templates/registry";
import { resumeMessages } from "@/lib/shared/validations/resumes/messages";
import { canUseTemplate } from "./can-use-template";
import type { Membership } from "./membership";

export function assertCanUseTemplate(actor: Membership, templateName: string, currentTemplateName?: string): void {
  const meta = getTemplateMeta(templateName);
  if (!meta) {
    throw invalidField("config.templateName", resumeMessages.unknownTemplate);
  }
  if (!canUseTemplate(actor, meta, currentTemplateName)) throw new AppError("PRO_TEMPLATE_REQUIRED");
}
