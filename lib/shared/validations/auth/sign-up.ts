import { z } from "zod";
import { ZChallenge, ZEmail, ZUserName, ZNewPassword, ZTermsAgreement } from "./fields";

/**
 * POST /api/users and the English /signup form. `agreedToTerms` is the /ch checkbox: the server requires it for a
 * Chinese sign-up (lib/server/services/auth/accept-terms.ts); the English form says that signing up is agreeing.
 */
export const ZSignUp = z.object({
  name: ZUserName,
  email: ZEmail,
  password: ZNewPassword,
  altcha: ZChallenge,
  inviterID: z.string().trim().max(64).optional(),
  agreedToTerms: z.boolean().optional(),
});

/** The /ch/signup e-mail form: the same, with the box ticked. */
export const ZSignUpWithTerms = ZSignUp.extend({ agreedToTerms: ZTermsAgreement });
