// A public review as the list shows it: no user id, no status, only what the author chose to show as their profile.
import type { Review, User } from "@/generated/prisma/client";

export type ReviewDto = {
  _id: string;
  rating: number;
  content: string;
  locale: string;
  nickName: string;
  avatar: string | null;
  createdAt: string;
};

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
