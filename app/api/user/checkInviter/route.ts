// GET /api/user/checkInviter?inviter={id} – nickname and avatar of the inviter of a referral link.
import { z } from "zod";
import { createHandler } from "@/lib/api/handler";
import { checkInviter } from "@/lib/services/users/check-inviter";

const query = z.object({ inviter: z.string().trim().min(1).max(64) });

export const GET = createHandler({ auth: "none", query, rateLimit: { key: "check-inviter-ip", points: 60, duration: 60 } }, ({ query }) =>
  checkInviter(query.inviter),
);
