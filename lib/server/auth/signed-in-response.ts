import "server-only";
import type { NextResponse } from "next/server";
import { ok, type SuccessBody } from "@/lib/server/api/envelope";
import { startSession } from "@/lib/server/services/sessions/start-session";
import { sessionClient } from "./session-client";
import { mintSessionToken, setSessionCookie } from "./session-token";

/**
 * The answer of every sign-in call (docs/product.md §7: `data.token`), with the same token in the x-cid cookie. Each
 * call starts a session record for the requesting browser, which the token names.
 */
export async function signedInResponse(
  user: { id: string; sessionVersion: number },
  request: { headers: Headers },
): Promise<NextResponse<SuccessBody<{ token: string } | null>>> {
  const sessionId = await startSession(user, sessionClient(request.headers));
  const token = await mintSessionToken(user, sessionId);
  const response = ok({ token });
  setSessionCookie(response, token);
  return response;
}
