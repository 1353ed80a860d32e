// Typed calls of the server-side history of a resume (docs/api.md "History"), over the shared apiFetch.
import { apiFetch } from "@/lib/client/api-client/api-fetch";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import type { ResumeSnapshotDto, ResumeSnapshotSummaryDto } from "@/lib/shared/validations/resumes/resume-snapshot";

const base = (resumeId: string) => `/api/resumes/${encodeURIComponent(resumeId)}/snapshots`;

export const snapshotClient = {
  list: (resumeId: string) => apiFetch<ResumeSnapshotSummaryDto[]>(base(resumeId)),
  get: (resumeId: string, snapshotId: string) =>
    apiFetch<ResumeSnapshotDto>(`${base(resumeId)}/${encodeURIComponent(snapshotId)}`),
  /** `version`: what the editor's copy is based on; a newer server copy answers 409. */
  restore: (resumeId: string, snapshotId: string, version: number) =>
    apiFetch<ResumeDto>(`${base(resumeId)}/${encodeURIComponent(snapshotId)}/restore`, {
      method: "POST",
      body: { version },
    }),
};
