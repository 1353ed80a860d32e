// Typed calls of cover letters (issue 26 item 3, docs/api.md "Cover letters"): the letter and its versions, the
// template to start from, save, restore, "Write with AI" (an event stream read with its schemas) and the PDF's address.
import type { z } from "zod";
import type { Locale } from "@/i18n/routing";
import {
  coverLetterEvents,
  type CoverLetterDto,
  type CoverLetterStateDto,
  type CoverLetterTemplateDto,
  type ZRestoreCoverLetterBody,
  type ZSaveCoverLetterBody,
} from "@/lib/shared/validations/cover-letters/cover-letter";
import { ApiError } from "./api-error";
import { apiFetch, apiPost, apiResponse } from "./api-fetch";
import { readEventStream } from "./read-event-stream";
import { readStreamEvent } from "./read-stream-event";

const letter = (applicationId: string) => `/api/applications/${encodeURIComponent(applicationId)}/cover-letter`;

/** Where the download hook posts for the PDF (a Pages API route, like a resume's). */
export const coverLetterPdfEndpoint = (applicationId: string) =>
  `/api/download/cover-letter/${encodeURIComponent(applicationId)}`;

export const getCoverLetter = (applicationId: string, signal?: AbortSignal) =>
  apiFetch<CoverLetterStateDto>(letter(applicationId), { signal });

export const getTemplateLetter = (applicationId: string, locale: Locale) =>
  apiFetch<CoverLetterTemplateDto>(`${letter(applicationId)}/template`, { locale });

export const saveCoverLetter = (applicationId: string, body: z.input<typeof ZSaveCoverLetterBody>, locale: Locale) =>
  apiPost<CoverLetterDto>(letter(applicationId), body, locale);

export const restoreCoverLetter = (
  applicationId: string,
  body: z.input<typeof ZRestoreCoverLetterBody>,
  locale: Locale,
) => apiPost<CoverLetterDto>(`${letter(applicationId)}/restore`, body, locale);

/** The stream ended without `finish` or `error` (a dropped connection): the same code as a network failure. */
const STREAM_LOST = 0;

type WriteOptions = { locale: Locale; signal: AbortSignal; onText: (body: string) => void };
type Written = z.output<(typeof coverLetterEvents)["finish"]>;

/**
 * "Write with AI" over `version`: the letter so far goes to `onText`; resolves with the saved version, rejects with an
 * ApiError for a refusal before the stream and for an `error` event alike. Aborting `signal` ends it (the server
 * refunds, or charges what reached the client).
 */
export async function writeCoverLetterWithAi(
  applicationId: string,
  version: number,
  { locale, signal, onText }: WriteOptions,
): Promise<Written> {
  const response = await apiResponse(`${letter(applicationId)}/generate`, {
    method: "POST",
    body: { version },
    locale,
    signal,
  });
  let outcome: { finish: Written } | { error: ApiError } | undefined;
  await readEventStream(response, (frame) => {
    const read = readStreamEvent(coverLetterEvents, frame);
    if (read instanceof ApiError) outcome = { error: read };
    else if (read?.event === "message") onText(read.data.body);
    else if (read?.event === "finish") outcome = { finish: read.data };
    return outcome !== undefined;
  });
  if (!outcome) throw new ApiError(STREAM_LOST, "", response.status);
  if ("error" in outcome) throw outcome.error;
  return outcome.finish;
}
