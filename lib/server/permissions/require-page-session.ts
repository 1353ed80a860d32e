// The one guard of a signed-in page: the live session, or off to sign in. proxy.ts has already sent a visitor without
// one away; this catches a session ended in between.
import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { loginPath } from "@/lib/shared/auth/login-path";
import { resolveSession, SESSION_COOKIE, type Session } from "@/lib/server/auth/get-session";

/** `href`: the page's route ("/editor/abc"), where sign-in sends the visitor back; a layout does not know its page. */
export async function requirePageSession(locale: Locale, href?: string): Promise<Session> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const session = token ? await resolveSession(token) : null;
  if (!session) redirect(loginPath(locale, href && getPathname({ locale, href })));
  return session;
}
