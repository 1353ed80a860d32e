// GET /api/admin/reviews: reviews waiting for approval, oldest first (the queue's order), with the author's e-mail.
import "server-only";
import { db } from "@/lib/server/db";
import type { PendingReviewPage } from "@/lib/shared/validations/admin/admin-dto";
import type { TListPageQuery } from "@/lib/shared/validations/pagination/list-page-query";

export async function listPendingReviews({ currentPage, pageSize }: TListPageQuery): Promise<PendingReviewPage> {
  const where = { status: "PENDING" as const };
  const [rows, count] = await db.$transaction([
    db.review.findMany({
      where,
      include: { user: { select: { nickName: true, email: true } } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      skip: (currentPage - 1) * pageSize,
      take: pageSize,
    }),
    db.review.count({ where }),
  ]);
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
