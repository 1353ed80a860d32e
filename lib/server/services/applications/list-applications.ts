// GET /api/applications – all of the caller's applications (at most MAX_APPLICATIONS_PER_USER, so the board shows them
// whole without paging), last changed first.
import "server-only";
import { db } from "@/lib/server/db";
import type { ApplicationDto } from "@/lib/shared/validations/applications/application";
import { applicationSelect, toApplicationDto } from "./to-application-dto";

export async function listApplications(userId: string, now = new Date()): Promise<ApplicationDto[]> {
  const rows = await db.application.findMany({
    where: { userId },
    select: applicationSelect,
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
  });
  return rows.map((row) => toApplicationDto(row, now));
}
