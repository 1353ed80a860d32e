// POST /api/signin (and /api/login) – e-mail and password with a solved bot challenge; answers data.token and sets
// the x-cid cookie. Limited per IP here, and per (account, client address) in the service.
import { createHandler } from "@/lib/server/api/handler";
import { clientAddress } from "@/lib/server/api/client-address";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { signedInResponse } from "@/lib/server/auth/signed-in-response";
import { verifyBotChallenge } from "@/lib/server/captcha/verify-bot-challenge";
import { signInWithPassword } from "@/lib/server/services/users/sign-in-with-password";
import { ZSignIn } from "@/lib/shared/validations/auth/sign-in";

export const POST = createHandler(
  { auth: "none", body: ZSignIn, rateLimit: rateLimits.signIn },
  async ({ body, req }) => {
    await verifyBotChallenge(body.altcha, clientAddress(req.headers));
    const user = await signInWithPassword(
      body.email,
      body.password,
      clientAddress(req.headers),
      requestLocale(req.headers),
    );
    return signedInResponse(user, req);
  },
);
