// A parse task whose PDF carried its own resume.json (issue 25 item 4; checked on the extraction thread and again with
// the task's content: extract-worker.mjs, read-lossless-document.ts): the document becomes the new resume as it is.
// Nothing is parsed, so there is nothing to mark for review, and no model runs, so nothing is charged. The file's
// template, theme, font and spacing come with it when this user may have them (portable-resume-config.ts), else the
// task's template.
import "server-only";
import { createResumeForUser } from "@/lib/server/services/resumes/create-resume-for-user";
import { loadMembership } from "@/lib/server/services/resumes/load-membership";
import { portableResumeConfig } from "@/lib/server/services/resumes/portable-resume-config";
import type { TPortableDocument } from "@/lib/shared/validations/resume-document/portable-document";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";

type Input = { userId: string; document: TPortableDocument; templateName: string; defaultName: string };

export async function importEmbeddedResume({ userId, document, templateName, defaultName }: Input): Promise<ResumeDto> {
  const config = portableResumeConfig(document.config, await loadMembership(userId), templateName);
  const name = document.data.basicInfo.name.trim() || defaultName;
  return createResumeForUser(userId, { name, data: document.data, config });
}
