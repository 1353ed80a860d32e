// GET /api/offer/applications – my student / open-source application or null.
// POST /api/offer/applications {kind: "schoolEmail", schoolEmail, veriCode} | {kind: "codeProfile", profileUrl,
// statement} – apply once (PENDING until an admin reviews it).
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { findOwnOfferApplication } from "@/lib/server/services/offer/find-own-offer-application";
import { submitOfferApplication } from "@/lib/server/services/offer/submit-offer-application";
import { ZOfferApplication } from "@/lib/shared/validations/offer/offer-application";

export const GET = createHandler({ auth: "required" }, ({ session }) => findOwnOfferApplication(session.userId));

export const POST = createHandler(
  // A mailed code allows five guesses (consume-verification-code.ts); this cap bounds the tries per person.
  { auth: "required", body: ZOfferApplication, rateLimit: rateLimits.applyOffer },
  ({ session, body }) => submitOfferApplication(session.userId, body),
);
