// Which of the public page's options take effect: the premium-only ones (docs/product.md §6) only while the owner is
// premium now, so a lapsed membership turns them off without touching the saved config.
import "server-only";
import { canUsePremiumConfig } from "@/lib/server/permissions/can-use-premium-config";
import type { PublicResumeRow } from "@/lib/server/services/public-resumes/find-public-resume";
import type { PublicOptions } from "@/lib/shared/validations/public-resumes/public-options";
import { upgradeResumeDocument } from "@/lib/shared/validations/resume-document/upgrade";

export function effectivePublicOptions(
  resume: Pick<PublicResumeRow, "data" | "config" | "user">,
  now: Date = new Date(),
): PublicOptions {
  const { config } = upgradeResumeDocument(resume.data, resume.config);
  const premium = canUsePremiumConfig(resume.user, now);
  return {
    hideEmail: premium && config.emailIsHidden,
    hidePhone: premium && config.cellphoneIsHidden,
    showBranding: !(premium && config.removeBranding),
    showShareBtn: premium && config.showShareBtn,
    downloadable: premium && config.downloadable,
    showToggleDarkMode: premium && config.showToggleDarkMode,
  };
}
