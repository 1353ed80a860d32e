// POST /api/applications/match – the editor's job match (lib/shared/resume/job-match, issue 15 item 3) run on the server
// for the applications page, which has the posting but not the resume's document: keywords of the pasted text the
// caller's resume covers and lacks, in English and Chinese alike. Nothing is stored.
import "server-only";
import { getOwnResume } from "@/lib/server/services/resumes/get-own-resume";
import { matchJob } from "@/lib/shared/resume/job-match/match-job";
import type { JobMatchDto, TJobMatchBody } from "@/lib/shared/validations/applications/application";
import { upgradeResumeDocument } from "@/lib/shared/validations/resume-document/upgrade";

export async function matchJobForResume(userId: string, body: TJobMatchBody): Promise<JobMatchDto> {
  const resume = await getOwnResume(userId, body.resumeId);
  const { data } = upgradeResumeDocument(resume.data, resume.config);
  const match = matchJob(data, body.description);
  return {
    covered: match.covered.map((keyword) => keyword.label),
    missing: match.missing.map((keyword) => keyword.label),
    score: match.score,
  };
}
