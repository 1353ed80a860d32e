// A look before work that ends in a new resume (the AI creator): a regular user at the cap hears it before the model
// runs. createResumeForUser checks again under its row lock, which is what really holds the cap.
import "server-only";
import { db } from "@/lib/db";
import { canCreateResume } from "@/lib/permissions/can-create-resume";
import type { Membership } from "@/lib/permissions/membership";
import { resumeLimitError } from "./create-resume-for-user";

export async function assertResumeSlot(userId: string, membership: Membership): Promise<void> {
  const count = await db.resume.count({ where: { userId, deletedAt: null } });
  if (!canCreateResume(membership, count)) throw resumeLimitError();
}
