// GET /api/applications/{id}/cover-letter – the application's current letter (null before the first save) and its
// versions, newest first. Another user's application and an unknown one are the same 404.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import type { CoverLetterStateDto } from "@/lib/shared/validations/cover-letters/cover-letter";
import { toCoverLetterDto, toCoverLetterVersionDto } from "./to-cover-letter-dto";

export async function getCoverLetter(userId: string, applicationId: string): Promise<CoverLetterStateDto> {
  const [application, rows] = await db.$transaction([
    db.application.findFirst({ where: { id: applicationId, userId }, select: { id: true } }),
    db.coverLetter.findMany({ where: { applicationId, userId }, orderBy: { version: "desc" } }),
  ]);
  if (!application) throw new AppError("NOT_FOUND");
  const [current] = rows;
  return {
    current: current ? toCoverLetterDto(current) : null,
    versions: rows.map((row) => toCoverLetterVersionDto(row)),
  };
}
