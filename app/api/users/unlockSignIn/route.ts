// POST /api/users/unlockSignIn {id, token} – the link mailed when ten wrong passwords paused sign-in from one client
// address: ends that pause. Single use.
import { createHandler } from "@/lib/api/handler";
import { unlockSignIn } from "@/lib/services/users/unlock-sign-in";
import { unlockSignInSchema } from "@/lib/validations/auth/unlock-sign-in";

export const POST = createHandler(
  { auth: "none", body: unlockSignInSchema, rateLimit: { key: "verify-code-ip", points: 30, duration: 10 * 60 } },
  async ({ body }) => {
    await unlockSignIn(body.id, body.token);
    return null;
  },
);
