import { AppError } from "@/lib/api/app-error";
import { getTemplateMeta } from "@/lib/templates/registry";
import { resumeMessages } from "@/lib/validations/resumes/messages";

/**
 * The template must exist, and a regular user may only pick a free one (SPEC §6). Keeping a pro template the
 * resume already has is allowed (e.g. after a membership ended): only a change to one is refused.
 */
export function assertTemplateAllowed(templateName: string, isPremium: boolean, currentTemplateName?: string): void {
  const meta = getTemplateMeta(templateName);
  if (!meta) {
    throw new AppError("INVALID_INPUT", {
      message: `${resumeMessages.unknownTemplate}: ${templateName}`,
      details: [{ path: "config.templateName", message: resumeMessages.unknownTemplate }],
    });
  }
  if (meta.isPro && !isPremium && templateName !== currentTemplateName) throw new AppError("PRO_TEMPLATE_REQUIRED");
}
