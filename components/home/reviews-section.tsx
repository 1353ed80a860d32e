import { useTranslations } from "next-intl";
import { ReviewCard } from "@/components/reviews/review-card";
import type { ReviewDto } from "@/lib/shared/validations/reviews/review-dto";
import { HomeSection } from "./home-section";

/**
 * docs/product.md §9: the first 3 approved reviews. The page renders this on the Chinese site only (docs/product.md
 * §1).
 */
export const HOME_REVIEW_COUNT = 3;

export function ReviewsSection({ reviews }: { reviews: ReviewDto[] }) {
  const t = useTranslations("Home.reviews");
  if (reviews.length === 0) return null;
  return (
    <HomeSection id="home-reviews" title={t("title")} more={{ href: "/review", label: t("all") }}>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {reviews.slice(0, HOME_REVIEW_COUNT).map((review) => (
          <li key={review._id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
