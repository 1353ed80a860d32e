// POST /api/users/logoutAll – logout everywhere: every existing token stops working; this browser stays signed in.
import { createHandler } from "@/lib/server/api/handler";
import { signedInResponse } from "@/lib/server/auth/signed-in-response";
import { endAllSessions } from "@/lib/server/services/users/end-all-sessions";

export const POST = createHandler({ auth: "required" }, async ({ session, req }) =>
  signedInResponse(await endAllSessions(session.userId), req),
);
