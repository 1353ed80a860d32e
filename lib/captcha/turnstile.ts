// Cloudflare Turnstile, used instead of ALTCHA when TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY are set.
import { z } from "zod";
import { env } from "@/lib/env";

const VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
const answerSchema = z.object({ success: z.boolean() });

export async function verifyTurnstileToken(token: string, remoteIp: string | undefined): Promise<boolean> {
  const secret = env().TURNSTILE_SECRET_KEY;
  if (!secret) return false;
  const form = new URLSearchParams({ secret, response: token });
  if (remoteIp && remoteIp !== "unknown") form.set("remoteip", remoteIp);
  try {
    const response = await fetch(VERIFY_URL, { method: "POST", body: form, signal: AbortSignal.timeout(5_000) });
    const answer = answerSchema.safeParse(await response.json());
    return answer.success && answer.data.success;
  } catch {
    return false;
  }
}
