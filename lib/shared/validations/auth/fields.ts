// Field rules shared by every accounts form and handler (docs/product.md §5).
import { z } from "zod";
import { authMessages as m } from "./messages";

export const ZEmail = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, { error: m.emailRequired })
  .max(254, { error: m.emailInvalid })
  .pipe(z.email({ error: m.emailInvalid }))
  .transform((email) => email.toLowerCase());

/** Sign-in only checks presence: an old password that predates the rules must still be accepted. */
export const ZCurrentPassword = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired })
  .max(128, { error: m.passwordTooLong });

export const ZNewPassword = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired })
  .max(128, { error: m.passwordTooLong })
  .refine((p) => p.length >= 8 && /[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p), { error: m.passwordRules });

export const ZUserName = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, { error: m.nameRequired })
  .max(50, { error: m.nameTooLong });

export const ZVeriCode = z
  .string({ error: m.veriCodeInvalid })
  .trim()
  .regex(/^\d{6}$/, { error: m.veriCodeInvalid });

/** The bot-challenge response (ALTCHA payload, or a Turnstile token when Turnstile is configured). */
export const ZChallenge = z.string({ error: m.challengeRequired }).min(1, { error: m.challengeRequired }).max(8192);

/** The /ch sign-up forms' unticked-by-default box "我已阅读并同意《用户协议》和《隐私政策》". */
export const ZTermsAgreement = z.literal(true, { error: m.termsRequired });
