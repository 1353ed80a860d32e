// GET /api/user/checkInviter?inviter={id} – nickname and avatar of the inviter of a referral link.
import { createHandler } from "@/lib/api/handler";
import { rateLimits } from "@/lib/api/rate-limit-rules";
import { checkInviter } from "@/lib/services/users/check-inviter";
import { ZCheckInviterQuery } from "@/lib/validations/auth/check-inviter";

export const GET = createHandler(
  { auth: "none", query: ZCheckInviterQuery, rateLimit: rateLimits.checkInviter },
  ({ query }) => checkInviter(query.inviter),
);
