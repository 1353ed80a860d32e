import { getTranslations, setRequestLocale } from "next-intl/server";
import { MessageSquareText } from "lucide-react";
import type { Locale } from "@/i18n/routing";
import { ClientMessages } from "@/components/layout/client-messages";
import { ReviewCard } from "@/components/reviews/review-card";
import { ReviewForm } from "@/components/reviews/review-form";
import { ReviewPagination } from "@/components/reviews/review-pagination";
import { Container } from "@/components/ui/container";
import { metadataOf } from "@/lib/server/i18n/page-metadata";
import { listApprovedReviews } from "@/lib/server/services/reviews/list-approved-reviews";
import { REVIEWS_PAGE_SIZE } from "@/lib/shared/validations/reviews/review-rules";

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ page?: string | string[] }> };

export const generateMetadata = metadataOf("review", "/review");

/** A page number from the query; anything odd means the first page rather than an error. */
function pageFrom(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export default async function ReviewPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Reviews");
  const page = pageFrom((await searchParams).page);
  const { data, count } = await listApprovedReviews({ currentPage: page, pageSize: REVIEWS_PAGE_SIZE });
  const pageCount = Math.max(1, Math.ceil(count / REVIEWS_PAGE_SIZE));

  return (
    <ClientMessages namespaces={["Reviews"]}>
      <Container className="py-14 sm:py-20">
        <header className="max-w-2xl">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900">{t("title")}</h1>
          <p className="mt-3 text-lg text-slate-600">{t("subtitle")}</p>
        </header>
        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-label={t("listLabel")}>
            {data.length === 0 ? (
              <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
                <MessageSquareText aria-hidden className="size-10 text-slate-400" />
                <p className="mt-4 text-lg font-semibold text-slate-900">{t(page > 1 ? "emptyPage" : "empty")}</p>
                <p className="mt-1 text-slate-600">{t("emptyHint")}</p>
              </div>
            ) : (
              <ul className="grid gap-6 md:grid-cols-2">
                {data.map((review) => (
                  <li key={review._id}>
                    <ReviewCard review={review} />
                  </li>
                ))}
              </ul>
            )}
            <ReviewPagination page={page} pageCount={pageCount} />
          </section>
          <aside>
            <ReviewForm />
          </aside>
        </div>
      </Container>
    </ClientMessages>
  );
}
