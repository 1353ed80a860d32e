// POST /api/users – sign up: an unverified account and a 6-digit code by mail (same answer for a taken address).
import { createHandler } from "@/lib/server/api/handler";
import { clientAddress } from "@/lib/server/api/client-address";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { verifyBotChallenge } from "@/lib/server/captcha/verify-bot-challenge";
import { signUpUser } from "@/lib/server/services/users/sign-up-user";
import { ZSignUp } from "@/lib/shared/validations/auth/sign-up";

export const POST = createHandler(
  { auth: "none", body: ZSignUp, rateLimit: rateLimits.signUp },
  async ({ body, req }) => {
    await verifyBotChallenge(body.altcha, clientAddress(req.headers));
    return signUpUser(body, requestLocale(req.headers));
  },
);
