// POST /api/resumes/import: copies a public resume of this site from its link (/r/<uuid or custom URL>, also under
// /ch). The link is never fetched: only its path is read and the resume looked up in our own database, so a link can
// make the server contact no other host (no SSRF). Private or deleted resumes answer 404: a private resume must not
// be confirmed to exist.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { invalidField } from "@/lib/server/api/invalid-field";
import { hasUnsafeText } from "@/lib/server/api/unsafe-text";
import { db } from "@/lib/server/db";
import type { TImportResumeBody } from "@/lib/shared/validations/resumes/create-resume";
import { resumeMessages } from "@/lib/shared/validations/resumes/messages";
import { copyDocument } from "./copy-document";
import { createResumeForUser } from "./create-resume-for-user";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";

const RELATIVE_BASE = "http://relative.invalid";

function parseLink(raw: string): URL | null {
  try {
    return new URL(raw, RELATIVE_BASE);
  } catch {
    return null;
  }
}

/** Whether `url` is on one of `ownHosts` (Host header spellings: "example.com", "192.168.1.5:3000"). */
function isOwnHost(url: URL, ownHosts: string[]): boolean {
  return ownHosts.some((host) => {
    try {
      // Parsed with the link's scheme, so "example.com:443" and "https://example.com" compare equal.
      return new URL(`${url.protocol}//${host}`).host === url.host;
    } catch {
      return false;
    }
  });
}

/** The slug of a link to this site (`ownHosts`: APP_URL's host and the host the request came to), or null. */
export function publicSlugFromUrl(raw: string, ownHosts: string[]): string | null {
  const url = parseLink(raw);
  if (!url) return null;
  const isRelative = url.origin === RELATIVE_BASE;
  if (!isRelative && url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (!isRelative && !isOwnHost(url, ownHosts)) return null;
  const match = /^(?:\/ch)?\/r\/([^/]+)\/?$/.exec(url.pathname);
  const slug = match?.[1];
  if (!slug) return null;
  try {
    const decoded = decodeURIComponent(slug);
    // "%00" decodes to a NUL, which the database cannot even compare with.
    return hasUnsafeText(decoded) ? null : decoded;
  } catch {
    return null;
  }
}

/** Why a link was refused: another site's link gets its own sentence, anything else the general one. */
function refusal(raw: string, ownHosts: string[]): AppError {
  const url = parseLink(raw);
  const isWebLink =
    url !== null && url.origin !== RELATIVE_BASE && (url.protocol === "http:" || url.protocol === "https:");
  const foreign = isWebLink && !isOwnHost(url, ownHosts);
  return invalidField("url", foreign ? resumeMessages.importForeignHost : resumeMessages.invalidUrl);
}

export async function importPublicResume(
  userId: string,
  body: TImportResumeBody,
  ownHosts: string[],
): Promise<ResumeDto> {
  const slug = publicSlugFromUrl(body.url, ownHosts);
  if (!slug) throw refusal(body.url, ownHosts);
  const source = await db.resume.findFirst({
    where: { OR: [{ uuid: slug }, { customUrl: slug }], isPublic: true, deletedAt: null },
  });
  if (!source) throw new AppError("NOT_FOUND");
  return createResumeForUser(userId, await copyDocument(source, source.name, body.template));
}
