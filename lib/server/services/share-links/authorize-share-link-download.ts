// POST /api/download/link/{token} (issue 26 item 4): the PDF of an open tracked link's resume, on the same terms as a
// public page's download (authorize-public-download.ts): only when its premium owner allows downloads (docs/product.md
// §6), else 403; a revoked, expired, trashed or unknown link is 404. Answers the link's address the PDF will carry.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { appUrl } from "@/lib/server/env";
import type { DownloadableResume } from "@/lib/server/services/pdf/authorize-resume-download";
import { effectivePublicOptions } from "@/lib/server/services/public-resumes/effective-public-options";
import { findShareLinkPage } from "./find-share-link-page";

export async function authorizeShareLinkDownload(token: string): Promise<DownloadableResume & { linkUrl: string }> {
  const page = await findShareLinkPage(token);
  if (!page) throw new AppError("NOT_FOUND", { message: "Link not found" });
  if (!effectivePublicOptions(page.resume).downloadable) {
    throw new AppError("FORBIDDEN", { message: "The owner has not allowed downloading this resume" });
  }
  return { id: page.resume.id, name: page.resume.name, linkUrl: `${appUrl()}/s/${page.link.token}` };
}
