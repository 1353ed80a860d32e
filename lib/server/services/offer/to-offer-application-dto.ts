import "server-only";
import type { OfferApplication } from "@/generated/prisma/client";
import type { OfferApplicationDto } from "@/lib/shared/validations/offer/offer-dto";

export function toOfferApplicationDto(row: OfferApplication): OfferApplicationDto {
  return {
    _id: row.id,
    kind: row.kind === "SCHOOL_EMAIL" ? "schoolEmail" : "codeProfile",
    schoolEmail: row.schoolEmail,
    profileUrl: row.profileUrl,
    statement: row.statement,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}
