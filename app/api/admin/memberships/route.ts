// GET /api/admin/memberships?currentPage&pageSize&userId|email – the admin audit log (admin).
// POST /api/admin/memberships {action: "grant"|"end", userId|email, plan|endsAt, note?} – grant or end a membership,
// audited in the same transaction (admin).
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { changeMembership } from "@/lib/server/services/admin/change-membership";
import { listAuditLog } from "@/lib/server/services/admin/list-audit-log";
import { ZAdminMembershipBody, ZAuditLogQuery } from "@/lib/shared/validations/admin/admin";

export const GET = createHandler(
  { auth: "required", require: "memberships.manage", query: ZAuditLogQuery, rateLimit: rateLimits.adminRead },
  ({ query }) => listAuditLog(query),
);

export const POST = createHandler(
  { auth: "required", require: "memberships.manage", body: ZAdminMembershipBody, rateLimit: rateLimits.adminWrite },
  ({ session, body }) => changeMembership(session.userId, body),
);
