import "server-only";
import { db } from "@/lib/server/db";

/** GET /api/resumes/count: resumes outside the trash, the number the regular cap applies to. */
export async function countResumes(userId: string): Promise<{ count: number }> {
  return { count: await db.resume.count({ where: { userId, deletedAt: null } }) };
}
