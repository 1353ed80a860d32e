// Cloudflare Turnstile, used instead of ALTCHA when TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY are set. The check
// goes to Cloudflare's siteverify unless TURNSTILE_VERIFY_URL names another (a proxy, or the tests' local fake).
import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/server/api/app-error";
import { env } from "@/lib/server/env";

const CLOUDFLARE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
const ZTurnstileAnswer = z.object({ success: z.boolean(), "error-codes": z.array(z.string()).optional() });
const unavailable = (cause: unknown) => new AppError("BOT_CHECK_UNAVAILABLE", { cause });

/**
 * True when Cloudflare accepts the token, false when it refuses it. When Cloudflare cannot be asked (network down,
 * timeout, an answer that is not siteverify's) the visitor is not at fault: 503 with a message that says so, rather
 * than "the human check failed", which would send them solving the widget again and again.
 */
export async function verifyTurnstileToken(token: string, remoteIp: string | undefined): Promise<boolean> {
  const { TURNSTILE_SECRET_KEY: secret, TURNSTILE_VERIFY_URL } = env();
  if (!secret) return false;
  const form = new URLSearchParams({ secret, response: token });
  if (remoteIp && remoteIp !== "unknown") form.set("remoteip", remoteIp);
  let answer: z.infer<typeof ZTurnstileAnswer>;
  try {
    const response = await fetch(TURNSTILE_VERIFY_URL ?? CLOUDFLARE_VERIFY_URL, {
      method: "POST",
      body: form,
      signal: AbortSignal.timeout(5_000),
    });
    answer = ZTurnstileAnswer.parse(await response.json());
  } catch (cause) {
    throw unavailable(cause);
  }
  // A wrong secret fails every visitor: the operator must see it in the log, the visitor must not be blamed.
  if (answer["error-codes"]?.some((code) => code.includes("secret")))
    throw unavailable(new Error(`Turnstile: ${answer["error-codes"].join(", ")}`));
  return answer.success;
}
