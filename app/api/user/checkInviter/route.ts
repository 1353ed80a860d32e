// GET /api/user/checkInviter?inviter={id} – nickname and avatar of the inviter of a referral link.
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { checkInviter } from "@/lib/server/services/users/check-inviter";
import { ZCheckInviterQuery } from "@/lib/shared/validations/auth/check-inviter";

export const GET = createHandler(
  { auth: "none", query: ZCheckInviterQuery, rateLimit: rateLimits.checkInviter },
  ({ query }) => checkInviter(query.inviter),
);
