"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { PagedListView } from "@/components/ui/paged-list/paged-list-view";
import { RecordList } from "@/components/ui/paged-list/record-list";
import { usePagedList } from "@/components/ui/paged-list/use-paged-list";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { apiErrorText } from "@/lib/api-client/api-error-text";
import type { PendingReviewDto } from "@/lib/validations/admin/admin-dto";
import { ADMIN_PAGE_SIZE, useAdminListText } from "./admin-list-text";

/** Reviews waiting for approval; approving or rejecting one (PATCH /api/reviews/{id}) takes it off the list. */
export function AdminReviews() {
  const t = useTranslations("Admin");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const listText = useAdminListText();
  const list = usePagedList<PendingReviewDto>("/api/admin/reviews", page, { pageSize: ADMIN_PAGE_SIZE });

  async function decide(id: string, status: "APPROVED" | "REJECTED") {
    setBusy(id);
    setError(null);
    try {
      await apiFetch(`/api/reviews/${encodeURIComponent(id)}`, { method: "PATCH", body: { status }, locale });
      list.reload();
    } catch (caught) {
      setError(apiErrorText(caught, te));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="admin-reviews">
      <h2 id="admin-reviews" className="mb-3 text-lg font-semibold text-slate-900">
        {t("reviews.title")}
      </h2>
      {error && (
        <p role="alert" className="mb-3 text-red-700">
          {error}
        </p>
      )}
      <PagedListView list={list} page={page} onPage={setPage} text={listText}>
        {(rows) => (
          <RecordList rows={rows} rowKey={(review) => review._id} variant="cards">
            {(review) => (
              <>
                <p className="text-sm text-slate-500">
                  {review.nickName} · {review.email} · {t("reviews.rating", { rating: review.rating })}
                </p>
                <p className="mt-2 whitespace-pre-line text-slate-800">{review.content}</p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <button
                    type="button"
                    disabled={busy === review._id}
                    className={buttonClasses({ size: "sm" })}
                    onClick={() => decide(review._id, "APPROVED")}
                  >
                    {t("reviews.approve")}
                  </button>
                  <button
                    type="button"
                    disabled={busy === review._id}
                    className={buttonClasses({ size: "sm", variant: "outline" })}
                    onClick={() => decide(review._id, "REJECTED")}
                  >
                    {t("reviews.reject")}
                  </button>
                </div>
              </>
            )}
          </RecordList>
        )}
      </PagedListView>
    </section>
  );
}
