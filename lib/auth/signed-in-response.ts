import type { NextResponse } from "next/server";
import { ok, type SuccessBody } from "@/lib/api/envelope";
import { mintSessionToken, setSessionCookie } from "./session-token";

/** The answer of every sign-in call (SPEC §7: `data.token`), with the same token in the x-cid cookie. */
export async function signedInResponse(user: { id: string; sessionVersion: number }): Promise<NextResponse<SuccessBody<{ token: string } | null>>> {
  const token = await mintSessionToken(user);
  const response = ok({ token });
  setSessionCookie(response, token);
  return response;
}
