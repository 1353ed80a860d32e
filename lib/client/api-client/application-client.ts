// Typed calls of jobs and applications (issue 26 items 2 and 5, docs/api.md "Applications"): the applications page's
// list, add, edit, state change, delete, job match and "make a variant for this job", and the CSV export's address.
import type { z } from "zod";
import type { Locale } from "@/i18n/routing";
import type {
  ApplicationDto,
  CopyResumeForJobDto,
  JobMatchDto,
  ZCopyResumeForJobBody,
  ZCreateApplicationBody,
  ZJobMatchBody,
  ZUpdateApplicationBody,
} from "@/lib/shared/validations/applications/application";
import { apiFetch, apiPost } from "./api-fetch";

const base = "/api/applications";
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** A plain link downloads it (the session cookie goes along); the file is not the JSON envelope. */
export const applicationsCsvPath = `${base}/export`;

export const listApplications = (signal?: AbortSignal) => apiFetch<ApplicationDto[]>(base, { signal });

export const createApplication = (body: z.input<typeof ZCreateApplicationBody>, locale: Locale) =>
  apiPost<ApplicationDto>(base, body, locale);

export const updateApplication = (id: string, body: z.input<typeof ZUpdateApplicationBody>, locale: Locale) =>
  apiFetch<ApplicationDto>(one(id), { method: "PATCH", body, locale });

export const deleteApplication = (id: string, locale: Locale) =>
  apiFetch<{ id: string }>(one(id), { method: "DELETE", locale });

export const matchJob = (body: z.input<typeof ZJobMatchBody>, locale: Locale) =>
  apiPost<JobMatchDto>(`${base}/match`, body, locale);

export const copyResumeForJob = (id: string, body: z.input<typeof ZCopyResumeForJobBody>, locale: Locale) =>
  apiPost<CopyResumeForJobDto>(`${one(id)}/copy-resume`, body, locale);
