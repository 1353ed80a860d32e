// POST /api/users/verifyEmail {email, veriCode} – verifies the address and signs the user in (data.token).
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { signedInResponse } from "@/lib/server/auth/signed-in-response";
import { verifyEmail } from "@/lib/server/services/users/verify-email";
import { ZVerifyEmail } from "@/lib/shared/validations/auth/email-code";

export const POST = createHandler(
  { auth: "none", body: ZVerifyEmail, rateLimit: rateLimits.checkCode },
  async ({ body, req }) => signedInResponse(await verifyEmail(body.email, body.veriCode), req),
);
