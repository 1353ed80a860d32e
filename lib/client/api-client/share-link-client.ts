// Tracked links per recipient (issue 26 item 4, docs/api.md "Tracked links"): the share panel's list, create and revoke.
import type { z } from "zod";
import type { Locale } from "@/i18n/routing";
import type { ShareLinkDto, ZCreateShareLinkBody } from "@/lib/shared/validations/share-links/share-link";
import { apiFetch, apiPost } from "./api-fetch";

const base = (resumeId: string) => `/api/resumes/${encodeURIComponent(resumeId)}/share-links`;

export const listShareLinks = (resumeId: string) => apiFetch<ShareLinkDto[]>(base(resumeId));

export const createShareLink = (resumeId: string, body: z.input<typeof ZCreateShareLinkBody>, locale: Locale) =>
  apiPost<ShareLinkDto>(base(resumeId), body, locale);

export const revokeShareLink = (resumeId: string, linkId: string, locale: Locale) =>
  apiPost<ShareLinkDto>(`${base(resumeId)}/${encodeURIComponent(linkId)}/revoke`, undefined, locale);
