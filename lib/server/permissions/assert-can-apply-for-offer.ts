// One application per person, ever, and a proof (school address or GitHub account) serves one application ever:
// checked before a code is mailed and again by the unique keys when the application is stored. A proof is looked up
// by its hash among the used ones (lib/server/services/offer/hash-offer-proof.ts), which outlive the account that used them.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";

export async function assertCanApplyForOffer(userId: string, proofHash?: string): Promise<void> {
  const own = await db.offerApplication.findUnique({ where: { userId }, select: { id: true } });
  if (own) throw new AppError("OFFER_ALREADY_APPLIED");
  if (proofHash === undefined) return;
  const used = await db.usedOfferProof.findUnique({ where: { hash: proofHash }, select: { hash: true } });
  if (used) throw new AppError("OFFER_PROOF_TAKEN");
}
