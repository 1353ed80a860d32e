// POST /api/users/logoutAll – logout everywhere: every existing token stops working; this browser stays signed in.
import { createHandler } from "@/lib/api/handler";
import { signedInResponse } from "@/lib/auth/signed-in-response";
import { endAllSessions } from "@/lib/services/users/end-all-sessions";

export const POST = createHandler({ auth: "required" }, async ({ session, req }) =>
  signedInResponse(await endAllSessions(session.userId), req),
);
