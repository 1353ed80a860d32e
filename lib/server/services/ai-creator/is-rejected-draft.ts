// The generation prompt tells the model to answer an empty draft when the job title it is given is not one after all
// (the check can be fooled, or judge differently the second time): that is SPEC's validateFail, not a resume.
import "server-only";
import type { TResumeDraft } from "@/lib/shared/validations/ai/resume-draft";

export const isRejectedDraft = (draft: TResumeDraft): boolean =>
  draft.title.trim() === "" && draft.summary.trim() === "" && draft.skills.length === 0 && draft.work.length === 0;
