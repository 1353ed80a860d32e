// Typed calls of the admin pages' decisions (docs/api.md "Admin"), over the shared apiFetch: a membership change, an
// offer application's and a review's verdict, the background jobs' state. The admin lists are read through
// usePagedList.
import type { z } from "zod";
import type { Locale } from "@/i18n/routing";
import type { ZAdminMembershipBody, ZOfferReviewBody } from "@/lib/shared/validations/admin/admin";
import type { MembershipChangeDto } from "@/lib/shared/validations/admin/admin-dto";
import type { JobQueuesDto } from "@/lib/shared/validations/admin/job-queue-dto";
import type { OfferApplicationDto } from "@/lib/shared/validations/offer/offer-dto";
import type { ZReviewStatusBody } from "@/lib/shared/validations/reviews/review";
import type { ModeratedReviewDto } from "@/lib/shared/validations/reviews/review-dto";
import { apiFetch } from "./api-fetch";

export const changeMembership = (body: z.input<typeof ZAdminMembershipBody>, locale: Locale) =>
  apiFetch<MembershipChangeDto>("/api/admin/memberships", { method: "POST", body, locale });

export const decideOfferApplication = (id: string, body: z.input<typeof ZOfferReviewBody>, locale: Locale) =>
  apiFetch<OfferApplicationDto>(`/api/admin/offer-applications/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body,
    locale,
  });

export const decideReview = (id: string, body: z.input<typeof ZReviewStatusBody>, locale: Locale) =>
  apiFetch<ModeratedReviewDto>(`/api/reviews/${encodeURIComponent(id)}`, { method: "PATCH", body, locale });

export const getJobQueues = (signal?: AbortSignal) => apiFetch<JobQueuesDto>("/api/admin/jobs", { signal });
