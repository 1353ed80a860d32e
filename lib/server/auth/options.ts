// next-auth 4 for OAuth (Google, GitHub and WeChat, each only when its keys are set): JWT sessions in the same `x-cid` cookie
// and the same token claims ({ sub, sessionVersion, sid }) as our own sign-in endpoints (lib/server/auth/session-token.ts).
import "server-only";
import type { AuthOptions } from "next-auth";
import { env, oauthProviders, provideNextAuthUrl } from "@/lib/server/env";
import { logger } from "@/lib/server/logger";
import { signInWithOAuth, type OAuthAgreement } from "@/lib/server/services/auth/sign-in-with-oauth";
import { endSession } from "@/lib/server/services/sessions/end-session";
import { startSession, type SessionClient } from "@/lib/server/services/sessions/start-session";
import { SIGNED_IN_HOME_PATH } from "@/lib/shared/auth/signed-in-home-path";
import { safeRedirectPath } from "@/lib/shared/utils/safe-redirect-path";
import { SESSION_COOKIE } from "./get-session";
import { githubProvider, googleProvider } from "./oauth-providers";
import { wechatProvider } from "./wechat-provider";
import { authSecret, isSecureCookie, SESSION_MAX_AGE_SECONDS } from "./session-token";

/**
 * `client` describes the requesting browser for the session record a provider sign-in starts; `signInPage` is where a
 * sign-in that did not complete lands (with ?error=): the locale's own page (lib/server/auth/oauth-sign-in-page.ts);
 * `agreement` is the locale the sign-in started from and whether /ch's agreement box was ticked, for a new account.
 */
export function authOptions(
  client: SessionClient = { userAgent: null, clientAddress: null },
  signInPage = "/signin",
  agreement: OAuthAgreement = { locale: "en", agreed: false },
): AuthOptions {
  provideNextAuthUrl();
  const config = env();
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET } = config;
  const { WECHAT_APP_ID, WECHAT_APP_SECRET } = config;
  const enabled = oauthProviders();
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    cookies: {
      sessionToken: {
        name: SESSION_COOKIE,
        options: { httpOnly: true, sameSite: "lax", path: "/", secure: isSecureCookie() },
      },
    },
    providers: [
      ...(enabled.includes("google")
        ? [googleProvider(config, GOOGLE_CLIENT_ID ?? "", GOOGLE_CLIENT_SECRET ?? "")]
        : []),
      ...(enabled.includes("github")
        ? [githubProvider(config, GITHUB_CLIENT_ID ?? "", GITHUB_CLIENT_SECRET ?? "")]
        : []),
      ...(enabled.includes("wechat") ? [wechatProvider(config, WECHAT_APP_ID ?? "", WECHAT_APP_SECRET ?? "")] : []),
    ],
    pages: { signIn: signInPage, error: signInPage },
    // Into our JSON log (and LOG_LEVEL) instead of next-auth's console lines. A failed provider sign-in (cancelled
    // at the provider, a refused code, the provider unreachable) is the visitor's or the provider's, not a crash.
    logger: {
      error: (code, metadata) =>
        logger.warn({ code, err: metadata instanceof Error ? metadata : metadata.error }, `next-auth: ${code}`),
      warn: (code) => logger.warn({ code }, `next-auth: ${code}`),
      debug: (code) => logger.debug({ code }, `next-auth: ${code}`),
    },
    // next-auth's own sign-out (POST /api/auth/signout) ends the session record too, like GET /api/logout.
    events: {
      async signOut({ token }) {
        if (typeof token?.sid === "string" && typeof token.sub === "string") await endSession(token.sub, token.sid);
      },
    },
    callbacks: {
      async jwt({ token, account, user }) {
        if (!account) return token;
        const signedIn = await signInWithOAuth(
          {
            provider: account.provider,
            providerAccountId: account.providerAccountId,
            name: user.name,
            email: user.email,
            image: user.image,
          },
          agreement,
        );
        // Only our claims: the token stays small and carries no profile data.
        return { sub: signedIn.id, sessionVersion: signedIn.sessionVersion, sid: await startSession(signedIn, client) };
      },
      // Back to `prev` on this site only: next-auth hands over the callbackUrl as given or made absolute.
      redirect({ url, baseUrl }) {
        const path = url.startsWith(`${baseUrl}/`) ? url.slice(baseUrl.length) : url;
        return `${baseUrl}${safeRedirectPath(path, SIGNED_IN_HOME_PATH)}`;
      },
    },
  };
}
