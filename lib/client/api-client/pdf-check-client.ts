// "What an ATS reads" (issue 25 item 1, docs/api.md "Resumes"): my resume's PDF printed and read back by three readers.
import type { z } from "zod";
import type { Locale } from "@/i18n/routing";
import type { ReadBackDto, ZReadBackBody } from "@/lib/shared/validations/pdf-check/read-back";
import { apiPost } from "./api-fetch";

export const readBackResume = (resumeId: string, body: z.input<typeof ZReadBackBody>, locale: Locale) =>
  apiPost<ReadBackDto>(`/api/resumes/${encodeURIComponent(resumeId)}/read-back`, body, locale);
