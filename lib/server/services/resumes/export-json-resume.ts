import "server-only";
import { toJsonResume } from "@/lib/server/json-resume/to-json-resume";
import { upgradeResumeDocument } from "@/lib/shared/validations/resume-document/upgrade";
import { getOwnResume } from "./get-own-resume";

/** GET /api/resumes/{id}/export-json: the owner's resume as a JSON Resume document. */
export async function exportJsonResume(userId: string, resumeId: string): Promise<Record<string, unknown>> {
  const resume = await getOwnResume(userId, resumeId);
  const { data, config } = upgradeResumeDocument(resume.data, resume.config);
  return toJsonResume(data, config);
}
