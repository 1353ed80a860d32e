// Typed calls of uploading a resume file (docs/api.md "Upload"), over the shared apiFetch: the file's text, then the
// parse task; the task's stream is read by components/upload/upload-flow.ts with its event schemas.
import type { z } from "zod";
import type { Locale } from "@/i18n/routing";
import type { TParseContent } from "@/lib/shared/validations/resume-parse/parse-content";
import type { ZParseTaskBody } from "@/lib/shared/validations/resume-parse/parse-task";
import { apiFetch, apiResponse } from "./api-fetch";

type Options = { locale: Locale; signal?: AbortSignal };

/** A PDF or Word file (multipart `file`) → its `content`, as the parse task takes it. */
export function extractResumeFile(file: File, kind: "pdf" | "docx", { locale, signal }: Options) {
  const body = new FormData();
  body.append("file", file);
  const path = kind === "pdf" ? "/api/parsePdf" : "/api/parseDocx";
  return apiFetch<{ content: TParseContent }>(path, { method: "POST", body, locale, signal });
}

export const createParseTask = (body: z.input<typeof ZParseTaskBody>, { locale, signal }: Options) =>
  apiFetch<{ taskId: string }>("/api/getResumeParseTaskId", { method: "POST", body, locale, signal });

/** The parse task's event stream (parse-events.ts), read by components/upload/upload-flow.ts. */
export const openParseStream = (query: { taskId: string; aiProvider: string }, { locale, signal }: Options) =>
  apiResponse(`/api/parseResumeByStream?${new URLSearchParams(query)}`, { locale, signal });

/** docs/product.md §7 Files: an image, multipart `file`, to /api/upload on the Chinese site, else /api/uploadR2. */
export const uploadImageFile = (body: FormData, locale: string) =>
  apiFetch<{ url: string }>(locale === "zh" ? "/api/upload" : "/api/uploadR2", { method: "POST", body });
