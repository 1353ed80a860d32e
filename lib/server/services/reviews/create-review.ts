import "server-only";
import { db } from "@/lib/server/db";
import type { TCreateReview } from "@/lib/shared/validations/reviews/review";
import type { CreatedReviewDto } from "@/lib/shared/validations/reviews/review-dto";

export type CreatedReview = CreatedReviewDto;

/** Stores a review as PENDING: nothing a user writes is public until an admin approves it. */
export async function createReview(userId: string, input: TCreateReview): Promise<CreatedReview> {
  const review = await db.review.create({
    data: { userId, rating: input.rating, content: input.content, locale: input.locale, status: "PENDING" },
  });
  return { _id: review.id, status: "PENDING", createdAt: review.createdAt.toISOString() };
}
