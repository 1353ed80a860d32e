import { useFormatter, useTranslations } from "next-intl";
import { UserAvatar } from "@/components/layout/user-avatar";
import type { ReviewDto } from "@/lib/shared/validations/reviews/review-dto";
import { RatingStars } from "./rating-stars";

export function ReviewCard({ review }: { review: ReviewDto }) {
  const t = useTranslations("Reviews");
  const format = useFormatter();
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <UserAvatar user={review} className="size-10" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{review.nickName}</p>
          <time dateTime={review.createdAt} className="text-sm text-slate-600">
            {format.dateTime(new Date(review.createdAt), { dateStyle: "medium", timeZone: "UTC" })}
          </time>
        </div>
      </div>
      <RatingStars rating={review.rating} label={t("ratingLabel", { rating: review.rating })} className="mt-4" />
      <p className="mt-3 whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]">{review.content}</p>
    </article>
  );
}
