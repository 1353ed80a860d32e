// POST /api/resumes/import: copies a public resume of this site from its link (/r/<uuid or custom URL>, also under
// /ch). Links to other sites, private or deleted resumes all answer 404: a private resume must not be confirmed to
// exist.
import { AppError } from "@/lib/api/app-error";
import { db } from "@/lib/db";
import type { TImportResumeBody } from "@/lib/validations/resumes/create-resume";
import { resumeMessages } from "@/lib/validations/resumes/messages";
import { copyDocument } from "./copy-document";
import { createResumeForUser } from "./create-resume-for-user";
import type { ResumeDto } from "./to-resume-dto";

/** The slug of a link to this site (`ownHosts`: APP_URL's host and the host the request came to), or null. */
export function publicSlugFromUrl(raw: string, ownHosts: string[]): string | null {
  let url: URL;
  try {
    url = new URL(raw, "http://relative.invalid");
  } catch {
    return null;
  }
  const isRelative = url.host === "relative.invalid";
  if (!isRelative && !ownHosts.includes(url.host)) return null;
  if (!isRelative && url.protocol !== "http:" && url.protocol !== "https:") return null;
  const match = /^(?:\/ch)?\/r\/([^/]+)\/?$/.exec(url.pathname);
  const slug = match?.[1];
  if (!slug) return null;
  try {
    return decodeURIComponent(slug);
  } catch {
    return null;
  }
}

export async function importPublicResume(userId: string, body: TImportResumeBody, ownHosts: string[]): Promise<ResumeDto> {
  const slug = publicSlugFromUrl(body.url, ownHosts);
  if (!slug) {
    throw new AppError("INVALID_INPUT", { message: resumeMessages.invalidUrl, details: [{ path: "url", message: resumeMessages.invalidUrl }] });
  }
  const source = await db.resume.findFirst({ where: { OR: [{ uuid: slug }, { customUrl: slug }], isPublic: true, deletedAt: null } });
  if (!source) throw new AppError("NOT_FOUND");
  return createResumeForUser(userId, await copyDocument(source, source.name, body.template));
}
