import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { isTurnstileEnabled } from "@/lib/server/env";
import { verifyAltchaPayload } from "./altcha";
import { verifyTurnstileToken } from "./turnstile";

/** Throws BOT_CHECK_FAILED unless the sign-up / sign-in request carries a fresh, solved bot challenge. */
export async function verifyBotChallenge(response: string, remoteIp?: string): Promise<void> {
  const passed = isTurnstileEnabled()
    ? await verifyTurnstileToken(response, remoteIp)
    : await verifyAltchaPayload(response);
  if (!passed) throw new AppError("BOT_CHECK_FAILED");
}
