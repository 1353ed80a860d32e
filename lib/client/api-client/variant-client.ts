// Master and variants (issue 26 item 1, docs/api.md "Master and variants"): the editor's variant banner and the
// master's line of variants, and the resume list's "Make this a variant of…".
import type { z } from "zod";
import type { Locale } from "@/i18n/routing";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import type {
  VariantStatusDto,
  ZConvertToVariantBody,
  ZCreateVariantBody,
  ZRevertVariantBody,
} from "@/lib/shared/validations/resumes/variant";
import type { VariantMastersDto } from "@/lib/shared/validations/resumes/variant-masters";
import { apiFetch, apiPost } from "./api-fetch";

const base = (resumeId: string) => `/api/resumes/${encodeURIComponent(resumeId)}`;

export const getVariantStatus = (resumeId: string) => apiFetch<VariantStatusDto>(`${base(resumeId)}/variant-status`);

export const createVariant = (resumeId: string, body: z.input<typeof ZCreateVariantBody>, locale: Locale) =>
  apiPost<ResumeDto>(`${base(resumeId)}/variants`, body, locale);

export const revertVariant = (resumeId: string, body: z.input<typeof ZRevertVariantBody>, locale: Locale) =>
  apiPost<ResumeDto>(`${base(resumeId)}/variant/revert`, body, locale);

export const detachVariant = (resumeId: string, locale: Locale) =>
  apiFetch<{ isVariant: false }>(`${base(resumeId)}/variant`, { method: "DELETE", locale });

export const listVariantMasters = (resumeId: string) =>
  apiFetch<VariantMastersDto>(`${base(resumeId)}/variant-masters`);

export const convertToVariant = (resumeId: string, body: z.input<typeof ZConvertToVariantBody>, locale: Locale) =>
  apiFetch<VariantStatusDto>(`${base(resumeId)}/variant`, { method: "PUT", body, locale });
