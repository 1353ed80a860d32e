// GET /api/admin/reviews: reviews waiting for approval, oldest first (the queue's order), with the author's e-mail.
import "server-only";
import { db } from "@/lib/server/db";
import { oldestFirst, readListPage } from "@/lib/server/services/paging/read-list-page";
import type { PendingReviewPage } from "@/lib/shared/validations/admin/admin-dto";
import type { TListPageQuery } from "@/lib/shared/validations/pagination/list-page-query";

export async function listPendingReviews(query: TListPageQuery): Promise<PendingReviewPage> {
  const where = { status: "PENDING" as const };
  const include = { user: { select: { nickName: true, email: true } } };
  const { rows, count } = await readListPage(query, {
    rows: (window) => db.review.findMany({ where, include, orderBy: oldestFirst(), ...window }),
    count: () => db.review.count({ where }),
  });
  return {
    count,
    data: rows.map((review) => ({
      _id: review.id,
      rating: review.rating,
      content: review.content,
      locale: review.locale,
      nickName: review.user.nickName,
      email: review.user.email,
      createdAt: review.createdAt.toISOString(),
    })),
  };
}
