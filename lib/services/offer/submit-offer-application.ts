// POST /api/offer/applications: stores the caller's one application (PENDING) for an admin to review. A school
// address must come with the code mailed to it; a profile link comes with a statement.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/api/app-error";
import { db } from "@/lib/db";
import { consumeVerificationCode } from "@/lib/services/auth/consume-verification-code";
import type { OfferApplicationDto } from "@/lib/validations/offer/offer-dto";
import type { TOfferApplication } from "@/lib/validations/offer/offer-application";
import { assertCanApply } from "./assert-can-apply";
import { toOfferApplicationDto } from "./to-offer-application-dto";

export async function submitOfferApplication(userId: string, input: TOfferApplication): Promise<OfferApplicationDto> {
  const proof = input.kind === "schoolEmail" ? { schoolEmail: input.schoolEmail } : { profileUrl: input.profileUrl };
  await assertCanApply(userId, proof);
  if (input.kind === "schoolEmail") await consumeVerificationCode(input.schoolEmail, "OFFER_EMAIL", input.veriCode);
  try {
    const row = await db.offerApplication.create({
      data:
        input.kind === "schoolEmail"
          ? { userId, kind: "SCHOOL_EMAIL", schoolEmail: input.schoolEmail }
          : { userId, kind: "CODE_PROFILE", profileUrl: input.profileUrl, statement: input.statement },
    });
    return toOfferApplicationDto(row);
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    // A concurrent request won: whose unique key it was decides the answer.
    const own = await db.offerApplication.findUnique({ where: { userId }, select: { id: true } });
    throw new AppError(own ? "OFFER_ALREADY_APPLIED" : "OFFER_PROOF_TAKEN", { cause: error });
  }
}
