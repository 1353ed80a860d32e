import "server-only";
import type { Locale } from "@/i18n/routing";
import { AppError } from "@/lib/server/api/app-error";

/**
 * The moment a new account agreed to the User Agreement and the Privacy Policy (issue 21 item 10), to record on it.
 * The Chinese sign-up forms carry an unticked box the visitor must tick (`agreedToTerms`); anything else asking to
 * create a /ch account is refused. The English form says above its button that creating an account is agreeing.
 */
export function acceptTerms(locale: Locale, agreedToTerms: boolean | undefined, now = new Date()): Date {
  if (locale === "zh" && agreedToTerms !== true) throw new AppError("TERMS_NOT_ACCEPTED");
  return now;
}
