// PATCH /api/admin/offer-applications/{id}: an admin approves or rejects a PENDING application. Only the request whose
// conditional update moves it out of PENDING acts (20 concurrent approvals grant once); approval extends the
// membership by STUDENT_OFFER_MONTHS from the later of now and the current end (a lifetime member keeps lifetime),
// grants the months' tokens through grantTokens, and the audit row commits in the same transaction.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { configuredTokenGrants } from "@/lib/server/pricing/configured-token-grants";
import { nextMembershipEnd } from "@/lib/server/pricing/membership-end";
import { STUDENT_OFFER_MONTHS } from "@/lib/shared/pricing/plans";
import { writeAuditLog } from "@/lib/server/services/admin/write-audit-log";
import { lockUser, LOCK_TX_OPTIONS } from "@/lib/server/services/ledger/lock-user";
import { grantTokens } from "@/lib/server/services/ledger/grant-tokens";
import type { OfferApplicationDto } from "@/lib/shared/validations/offer/offer-dto";
import { toOfferApplicationDto } from "./to-offer-application-dto";

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function reviewOfferApplication(
  adminId: string,
  id: string,
  status: "APPROVED" | "REJECTED",
  now = new Date(),
): Promise<OfferApplicationDto> {
  return db.$transaction(async (tx) => {
    const [application] = await tx.offerApplication.updateManyAndReturn({
      where: { id, status: "PENDING" },
      data: { status, reviewedBy: adminId, reviewedAt: now },
    });
    if (!application) {
      const exists = await tx.offerApplication.findUnique({ where: { id }, select: { id: true } });
      throw exists ? new AppError("OFFER_ALREADY_REVIEWED") : new AppError("NOT_FOUND", { message: "Not found" });
    }
    const userId = application.userId;
    if (status === "REJECTED") {
      await writeAuditLog(tx, {
        adminId,
        action: "REJECT_OFFER",
        targetUserId: userId,
        details: { applicationId: id },
      });
      return toOfferApplicationDto(application);
    }
    await lockUser(tx, userId);
    const before = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { membershipEndsAt: true, isLifetime: true },
    });
    const after = before.isLifetime
      ? before
      : await tx.user.update({
          where: { id: userId },
          data: { membershipEndsAt: nextMembershipEnd(before.membershipEndsAt, STUDENT_OFFER_MONTHS, now) },
          select: { membershipEndsAt: true, isLifetime: true },
        });
    const tokens = configuredTokenGrants().monthly * STUDENT_OFFER_MONTHS;
    await writeAuditLog(tx, {
      adminId,
      action: "APPROVE_OFFER",
      targetUserId: userId,
      details: {
        applicationId: id,
        months: STUDENT_OFFER_MONTHS,
        before: { membershipEndsAt: iso(before.membershipEndsAt), isLifetime: before.isLifetime },
        after: { membershipEndsAt: iso(after.membershipEndsAt), isLifetime: after.isLifetime },
        tokensGranted: tokens,
      },
    });
    if (tokens > 0) {
      await grantTokens({ userId, type: "MEMBERSHIP", amount: tokens, reference: `offer:${id}` }, tx);
    }
    return toOfferApplicationDto(application);
  }, LOCK_TX_OPTIONS);
}
