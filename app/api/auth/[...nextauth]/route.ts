// /api/auth/* – next-auth's OAuth routes (sign-in redirect, callback). The session cookie it sets is `x-cid`; the
// readable `x-signed-in` companion is added here so that the page header loads the user (lib/api-client/session-hint).
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { SESSION_HINT_COOKIE } from "@/lib/api-client/session-hint";
import { SESSION_COOKIE } from "@/lib/auth/get-session";
import { authOptions } from "@/lib/auth/options";
import { isSecureCookie, SESSION_MAX_AGE_SECONDS } from "@/lib/auth/session-token";

type Context = { params: Promise<{ nextauth: string[] }> };

async function handle(req: NextRequest, context: Context): Promise<Response> {
  const response: Response = await NextAuth(authOptions())(req, context);
  const setsSession = response.headers.getSetCookie().some((line) => line.startsWith(`${SESSION_COOKIE}=`) && !line.startsWith(`${SESSION_COOKIE}=;`));
  if (setsSession) {
    const secure = isSecureCookie() ? "; Secure" : "";
    response.headers.append("set-cookie", `${SESSION_HINT_COOKIE}=1; Path=/; Max-Age=${SESSION_MAX_AGE_SECONDS}; SameSite=Lax${secure}`);
  }
  return response;
}

export { handle as GET, handle as POST };
