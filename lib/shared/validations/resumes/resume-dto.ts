// The Resume of docs/product.md §3 as the API answers it: `_id` for the row id, plus `version` for optimistic
// concurrency and `deletedAt` for rows in the trash. Here, not beside the mapper
// (lib/server/services/resumes/to-resume-dto.ts), so the editor and the lists can name it without importing server-only code.
import type { TResumeConfig, TResumeData } from "@/lib/shared/validations/resume-document/document";

type ResumeSummaryDto = {
  _id: string;
  name: string;
  coverImg: string | null;
  updatedAt: string;
  uuid: string;
  version: number;
};
export type ResumeDto = ResumeSummaryDto & { data: TResumeData; config: TResumeConfig; deletedAt?: string };
/** A row of the resume list and the trash: the resume and, for a variant, its master (issue 26 item 1). */
export type ResumeListItemDto = ResumeDto & { variantOf: { _id: string; name: string } | null };
export type SaveResultDto = Pick<ResumeSummaryDto, "_id" | "coverImg" | "updatedAt" | "name" | "version">;
