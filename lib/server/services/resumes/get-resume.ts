import "server-only";
import { getOwnResume } from "./get-own-resume";
import { toResumeDto } from "./to-resume-dto";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";

/** GET /api/resumes/{id}: the owner's document with its version. */
export async function getResume(userId: string, resumeId: string): Promise<ResumeDto> {
  return toResumeDto(await getOwnResume(userId, resumeId));
}
