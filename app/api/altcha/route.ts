// GET /api/altcha – a fresh proof-of-work challenge. Answered as the bare challenge JSON the ALTCHA widget reads.
import { NextResponse } from "next/server";
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { createAltchaChallenge } from "@/lib/server/captcha/altcha";

export const GET = createHandler({ auth: "none", rateLimit: rateLimits.getAltchaChallenge }, async () =>
  NextResponse.json(await createAltchaChallenge(), { headers: { "Cache-Control": "no-store" } }),
);
