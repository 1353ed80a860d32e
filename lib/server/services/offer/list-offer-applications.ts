// GET /api/admin/offer-applications: applications, oldest first within a status (the review queue's order).
import "server-only";
import { db } from "@/lib/server/db";
import type { TOfferApplicationsQuery } from "@/lib/shared/validations/admin/admin";
import type { AdminOfferApplicationPage } from "@/lib/shared/validations/offer/offer-dto";
import { toOfferApplicationDto } from "./to-offer-application-dto";

export async function listOfferApplications({
  currentPage,
  pageSize,
  status,
}: TOfferApplicationsQuery): Promise<AdminOfferApplicationPage> {
  const where = status ? { status } : {};
  const [rows, count] = await db.$transaction([
    db.offerApplication.findMany({
      where,
      include: { user: { select: { email: true, nickName: true } } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      skip: (currentPage - 1) * pageSize,
      take: pageSize,
    }),
    db.offerApplication.count({ where }),
  ]);
  return {
    count,
    data: rows.map(({ user, ...row }) => ({
      ...toOfferApplicationDto(row),
      userId: row.userId,
      email: user.email,
      nickName: user.nickName,
    })),
  };
}
