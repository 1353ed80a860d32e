// POST /api/admin/memberships: an admin grants (a plan, an exact end date, or lifetime) or ends a user's membership.
// The user's row is locked, the change, the plan's tokens (through grantTokens, referenced by the audit row) and the
// audit row commit in one transaction.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { configuredTokenGrants } from "@/lib/server/pricing/configured-token-grants";
import { nextMembershipEnd } from "@/lib/server/pricing/membership-end";
import { getPlan, planTokenGrant } from "@/lib/shared/pricing/plans";
import { lockUser, LOCK_TX_OPTIONS } from "@/lib/server/services/ledger/lock-user";
import { grantTokens } from "@/lib/server/services/ledger/grant-tokens";
import type { MembershipChangeDto } from "@/lib/shared/validations/admin/admin-dto";
import type { TAdminMembershipBody } from "@/lib/shared/validations/admin/admin";
import { findTargetUser } from "./find-target-user";
import { writeAuditLog } from "./write-audit-log";

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function changeMembership(
  adminId: string,
  input: TAdminMembershipBody,
  now = new Date(),
): Promise<MembershipChangeDto> {
  return db.$transaction(async (tx) => {
    const userId = await findTargetUser(tx, input);
    await lockUser(tx, userId);
    const before = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { membershipEndsAt: true, isLifetime: true },
    });
    let data: { membershipEndsAt?: Date; isLifetime?: boolean };
    let tokens = 0;
    if (input.action === "end") {
      const hasTimeLeft = before.membershipEndsAt !== null && before.membershipEndsAt.getTime() > now.getTime();
      if (!hasTimeLeft && !before.isLifetime) {
        throw new AppError("CONFLICT", { message: "This user has no membership to end" });
      }
      data = { isLifetime: false, ...(hasTimeLeft ? { membershipEndsAt: now } : {}) };
    } else if (input.plan) {
      const plan = getPlan(input.plan);
      if (plan.months === null && before.isLifetime) throw new AppError("ALREADY_LIFETIME");
      data =
        plan.months === null
          ? { isLifetime: true }
          : { membershipEndsAt: nextMembershipEnd(before.membershipEndsAt, plan.months, now) };
      tokens = planTokenGrant(plan, configuredTokenGrants());
    } else {
      data = { membershipEndsAt: input.endsAt };
    }
    const after = await tx.user.update({
      where: { id: userId },
      data,
      select: { email: true, membershipEndsAt: true, isLifetime: true },
    });
    const auditLogId = await writeAuditLog(tx, {
      adminId,
      action: input.action === "end" ? "END_MEMBERSHIP" : "GRANT_MEMBERSHIP",
      targetUserId: userId,
      details: {
        plan: input.action === "grant" ? (input.plan ?? null) : null,
        endsAt: input.action === "grant" ? iso(input.endsAt ?? null) : null,
        note: input.note ?? null,
        before: { membershipEndsAt: iso(before.membershipEndsAt), isLifetime: before.isLifetime },
        after: { membershipEndsAt: iso(after.membershipEndsAt), isLifetime: after.isLifetime },
        tokensGranted: tokens,
      },
    });
    if (tokens > 0) {
      await grantTokens({ userId, type: "MEMBERSHIP", amount: tokens, reference: `admin:${auditLogId}` }, tx);
    }
    return {
      userId,
      email: after.email,
      valiTo: iso(after.membershipEndsAt),
      isVip: after.isLifetime,
      tokensGranted: tokens,
      auditLogId,
    };
  }, LOCK_TX_OPTIONS);
}
