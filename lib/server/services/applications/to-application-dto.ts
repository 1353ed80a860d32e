// What the API answers for an application (issue 26 item 5): its fields, its job, the resume used (while it is out of
// the trash) and the tracked link used with its views, read from item 4's counters on the link row.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { shareLinkStatus } from "@/lib/server/services/share-links/to-share-link-dto";
import type { ApplicationDto } from "@/lib/shared/validations/applications/application";

export const applicationSelect = {
  id: true,
  state: true,
  appliedAt: true,
  notes: true,
  nextStep: true,
  nextStepAt: true,
  createdAt: true,
  updatedAt: true,
  job: { select: { id: true, company: true, role: true, location: true, url: true, description: true } },
  resume: { select: { id: true, name: true, deletedAt: true } },
  shareLink: {
    select: { id: true, label: true, token: true, expiresAt: true, revokedAt: true, views: true, lastViewAt: true },
  },
} as const satisfies Prisma.ApplicationSelect;

export type ApplicationRow = Prisma.ApplicationGetPayload<{ select: typeof applicationSelect }>;

export function toApplicationDto(row: ApplicationRow, now = new Date()): ApplicationDto {
  const { resume, shareLink: link } = row;
  return {
    id: row.id,
    state: row.state,
    appliedAt: row.appliedAt?.toISOString() ?? null,
    notes: row.notes,
    nextStep: row.nextStep,
    nextStepAt: row.nextStepAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    job: row.job,
    resume: resume && !resume.deletedAt ? { id: resume.id, name: resume.name } : null,
    shareLink: link && {
      id: link.id,
      label: link.label,
      path: `/s/${link.token}`,
      status: shareLinkStatus(link, now),
      views: link.views,
      lastViewAt: link.lastViewAt?.toISOString() ?? null,
    },
  };
}
