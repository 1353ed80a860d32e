// A GitHub profile counts for the offer only when it is shown to be the applicant's: either they signed in here with
// that GitHub account (an OAuth identity of theirs whose GitHub id is the profile's), or the README of the profile
// repository (github.com/<name>/<name>, shown on the profile page) contains their code (get-offer-profile-code.ts).
// GitHub is asked through its REST API (GITHUB_API_URL; api.github.com by default), without credentials.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { githubEndpoints } from "@/lib/server/auth/oauth-providers";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { getOfferProfileCode } from "./get-offer-profile-code";

/** A profile README is a page of text; reading more than this to find a code would only let a huge file cost us. */
const README_MAX_BYTES = 512 * 1024;
const TIMEOUT_MS = 10_000;

type GithubUser = { id: number; login: string };

async function githubGet(path: string, accept: string): Promise<Response> {
  try {
    return await fetch(`${githubEndpoints(env()).api}${path}`, {
      headers: { Accept: accept, "User-Agent": "ResumeCraft", "X-GitHub-Api-Version": "2022-11-28" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new AppError("OFFER_PROFILE_CHECK_FAILED", { cause: error });
  }
}

/** The body's first README_MAX_BYTES as text (a code further down is not looked for). */
async function readBounded(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < README_MAX_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  return Buffer.concat(chunks).subarray(0, README_MAX_BYTES).toString("utf8");
}

/** The profile's GitHub account id when the profile is the user's; otherwise a translated refusal. */
export async function verifyCodeProfile(userId: string, profileUrl: string): Promise<string> {
  const login = new URL(profileUrl).pathname.split("/").filter(Boolean)[0] ?? "";
  const found = await githubGet(`/users/${encodeURIComponent(login)}`, "application/vnd.github+json");
  if (found.status === 404) throw new AppError("OFFER_PROFILE_NOT_FOUND");
  if (!found.ok) throw new AppError("OFFER_PROFILE_CHECK_FAILED");
  const profile = (await found.json().catch(() => null)) as GithubUser | null;
  if (!profile || !Number.isSafeInteger(profile.id) || typeof profile.login !== "string") {
    throw new AppError("OFFER_PROFILE_CHECK_FAILED");
  }
  const githubId = String(profile.id);

  const signedIn = await db.account.findFirst({
    where: { userId, provider: "github", providerAccountId: githubId },
    select: { id: true },
  });
  if (signedIn) return githubId;

  const name = encodeURIComponent(profile.login);
  const readme = await githubGet(`/repos/${name}/${name}/readme`, "application/vnd.github.raw+json");
  if (readme.status === 404) throw new AppError("OFFER_PROFILE_UNVERIFIED");
  if (!readme.ok) throw new AppError("OFFER_PROFILE_CHECK_FAILED");
  if (!(await readBounded(readme)).includes(getOfferProfileCode(userId).code)) {
    throw new AppError("OFFER_PROFILE_UNVERIFIED");
  }
  return githubId;
}
