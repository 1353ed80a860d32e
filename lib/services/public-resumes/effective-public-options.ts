// Which of the public page's options take effect: the premium-only ones (SPEC §6) only while the owner is premium
// now, so a lapsed membership turns them off without touching the saved config.
import { isPremiumUser } from "@/lib/permissions/membership";
import type { PublicResumeRow } from "@/lib/services/public-resumes/find-public-resume";
import { upgradeResumeDocument } from "@/lib/validations/resume-document/upgrade";

export type PublicOptions = {
  hideEmail: boolean;
  hidePhone: boolean;
  showBranding: boolean;
  showShareBtn: boolean;
  downloadable: boolean;
  showToggleDarkMode: boolean;
};

export function effectivePublicOptions(resume: Pick<PublicResumeRow, "data" | "config" | "user">, now: Date = new Date()): PublicOptions {
  const { config } = upgradeResumeDocument(resume.data, resume.config);
  const premium = isPremiumUser(resume.user, now);
  return {
    hideEmail: premium && config.emailIsHidden,
    hidePhone: premium && config.cellphoneIsHidden,
    showBranding: !(premium && config.removeBranding),
    showShareBtn: premium && config.showShareBtn,
    downloadable: premium && config.downloadable,
    showToggleDarkMode: premium && config.showToggleDarkMode,
  };
}
