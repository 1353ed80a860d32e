// POST /api/users/verifyEmail {email, veriCode} – verifies the address and signs the user in (data.token).
import { createHandler } from "@/lib/api/handler";
import { signedInResponse } from "@/lib/auth/signed-in-response";
import { verifyEmail } from "@/lib/services/users/verify-email";
import { verifyEmailSchema } from "@/lib/validations/auth/email-code";

export const POST = createHandler(
  { auth: "none", body: verifyEmailSchema, rateLimit: { key: "verify-code-ip", points: 30, duration: 10 * 60 } },
  async ({ body, req }) => signedInResponse(await verifyEmail(body.email, body.veriCode), req),
);
