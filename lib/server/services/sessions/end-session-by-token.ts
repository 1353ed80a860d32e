import "server-only";
import { decodeSessionToken } from "@/lib/server/auth/get-session";
import { endSession } from "./end-session";

/** Logout: the session the token names ends (a token that is invalid or already ended has nothing left to end). */
export async function endSessionByToken(token: string): Promise<void> {
  const session = await decodeSessionToken(token);
  if (session) await endSession(session.userId, session.sessionId);
}
