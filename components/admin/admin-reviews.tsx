"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { apiErrorText } from "@/lib/api-client/api-error-text";
import type { PendingReviewDto } from "@/lib/validations/admin/admin-dto";
import { AdminListFrame } from "./admin-list-frame";
import { useAdminList } from "./use-admin-list";

/** Reviews waiting for approval; approving or rejecting one (PATCH /api/reviews/{id}) takes it off the list. */
export function AdminReviews() {
  const t = useTranslations("Admin");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const { state, pages, reload } = useAdminList<PendingReviewDto>("/api/admin/reviews", page, {});

  async function decide(id: string, status: "APPROVED" | "REJECTED") {
    setBusy(id);
    setError(null);
    try {
      await apiFetch(`/api/reviews/${encodeURIComponent(id)}`, { method: "PATCH", body: { status }, locale });
      reload();
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
      <AdminListFrame state={state} page={page} pages={pages} onPage={setPage}>
        {(rows) => (
          <ul className="space-y-3">
            {rows.map((review) => (
              <li key={review._id} className="rounded-xl border border-slate-200 bg-white p-4">
                <p className="text-sm text-slate-500 [overflow-wrap:anywhere]">
                  {review.nickName} · {review.email} · {t("reviews.rating", { rating: review.rating })}
                </p>
                <p className="mt-2 whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">{review.content}</p>
                <div className="mt-3 flex gap-2">
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
              </li>
            ))}
          </ul>
        )}
      </AdminListFrame>
    </section>
  );
}
