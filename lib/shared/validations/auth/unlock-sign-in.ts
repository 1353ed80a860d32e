import { z } from "zod";
import { errorCodes } from "@/lib/shared/api/error-codes";

// Both parts come from the mailed link, never typed: anything malformed is simply not a link we sent.
const linkPart = (max: number) =>
  z
    .string({ error: errorCodes.INVALID_UNLOCK_LINK.message })
    .min(1, { error: errorCodes.INVALID_UNLOCK_LINK.message })
    .max(max, { error: errorCodes.INVALID_UNLOCK_LINK.message });

/** POST /api/users/unlockSignIn {id, token} and the page the link opens. */
export const ZUnlockSignIn = z.object({ id: linkPart(64), token: linkPart(100) });
