// A public review as the list shows it: no user id, no status, only what the author chose to show as their profile.
import "server-only";
import type { Review, User } from "@/generated/prisma/client";
import type { ReviewDto } from "@/lib/shared/validations/reviews/review-dto";

export function toReviewDto(review: Review & { user: Pick<User, "nickName" | "avatar"> }): ReviewDto {
  return {
    _id: review.id,
    rating: review.rating,
    content: review.content,
    locale: review.locale,
    nickName: review.user.nickName,
    avatar: review.user.avatar,
    createdAt: review.createdAt.toISOString(),
  };
}
