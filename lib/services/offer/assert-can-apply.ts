// One application per person, ever, and a proof (school address or profile) serves one account: checked before a
// code is mailed and again by the unique keys when the application is stored.
import "server-only";
import { AppError } from "@/lib/api/app-error";
import { db } from "@/lib/db";

export async function assertCanApply(userId: string, proof: { schoolEmail?: string; profileUrl?: string }) {
  const own = await db.offerApplication.findUnique({ where: { userId }, select: { id: true } });
  if (own) throw new AppError("OFFER_ALREADY_APPLIED");
  const taken = await db.offerApplication.findFirst({
    where: proof.schoolEmail ? { schoolEmail: proof.schoolEmail } : { profileUrl: proof.profileUrl },
    select: { id: true },
  });
  if (taken) throw new AppError("OFFER_PROOF_TAKEN");
}
