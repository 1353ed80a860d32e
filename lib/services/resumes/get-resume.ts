import { findOwnResume } from "./find-own-resume";
import { toResumeDto, type ResumeDto } from "./to-resume-dto";

/** GET /api/resumes/{id}: the owner's document with its version. */
export async function getResume(userId: string, resumeId: string): Promise<ResumeDto> {
  return toResumeDto(await findOwnResume(userId, resumeId));
}
