import { z } from "zod";

/** GET /api/user/checkInviter?inviter={id}: the user id a referral link carries. */
export const ZCheckInviterQuery = z.object({ inviter: z.string().trim().min(1).max(64) });
