// next-auth 4 for OAuth (Google and GitHub, each only when its keys are set): JWT sessions in the same `x-cid` cookie
// and the same token claims ({ sub, sessionVersion }) as our own sign-in endpoints (lib/auth/session-token.ts).
import type { AuthOptions } from "next-auth";
import GitHubProvider from "next-auth/providers/github";
import GoogleProvider from "next-auth/providers/google";
import { env, oauthProviders, provideNextAuthUrl } from "@/lib/env";
import { signInWithOAuth } from "@/lib/services/auth/sign-in-with-oauth";
import { SESSION_COOKIE } from "./get-session";
import { authSecret, isSecureCookie, SESSION_MAX_AGE_SECONDS } from "./session-token";

export function authOptions(): AuthOptions {
  provideNextAuthUrl();
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET } = env();
  const enabled = oauthProviders();
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    cookies: {
      sessionToken: { name: SESSION_COOKIE, options: { httpOnly: true, sameSite: "lax", path: "/", secure: isSecureCookie() } },
    },
    providers: [
      ...(enabled.includes("google") ? [GoogleProvider({ clientId: GOOGLE_CLIENT_ID ?? "", clientSecret: GOOGLE_CLIENT_SECRET ?? "" })] : []),
      ...(enabled.includes("github") ? [GitHubProvider({ clientId: GITHUB_CLIENT_ID ?? "", clientSecret: GITHUB_CLIENT_SECRET ?? "" })] : []),
    ],
    pages: { signIn: "/signin", error: "/signin" },
    callbacks: {
      async jwt({ token, account, user }) {
        if (!account) return token;
        const signedIn = await signInWithOAuth({ provider: account.provider, providerAccountId: account.providerAccountId, name: user.name, email: user.email, image: user.image });
        // Only our claims: the token stays small and carries no profile data.
        return { sub: signedIn.id, sessionVersion: signedIn.sessionVersion };
      },
      // Back to `prev` on this site only.
      redirect({ url, baseUrl }) {
        if (url.startsWith("/") && !url.startsWith("//")) return `${baseUrl}${url}`;
        return url.startsWith(`${baseUrl}/`) ? url : baseUrl;
      },
    },
  };
}
