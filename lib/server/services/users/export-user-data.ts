import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { voucherBalances } from "@/lib/server/pricing/voucher-balances";
import { toJsonResume } from "@/lib/server/json-resume/to-json-resume";
import { toOrderDto } from "@/lib/server/services/orders/to-order-dto";
import { toJobSearchExport } from "@/lib/server/services/users/to-job-search-export";
import { toReviewLinksExport } from "@/lib/server/services/users/to-review-links-export";
import { upgradeResumeDocument } from "@/lib/shared/validations/resume-document/upgrade";
import type { UserDataExport } from "@/lib/shared/validations/users/user-data-export";

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/**
 * GET /api/user/export (issue 21 item 10, "download my data"): the account, its resumes as JSON Resume (the mapping
 * of GET /api/resumes/{id}/export-json), orders, both ledgers, AI tasks, sessions, reviews, the offer application
 * and the referral, and the job search (jobs, applications, cover letters with every kept version, tracked links with
 * their daily counts, review links with their comments). Every query names `userId`, so another account's rows cannot appear; the password hash, OAuth
 * tokens and code hashes are never selected.
 */
export async function exportUserData(userId: string, now = new Date()): Promise<UserDataExport> {
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user) throw new AppError("UNAUTHORIZED");
  const where = { userId };
  const oldestFirst = [{ createdAt: "asc" as const }, { id: "asc" as const }];
  const [
    accounts,
    invitedCount,
    resumes,
    orders,
    balanceRecords,
    tokenRecords,
    aiTasks,
    sessions,
    reviews,
    offer,
    jobs,
    applications,
    coverLetters,
    links,
    days,
    reviewLinks,
    reviewComments,
  ] = await db.$transaction([
    db.account.findMany({ where, select: { provider: true }, orderBy: { provider: "asc" } }),
    db.user.count({ where: { inviterId: userId } }),
    db.resume.findMany({ where, orderBy: oldestFirst }),
    db.order.findMany({ where, orderBy: oldestFirst }),
    db.balanceRecord.findMany({ where, orderBy: oldestFirst }),
    db.tokenRecord.findMany({ where, orderBy: oldestFirst }),
    db.aiTask.findMany({ where, orderBy: oldestFirst }),
    db.session.findMany({ where, orderBy: oldestFirst }),
    db.review.findMany({ where, orderBy: oldestFirst }),
    db.offerApplication.findUnique({ where }),
    db.job.findMany({ where, orderBy: oldestFirst }),
    db.application.findMany({ where, orderBy: oldestFirst }),
    db.coverLetter.findMany({ where, orderBy: [{ applicationId: "asc" }, { version: "asc" }] }),
    db.shareLink.findMany({ where, orderBy: oldestFirst, omit: { token: true, userId: true } }),
    db.shareLinkView.findMany({ where: { link: { userId } }, orderBy: [{ linkId: "asc" }, { day: "asc" }] }),
    db.reviewLink.findMany({ where, orderBy: oldestFirst, omit: { tokenHash: true, userId: true } }),
    db.reviewComment.findMany({ where: { reviewLink: { userId } }, orderBy: oldestFirst }),
  ]);
  return {
    format: "resumecraft-data-export",
    version: 1,
    exportedAt: now.toISOString(),
    account: {
      id: user.id,
      email: user.email,
      emailVerifiedAt: iso(user.emailVerifiedAt),
      cellphone: user.cellphone,
      userName: user.userName,
      nickName: user.nickName,
      avatar: user.avatar,
      type: user.type.toLowerCase(),
      role: user.role.toLowerCase(),
      membershipEndsAt: iso(user.membershipEndsAt),
      isLifetime: user.isLifetime,
      voucherBalances: voucherBalances(user),
      tokenBalance: user.tokenBalance,
      createdAt: user.createdAt.toISOString(),
      termsAcceptedAt: iso(user.termsAcceptedAt),
      signInProviders: accounts.map((account) => account.provider),
    },
    referral: { inviterId: user.inviterId, invitedCount },
    resumes: resumes.map((resume) => {
      const { data, config } = upgradeResumeDocument(resume.data, resume.config);
      return {
        id: resume.id,
        name: resume.name,
        isPublic: resume.isPublic,
        customUrl: resume.customUrl,
        createdAt: resume.createdAt.toISOString(),
        updatedAt: resume.updatedAt.toISOString(),
        deletedAt: iso(resume.deletedAt),
        // Its record of the master's values (variantBase) is not exported: they are the master's, exported above.
        variantOfId: resume.variantOfId,
        jsonResume: toJsonResume(data, config),
      };
    }),
    orders: orders.map(toOrderDto),
    balanceRecords: balanceRecords.map((row) => ({
      id: row.id,
      type: row.type.toLowerCase(),
      operation: row.operation.toLowerCase(),
      amountCents: row.amountCents,
      currency: row.currency,
      balanceAfterCents: row.balanceAfterCents,
      createdAt: row.createdAt.toISOString(),
    })),
    tokenRecords: tokenRecords.map((row) => ({
      id: row.id,
      type: row.type.toLowerCase(),
      operation: row.operation.toLowerCase(),
      amount: row.amount,
      balanceAfter: row.balanceAfter,
      createdAt: row.createdAt.toISOString(),
    })),
    aiTasks: aiTasks.map((task) => ({
      id: task.id,
      kind: task.kind.toLowerCase(),
      status: task.status.toLowerCase(),
      input: task.input,
      result: task.result,
      usedTokens: task.usedTokens,
      createdAt: task.createdAt.toISOString(),
    })),
    sessions: sessions.map((session) => ({
      userAgent: session.userAgent,
      clientAddress: session.clientAddress,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
    })),
    reviews: reviews.map((review) => ({
      rating: review.rating,
      content: review.content,
      status: review.status.toLowerCase(),
      createdAt: review.createdAt.toISOString(),
    })),
    offerApplication: offer && {
      kind: offer.kind.toLowerCase(),
      schoolEmail: offer.schoolEmail,
      profileUrl: offer.profileUrl,
      statement: offer.statement,
      status: offer.status.toLowerCase(),
      createdAt: offer.createdAt.toISOString(),
    },
    ...toJobSearchExport({ jobs, applications, coverLetters, links, days }),
    reviewLinks: toReviewLinksExport(reviewLinks, reviewComments),
  };
}
