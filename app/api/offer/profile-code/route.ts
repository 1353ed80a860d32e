// GET /api/offer/profile-code – {code}: the caller's code to put in their GitHub profile README, which shows the
// profile is theirs when they apply with it (signed in).
import { createHandler } from "@/lib/server/api/handler";
import { getOfferProfileCode } from "@/lib/server/services/offer/get-offer-profile-code";

export const GET = createHandler({ auth: "required" }, ({ session }) => getOfferProfileCode(session.userId));
