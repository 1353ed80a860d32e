// POST /api/offer/applications: stores the caller's one application (PENDING) for an admin to review. A school
// address must come with the code mailed to it; a GitHub profile must be shown to be the caller's
// (verify-code-profile.ts) and comes with a statement. The proof's hash is kept in the same transaction, apart from
// the user, so the proof stays used after the account is deleted.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { consumeVerificationCode } from "@/lib/server/services/auth/consume-verification-code";
import type { OfferApplicationDto } from "@/lib/shared/validations/offer/offer-dto";
import type { TOfferApplication } from "@/lib/shared/validations/offer/offer-application";
import { assertCanApplyForOffer } from "@/lib/server/permissions/assert-can-apply-for-offer";
import { hashOfferProof } from "./hash-offer-proof";
import { toOfferApplicationDto } from "./to-offer-application-dto";
import { verifyCodeProfile } from "./verify-code-profile";

export async function submitOfferApplication(userId: string, input: TOfferApplication): Promise<OfferApplicationDto> {
  let proofHash: string;
  if (input.kind === "schoolEmail") {
    proofHash = hashOfferProof({ schoolEmail: input.schoolEmail });
    await assertCanApplyForOffer(userId, proofHash);
    await consumeVerificationCode(input.schoolEmail, "OFFER_EMAIL", input.veriCode);
  } else {
    // Before asking GitHub: someone who already applied learns that without a call that costs the API budget.
    await assertCanApplyForOffer(userId);
    proofHash = hashOfferProof({ githubId: await verifyCodeProfile(userId, input.profileUrl) });
    await assertCanApplyForOffer(userId, proofHash);
  }
  try {
    const [row] = await db.$transaction([
      db.offerApplication.create({
        data:
          input.kind === "schoolEmail"
            ? { userId, kind: "SCHOOL_EMAIL", schoolEmail: input.schoolEmail }
            : { userId, kind: "CODE_PROFILE", profileUrl: input.profileUrl, statement: input.statement },
      }),
      db.usedOfferProof.create({
        data: { hash: proofHash, kind: input.kind === "schoolEmail" ? "SCHOOL_EMAIL" : "CODE_PROFILE" },
      }),
    ]);
    return toOfferApplicationDto(row);
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    // A concurrent request won: whose unique key it was decides the answer.
    const own = await db.offerApplication.findUnique({ where: { userId }, select: { id: true } });
    throw new AppError(own ? "OFFER_ALREADY_APPLIED" : "OFFER_PROOF_TAKEN", { cause: error });
  }
}
