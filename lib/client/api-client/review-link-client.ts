// Review links (issue 26 item 6, docs/api.md "Review links"): the editor's links and comments, and the reviewer's post.
import type { z } from "zod";
import type { Locale } from "@/i18n/routing";
import type {
  CreatedReviewLinkDto,
  PublicReviewCommentDto,
  ReviewCommentDto,
  ReviewLinkDto,
  ZCreateReviewLinkBody,
  ZPostReviewCommentBody,
} from "@/lib/shared/validations/review-links/review-link";
import { apiFetch, apiPost } from "./api-fetch";

const resume = (resumeId: string) => `/api/resumes/${encodeURIComponent(resumeId)}`;

export const listReviewLinks = (resumeId: string) => apiFetch<ReviewLinkDto[]>(`${resume(resumeId)}/review-links`);

export const createReviewLink = (resumeId: string, body: z.input<typeof ZCreateReviewLinkBody>, locale: Locale) =>
  apiPost<CreatedReviewLinkDto>(`${resume(resumeId)}/review-links`, body, locale);

export const revokeReviewLink = (resumeId: string, linkId: string, locale: Locale) =>
  apiPost<ReviewLinkDto>(`${resume(resumeId)}/review-links/${encodeURIComponent(linkId)}/revoke`, undefined, locale);

export const listReviewComments = (resumeId: string) =>
  apiFetch<ReviewCommentDto[]>(`${resume(resumeId)}/review-comments`);

export const resolveReviewComment = (resumeId: string, commentId: string, resolved: boolean, locale: Locale) =>
  apiFetch<ReviewCommentDto>(`${resume(resumeId)}/review-comments/${encodeURIComponent(commentId)}`, {
    method: "PATCH",
    body: { resolved },
    locale,
  });

export const deleteReviewComment = (resumeId: string, commentId: string, locale: Locale) =>
  apiFetch<{ id: string }>(`${resume(resumeId)}/review-comments/${encodeURIComponent(commentId)}`, {
    method: "DELETE",
    locale,
  });

export const postReviewComment = (token: string, body: z.input<typeof ZPostReviewCommentBody>, locale: Locale) =>
  apiPost<PublicReviewCommentDto>(`/api/review-links/${encodeURIComponent(token)}/comments`, body, locale);
