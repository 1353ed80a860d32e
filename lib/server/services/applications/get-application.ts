// GET /api/applications/{id} – one of the caller's applications; another user's id and an unknown one are the same 404.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import type { ApplicationDto } from "@/lib/shared/validations/applications/application";
import { applicationSelect, toApplicationDto } from "./to-application-dto";

export async function getApplication(userId: string, id: string): Promise<ApplicationDto> {
  const row = await db.application.findFirst({ where: { id, userId }, select: applicationSelect });
  if (!row) throw new AppError("NOT_FOUND");
  return toApplicationDto(row);
}
