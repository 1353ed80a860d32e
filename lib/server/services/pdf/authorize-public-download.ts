// Anyone may download the PDF of a public resume whose owner turned on `downloadable`, while the owner is premium
// (the option is premium-only, docs/product.md §6). A private, deleted or unknown link is 404; a public one without the
// option is 403.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { findPublicResume } from "@/lib/server/services/public-resumes/find-public-resume";
import { effectivePublicOptions } from "@/lib/server/services/public-resumes/effective-public-options";
import type { DownloadableResume } from "@/lib/server/services/pdf/authorize-resume-download";

export async function authorizePublicDownload(slug: string): Promise<DownloadableResume> {
  const resume = await findPublicResume(slug);
  if (!resume) throw new AppError("NOT_FOUND", { message: "Resume not found" });
  if (!effectivePublicOptions(resume).downloadable) {
    throw new AppError("FORBIDDEN", { message: "The owner has not allowed downloading this resume" });
  }
  return { id: resume.id, name: resume.name };
}
