// The next-auth providers behind the Google and GitHub buttons. By default they talk to accounts.google.com and
// github.com; GITHUB_BASE_URL / GITHUB_API_URL point GitHub at a GitHub Enterprise Server, GOOGLE_ISSUER points the
// Google button at another OpenID Connect issuer (the browser tests use both to reach a local fake provider).
import "server-only";
import GitHubProvider, { type GithubEmail, type GithubProfile } from "next-auth/providers/github";
import GoogleProvider, { type GoogleProfile } from "next-auth/providers/google";
import type { Profile } from "next-auth";
import type { OAuthConfig } from "next-auth/providers/oauth";
import type { TEnv } from "@/lib/server/env";

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, "");

/** github.com and api.github.com, or a GitHub Enterprise Server, whose REST API lives under <base>/api/v3. */
export function githubEndpoints({
  GITHUB_BASE_URL,
  GITHUB_API_URL,
}: Pick<TEnv, "GITHUB_BASE_URL" | "GITHUB_API_URL">): { web: string; api: string } {
  const web = withoutTrailingSlash(GITHUB_BASE_URL ?? "https://github.com");
  const api = withoutTrailingSlash(GITHUB_API_URL ?? (GITHUB_BASE_URL ? `${web}/api/v3` : "https://api.github.com"));
  return { web, api };
}

export const googleIssuer = ({ GOOGLE_ISSUER }: Pick<TEnv, "GOOGLE_ISSUER">): string =>
  withoutTrailingSlash(GOOGLE_ISSUER ?? "https://accounts.google.com");

async function githubGet<T>(url: string, accessToken: string | undefined): Promise<T> {
  const response = await fetch(url, {
    headers: {
      Authorization: `Bearer ${accessToken ?? ""}`,
      Accept: "application/vnd.github+json",
      "User-Agent": "ResumeCraft",
    },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`GitHub ${new URL(url).pathname} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The profile, and when it shows no public address, the primary address only if GitHub has verified it: next-auth's
 * built-in lookup takes any listed address (verified or not) and always asks api.github.com.
 */
async function githubProfile(api: string, accessToken: string | undefined): Promise<GithubProfile> {
  const profile = await githubGet<GithubProfile>(`${api}/user`, accessToken);
  if (profile.email) return profile;
  const emails = await githubGet<GithubEmail[]>(`${api}/user/emails`, accessToken).catch(() => []);
  return { ...profile, email: emails.find((entry) => entry.primary && entry.verified)?.email ?? null };
}

export function githubProvider(
  config: Pick<TEnv, "GITHUB_BASE_URL" | "GITHUB_API_URL">,
  clientId: string,
  clientSecret: string,
): OAuthConfig<GithubProfile> {
  const { web, api } = githubEndpoints(config);
  return GitHubProvider({
    clientId,
    clientSecret,
    issuer: `${web}/login/oauth`,
    authorization: { url: `${web}/login/oauth/authorize`, params: { scope: "read:user user:email" } },
    token: `${web}/login/oauth/access_token`,
    // next-auth types this answer as an OIDC-style Profile; GitHub's provider reads it back as a GithubProfile.
    userinfo: {
      url: `${api}/user`,
      request: async ({ tokens }) => (await githubProfile(api, tokens.access_token)) as Profile,
    },
  });
}

export function googleProvider(
  config: Pick<TEnv, "GOOGLE_ISSUER">,
  clientId: string,
  clientSecret: string,
): OAuthConfig<GoogleProfile> {
  const issuer = googleIssuer(config);
  return GoogleProvider({
    clientId,
    clientSecret,
    wellKnown: `${issuer}/.well-known/openid-configuration`,
    // An address the issuer has not verified is not passed on: it could be anyone's.
    profile: (profile) => ({
      id: profile.sub,
      name: profile.name,
      email: profile.email_verified ? profile.email : null,
      image: profile.picture,
    }),
  });
}
