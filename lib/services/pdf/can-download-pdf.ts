// Who may download a PDF of their own resume (SPEC §6 "PDF download"): premium, lifetime and admin users, by the
// shared premium check. Regular users get PREMIUM_REQUIRED, which the client maps to the upgrade dialog.
import { isPremiumUser, type MembershipFields } from "@/lib/permissions/membership";

export function canDownloadPdf(user: MembershipFields, now: Date = new Date()): boolean {
  return isPremiumUser(user, now);
}
