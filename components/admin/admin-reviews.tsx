"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { usePagedList } from "@/components/ui/paged-list/use-paged-list";
import type { Locale } from "@/i18n/routing";
import { decideReview } from "@/lib/client/api-client/admin-client";
import { pagedLists } from "@/lib/client/api-client/paged-lists";
import { ADMIN_PAGE_SIZE } from "./admin-list-text";
import { ModerationButtons, useModeration, type Decision } from "./moderation-actions";
import { ModerationList } from "./moderation-list";
import { AdminSection } from "./admin-section";

const send = (id: string, status: Decision, locale: Locale) => decideReview(id, { status }, locale);

/** Reviews waiting for approval; approving or rejecting one (PATCH /api/reviews/{id}) takes it off the list. */
export function AdminReviews() {
  const t = useTranslations("Admin");
  const [page, setPage] = useState(1);
  const list = usePagedList(pagedLists.adminReviews, page, { pageSize: ADMIN_PAGE_SIZE });
  const { error, busy, decide } = useModeration(send, list.reload);

  return (
    <AdminSection id="admin-reviews" title={t("reviews.title")}>
      <ModerationList list={list} page={page} onPage={setPage} error={error}>
        {(review) => (
          <>
            <p className="text-sm text-slate-500">
              {review.nickName} · {review.email} · {t("reviews.rating", { rating: review.rating })}
            </p>
            <p className="mt-2 whitespace-pre-line text-slate-800">{review.content}</p>
            <ModerationButtons
              isBusy={busy === review._id}
              approve={t("reviews.approve")}
              reject={t("reviews.reject")}
              onDecide={(status) => decide(review._id, status)}
            />
          </>
        )}
      </ModerationList>
    </AdminSection>
  );
}
