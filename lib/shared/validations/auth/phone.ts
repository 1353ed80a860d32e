// Phone login and binding (docs/product.md §5, Chinese locale): mainland mobile numbers, 4-character codes and
// captchas.
import { z } from "zod";
import { authMessages as m } from "./messages";

export const ZPhoneNumber = z
  .string({ error: m.phoneRequired })
  .trim()
  .min(1, { error: m.phoneRequired })
  .regex(/^1[3-9]\d{9}$/, { error: m.phoneInvalid });

const ZPhoneVeriCode = z
  .string({ error: m.phoneCodeRequired })
  .trim()
  .min(1, { error: m.phoneCodeRequired })
  .length(4, { error: m.phoneCodeLength });

export const ZCaptchaCode = z
  .string({ error: m.captchaRequired })
  .trim()
  .min(1, { error: m.captchaRequired })
  .length(4, { error: m.captchaLength });

/** GET /api/captcha?sms=1&number= */
export const ZSmsCaptchaQuery = z.object({ sms: z.literal("1").optional(), number: ZPhoneNumber });

/** POST /api/users/genVeriCode: the captcha answer proves a person asked for the SMS. */
export const ZGenVeriCode = z.object({ phoneNumber: ZPhoneNumber, captchaCode: ZCaptchaCode });

/** POST /api/users/bindPhoneNumber. */
export const ZPhoneCode = z.object({ phoneNumber: ZPhoneNumber, veriCode: ZPhoneVeriCode });

/**
 * POST /api/users/loginByPhoneNumber: signs in, or creates the number's account. Creating one on /ch needs
 * `agreedToTerms` (the sign-up checkbox, or the one the sign-in form shows when the number has no account yet).
 */
export const ZPhoneLogin = ZPhoneCode.extend({
  agreedToTerms: z.boolean().optional(),
  /** The referral link's inviter, for a new account (as POST /api/users). */
  inviterID: z.string().trim().max(64).optional(),
});

/** POST /api/users/unregister */
export const ZUnregister = z.object({ captchaCode: ZCaptchaCode });
