// Admin answers, beside the schemas so the admin pages can name them.
import type { OrderDto } from "@/lib/shared/validations/orders/order-dto";

/** GET /api/ordersAdmin rows: every user's orders with the buyer's id and e-mail; both null once the buyer deleted the
 *  account (the order stays as a detached financial record). */
export type AdminOrderDto = OrderDto & { userId: string | null; email: string | null };
export type AdminOrderPage = { count: number; data: AdminOrderDto[] };

export type AdminActionName = "GRANT_MEMBERSHIP" | "END_MEMBERSHIP" | "APPROVE_OFFER" | "REJECT_OFFER";

export type AuditLogDto = {
  _id: string;
  adminId: string;
  action: AdminActionName;
  targetUserId: string;
  details: Record<string, unknown>;
  createdAt: string;
};
export type AuditLogPage = { count: number; data: AuditLogDto[] };

/** POST /api/admin/memberships: the user's membership after the act, under SPEC's names. */
export type MembershipChangeDto = {
  userId: string;
  email: string | null;
  valiTo: string | null;
  isVip: boolean;
  tokensGranted: number;
  auditLogId: string;
};

/** GET /api/admin/reviews rows (reviews waiting for approval). */
export type PendingReviewDto = {
  _id: string;
  rating: number;
  content: string;
  locale: string;
  nickName: string;
  email: string | null;
  createdAt: string;
};
export type PendingReviewPage = { count: number; data: PendingReviewDto[] };
