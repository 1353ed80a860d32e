// Typed calls of user reviews (docs/api.md "Reviews"), over the shared apiFetch; an admin's verdict is in
// admin-client.ts.
import type { TCreateReview } from "@/lib/shared/validations/reviews/review";
import type { CreatedReviewDto } from "@/lib/shared/validations/reviews/review-dto";
import { apiFetch } from "./api-fetch";

export const createReview = (body: TCreateReview) =>
  apiFetch<CreatedReviewDto>("/api/reviews", { method: "POST", body });
