// GET /api/admin/memberships: the admin audit log, newest first, optionally of one user (by id or e-mail).
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { AdminActionName, AuditLogPage } from "@/lib/shared/validations/admin/admin-dto";
import type { TAuditLogQuery } from "@/lib/shared/validations/admin/admin";

export async function listAuditLog({ currentPage, pageSize, userId, email }: TAuditLogQuery): Promise<AuditLogPage> {
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
  const [rows, count] = await db.$transaction([
    db.adminAuditLog.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (currentPage - 1) * pageSize,
      take: pageSize,
    }),
    db.adminAuditLog.count({ where }),
  ]);
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
