// GET /api/admin/offer-applications: applications, oldest first within a status (the review queue's order).
import "server-only";
import { db } from "@/lib/server/db";
import { oldestFirst, readListPage } from "@/lib/server/services/paging/read-list-page";
import type { TOfferApplicationsQuery } from "@/lib/shared/validations/admin/admin";
import type { AdminOfferApplicationPage } from "@/lib/shared/validations/offer/offer-dto";
import { toOfferApplicationDto } from "./to-offer-application-dto";

export async function listOfferApplications(query: TOfferApplicationsQuery): Promise<AdminOfferApplicationPage> {
  const where = query.status ? { status: query.status } : {};
  const include = { user: { select: { email: true, nickName: true } } };
  const { rows, count } = await readListPage(query, {
    rows: (window) => db.offerApplication.findMany({ where, include, orderBy: oldestFirst(), ...window }),
    count: () => db.offerApplication.count({ where }),
  });
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
