// Typed calls of the resume API (docs/api.md "Resumes") for the resume list and the editor, over the shared apiFetch.
import { apiFetch } from "@/lib/api-client/api-fetch";
import { LIST_PAGE_SIZE } from "@/lib/validations/pagination/list-page-query";
import type { ResumeDto, SaveResultDto } from "@/lib/validations/resumes/resume-dto";
import type { TResumeConfig, TResumeData } from "@/lib/validations/resume-document/document";

export type ResumePage = { data: ResumeDto[]; count: number };

export const resumeClient = {
  list: (currentPage: number, pageSize = LIST_PAGE_SIZE) =>
    apiFetch<ResumePage>(`/api/resumes?currentPage=${currentPage}&pageSize=${pageSize}`),
  trash: (currentPage: number, pageSize = LIST_PAGE_SIZE) =>
    apiFetch<ResumePage>(`/api/resumes/trash?currentPage=${currentPage}&pageSize=${pageSize}`),
  get: (id: string) => apiFetch<ResumeDto>(`/api/resumes/${encodeURIComponent(id)}`),
  createEmpty: (lang: "en" | "zh") => apiFetch<ResumeDto>("/api/resumes/empty", { method: "POST", body: { lang } }),
  copy: (id: string) =>
    apiFetch<ResumeDto>(`/api/resumes/copy/${encodeURIComponent(id)}`, { method: "POST", body: {} }),
  rename: (id: string, name: string, version: number, force = false) =>
    apiFetch<SaveResultDto>(`/api/resumes/${encodeURIComponent(id)}`, {
      method: "PATCH",
      body: { mode: "basic", name, version, force },
    }),
  remove: (id: string) => apiFetch<{ _id: string }>(`/api/resumes/${encodeURIComponent(id)}`, { method: "DELETE" }),
  restore: (id: string) => apiFetch<ResumeDto>(`/api/resumes/${encodeURIComponent(id)}/restore`, { method: "POST" }),
  saveFull: (
    id: string,
    body: { name: string; data: TResumeData; config: TResumeConfig; version: number; force?: boolean },
  ) =>
    apiFetch<SaveResultDto>(`/api/resumes/${encodeURIComponent(id)}`, {
      method: "PATCH",
      body: { mode: "full", ...body },
    }),
};

/** The public address of a resume (locale-independent): the premium custom URL when set, else the uuid. */
export function publicResumeUrl(origin: string, resume: Pick<ResumeDto, "uuid" | "config">): string {
  return `${origin}/r/${encodeURIComponent(resume.config.customURL || resume.uuid)}`;
}

/** SPEC §3: updatedAt is shown as YYYY-MM-DD HH:mm in the viewer's time zone. */
export function formatUpdatedAt(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
