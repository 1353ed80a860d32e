// POST /api/users/unlockSignIn {id, token} – the link mailed when ten wrong passwords paused sign-in from one client
// address: ends that pause. Single use.
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { unlockSignIn } from "@/lib/server/services/users/unlock-sign-in";
import { ZUnlockSignIn } from "@/lib/shared/validations/auth/unlock-sign-in";

export const POST = createHandler(
  { auth: "none", body: ZUnlockSignIn, rateLimit: rateLimits.checkCode },
  async ({ body }) => {
    await unlockSignIn(body.id, body.token);
    return null;
  },
);
