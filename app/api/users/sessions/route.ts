// GET /api/users/sessions – my live sessions (browser, system, address, last active; `isCurrent` marks this one).
import { createHandler } from "@/lib/server/api/handler";
import { listSessions } from "@/lib/server/services/sessions/list-sessions";

export const GET = createHandler({ auth: "required" }, ({ session }) =>
  listSessions(session.userId, session.sessionId),
);
