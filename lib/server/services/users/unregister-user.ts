import "server-only";
import { consumeImageCaptcha } from "@/lib/server/captcha/image-captcha";
import { db } from "@/lib/server/db";
import { hashOfferProof } from "@/lib/server/services/offer/hash-offer-proof";
import { storage } from "@/lib/server/storage/storage";

/**
 * POST /api/users/unregister: after the deletion captcha, the user row goes, and with it (cascade) resumes, examples,
 * reviews, OAuth identities, AI tasks, the offer application, jobs, applications (with their cover letters' versions),
 * tracked links (with their daily counts and visitor hashes) and review links (with their reviewers' comments), then
 * the user's uploaded files; tokens die with the row (resolveSession finds no user). Orders and both ledgers are
 * financial records: they stay, detached (userId set null by the foreign key), and the sign-up gifts' references, which
 * are the user's id, are cleared first so no kept row names the person. The offer's used-proof hash has no link to
 * the user and stays too (once per person, ever).
 */
export async function unregisterUser(userId: string, captchaCode: string): Promise<void> {
  await consumeImageCaptcha("DESTROY", userId, captchaCode);
  // Applications stored before proofs were hashed at applying have none yet: the school address is recorded now.
  const application = await db.offerApplication.findUnique({ where: { userId }, select: { schoolEmail: true } });
  const legacyProofs = application?.schoolEmail
    ? [{ hash: hashOfferProof({ schoolEmail: application.schoolEmail }), kind: "SCHOOL_EMAIL" as const }]
    : [];
  await db.$transaction([
    db.usedOfferProof.createMany({ data: legacyProofs, skipDuplicates: true }),
    db.tokenRecord.updateMany({ where: { userId, reference: userId }, data: { reference: null } }),
    db.balanceRecord.updateMany({ where: { userId, reference: userId }, data: { reference: null } }),
    db.user.delete({ where: { id: userId } }),
  ]);
  // Files after the row: a failure here leaves orphan files, never an account that cannot be deleted.
  await storage()
    .removePrefix(`avatars/${userId}`)
    .catch(() => undefined);
}
