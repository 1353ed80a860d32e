// GET /api/logout – ends this browser's session record (the token stops working everywhere it was copied) and clears
// the x-cid cookie. Ending every session is POST /api/users/logoutAll.
import { createHandler } from "@/lib/server/api/handler";
import { ok } from "@/lib/server/api/envelope";
import { SESSION_COOKIE, readSessionToken } from "@/lib/server/auth/get-session";
import { clearSessionCookie } from "@/lib/server/auth/session-token";
import { endSessionByToken } from "@/lib/server/services/sessions/end-session-by-token";

export const GET = createHandler({ auth: "none" }, async ({ req }) => {
  const token = readSessionToken(req.headers, req.cookies.get(SESSION_COOKIE)?.value);
  if (token) await endSessionByToken(token);
  return clearSessionCookie(ok(null));
});
