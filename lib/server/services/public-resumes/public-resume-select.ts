// What a page that shows a resume to visitors reads of it (the public page, a tracked link's page, a review link's
// page): one select, so the three render the same resume from the same fields.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { membershipSelect } from "@/lib/server/permissions/membership";

export const publicResumeSelect = {
  id: true,
  userId: true,
  name: true,
  uuid: true,
  customUrl: true,
  allowIndexing: true,
  data: true,
  config: true,
  updatedAt: true,
  user: { select: membershipSelect },
} as const satisfies Prisma.ResumeSelect;
