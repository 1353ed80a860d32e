// Typed calls of the AI creator before its stream (docs/api.md "AI creator"), over the shared apiFetch; the stream
// itself is read by components/ai-creator/generation-stream.ts with its event schemas.
import type { z } from "zod";
import type { Locale } from "@/i18n/routing";
import type { TCheckProfessionResult, ZCheckProfessionBody } from "@/lib/shared/validations/ai/check-profession-body";
import { apiFetch, apiResponse } from "./api-fetch";

/** Is the keyword a job title? The task to stream when it is (`processId`). Not charged. */
export const checkProfession = (body: z.input<typeof ZCheckProfessionBody>, locale: Locale, signal?: AbortSignal) =>
  apiFetch<TCheckProfessionResult>("/api/checkIsValidProfession", { method: "POST", body, locale, signal });

/** The task's event stream (generate-events.ts), read by components/ai-creator/generation-stream.ts. */
export const openGenerationStream = (
  query: { processId: string; aiProvider: string },
  { locale, signal }: { locale: Locale; signal?: AbortSignal },
) => apiResponse(`/api/generateResumeByStream?${new URLSearchParams(query)}`, { locale, signal });
