import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import type { ModeratedReviewDto } from "@/lib/shared/validations/reviews/review-dto";

export type ModeratedReview = ModeratedReviewDto;

/** Approves or rejects a review; an unknown id is 404. */
export async function setReviewStatus(id: string, status: "APPROVED" | "REJECTED"): Promise<ModeratedReview> {
  const { count } = await db.review.updateMany({ where: { id }, data: { status } });
  if (count === 0) throw new AppError("NOT_FOUND", { message: "Review not found" });
  const review = await db.review.findUniqueOrThrow({
    where: { id },
    select: { id: true, status: true, updatedAt: true },
  });
  return { _id: review.id, status, updatedAt: review.updatedAt.toISOString() };
}
