// canCreateResume as services apply it. Under the user's row lock (`tx` of a create, a restore, the AI creator's claim)
// the count cannot be raced past; with `db` it is a look before work that ends in a resume, checked again at the create.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { REGULAR_RESUME_CAP as max } from "@/lib/shared/resume/resume-cap";
import { canCreateResume } from "./can-create-resume";
import type { Membership } from "./membership";

export async function assertCanCreateResume(actor: Membership, userId: string, tx: Prisma.TransactionClient = db) {
  if (canCreateResume(actor, await tx.resume.count({ where: { userId, deletedAt: null } }))) return;
  const message = `Regular users can create up to ${max} resumes`;
  throw new AppError("RESUME_LIMIT_REACHED", { message, details: { max } });
}
