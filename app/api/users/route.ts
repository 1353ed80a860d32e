// POST /api/users – sign up: an unverified account and a 6-digit code by mail (same answer for a taken address).
import { createHandler } from "@/lib/api/handler";
import { clientAddress } from "@/lib/api/client-address";
import { requestLocale } from "@/lib/auth/request-locale";
import { verifyBotChallenge } from "@/lib/captcha/verify-bot-challenge";
import { signUpUser } from "@/lib/services/users/sign-up-user";
import { signUpSchema } from "@/lib/validations/auth/sign-up";

export const POST = createHandler(
  { auth: "none", body: signUpSchema, rateLimit: { key: "signup-ip", points: 20, duration: 10 * 60 } },
  async ({ body, req }) => {
    await verifyBotChallenge(body.altcha, clientAddress(req.headers));
    return signUpUser(body, requestLocale(req.headers));
  },
);
