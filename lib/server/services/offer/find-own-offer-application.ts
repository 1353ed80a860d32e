// GET /api/offer/applications: the caller's application, or null.
import "server-only";
import { db } from "@/lib/server/db";
import type { OwnOfferApplication } from "@/lib/shared/validations/offer/offer-dto";
import { toOfferApplicationDto } from "./to-offer-application-dto";

export async function findOwnOfferApplication(userId: string): Promise<OwnOfferApplication> {
  const row = await db.offerApplication.findUnique({ where: { userId } });
  return row ? toOfferApplicationDto(row) : null;
}
