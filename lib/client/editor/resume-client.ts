// Typed calls of the resume API (docs/api.md "Resumes") for the resume list and the editor, over the shared apiFetch.
import type { z } from "zod";
import { localePrefix, type Locale } from "@/i18n/routing";
import { apiFetch } from "@/lib/client/api-client/api-fetch";
import { LIST_PAGE_SIZE } from "@/lib/shared/validations/pagination/list-page-query";
import type { ZCopyResumeBody, ZCreateEmptyResumeBody } from "@/lib/shared/validations/resumes/create-resume";
import type { ParseReviewDto, ZAcceptParseReviewBody } from "@/lib/shared/validations/resume-review/parse-review";
import type { ResumeDto, ResumeListItemDto, SaveResultDto } from "@/lib/shared/validations/resumes/resume-dto";
import type { TResumeConfig, TResumeData } from "@/lib/shared/validations/resume-document/document";

export type ResumePage = { data: ResumeListItemDto[]; count: number };

export const resumeClient = {
  list: (currentPage: number, pageSize = LIST_PAGE_SIZE) =>
    apiFetch<ResumePage>(`/api/resumes?currentPage=${currentPage}&pageSize=${pageSize}`),
  trash: (currentPage: number, pageSize = LIST_PAGE_SIZE) =>
    apiFetch<ResumePage>(`/api/resumes/trash?currentPage=${currentPage}&pageSize=${pageSize}`),
  get: (id: string) => apiFetch<ResumeDto>(`/api/resumes/${encodeURIComponent(id)}`),
  createEmpty: (lang: "en" | "zh") => resumeClient.create({ lang }),
  /** A new resume: blank, or from a template (its theme, sample or hints start). */
  create: (body: z.input<typeof ZCreateEmptyResumeBody>) =>
    apiFetch<ResumeDto>("/api/resumes/empty", { method: "POST", body }),
  /** A copy of my resume, or of an example (optionally in another template). */
  copy: (id: string, body: z.input<typeof ZCopyResumeBody> = {}) =>
    apiFetch<ResumeDto>(`/api/resumes/copy/${encodeURIComponent(id)}`, { method: "POST", body }),
  rename: (id: string, name: string, version: number, force = false) =>
    apiFetch<SaveResultDto>(`/api/resumes/${encodeURIComponent(id)}`, {
      method: "PATCH",
      body: { mode: "basic", name, version, force },
    }),
  remove: (id: string) => apiFetch<{ _id: string }>(`/api/resumes/${encodeURIComponent(id)}`, { method: "DELETE" }),
  restore: (id: string) => apiFetch<ResumeDto>(`/api/resumes/${encodeURIComponent(id)}/restore`, { method: "POST" }),
  /** The fields of an uploaded resume still to check. */
  parseReview: (id: string) => apiFetch<ParseReviewDto>(`/api/resumes/${encodeURIComponent(id)}/parse-review`),
  acceptParseReview: (id: string, body: z.input<typeof ZAcceptParseReviewBody>) =>
    apiFetch<{ accepted: number; remaining: number }>(`/api/resumes/${encodeURIComponent(id)}/parse-review`, {
      method: "POST",
      body,
    }),
  saveFull: (
    id: string,
    body: { name: string; data: TResumeData; config: TResumeConfig; version: number; force?: boolean },
  ) =>
    apiFetch<SaveResultDto>(`/api/resumes/${encodeURIComponent(id)}`, {
      method: "PATCH",
      body: { mode: "full", ...body },
    }),
};

/**
 * The public address of a resume: the premium custom URL when set, else the uuid, under the owner's site language
 * (`/ch/r/…` from the Chinese site, so the visitor's page speaks Chinese too; issue 21).
 */
export function publicResumeUrl(origin: string, resume: Pick<ResumeDto, "uuid" | "config">, locale: Locale): string {
  return `${origin}${localePrefix[locale]}/r/${encodeURIComponent(resume.config.customURL || resume.uuid)}`;
}

/** docs/product.md §3: updatedAt is shown as YYYY-MM-DD HH:mm in the viewer's time zone. */
export function formatUpdatedAt(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
