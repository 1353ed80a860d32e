// GET /api/logout – clears the x-cid cookie. Ending every session is POST /api/users/logoutAll.
import { createHandler } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { clearSessionCookie } from "@/lib/auth/session-token";

export const GET = createHandler({ auth: "none" }, () => clearSessionCookie(ok(null)));
