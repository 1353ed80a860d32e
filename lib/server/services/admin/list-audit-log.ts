// GET /api/admin/memberships: the admin audit log, newest first, optionally of one user (by id or e-mail).
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import { newestFirst, readListPage } from "@/lib/server/services/paging/read-list-page";
import type { AdminActionName, AuditLogPage } from "@/lib/shared/validations/admin/admin-dto";
import type { TAuditLogQuery } from "@/lib/shared/validations/admin/admin";

export async function listAuditLog(query: TAuditLogQuery): Promise<AuditLogPage> {
  const { userId, email } = query;
  let targetIds: string[] | undefined;
  if (email) {
    const users = await db.user.findMany({
      where: { email: { contains: email, mode: "insensitive" } },
      select: { id: true },
      take: 100,
    });
    targetIds = users.map((user) => user.id);
  }
  const where: Prisma.AdminAuditLogWhereInput = {
    ...(userId ? { targetUserId: userId } : {}),
    ...(targetIds ? { AND: [{ targetUserId: { in: targetIds } }] } : {}),
  };
  const { rows, count } = await readListPage(query, {
    rows: (window) => db.adminAuditLog.findMany({ where, orderBy: newestFirst(), ...window }),
    count: () => db.adminAuditLog.count({ where }),
  });
  return {
    count,
    data: rows.map((row) => ({
      _id: row.id,
      adminId: row.adminId,
      action: row.action as AdminActionName,
      targetUserId: row.targetUserId,
      details: row.details as Record<string, unknown>,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
