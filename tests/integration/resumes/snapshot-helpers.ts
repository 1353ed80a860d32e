// Calls of the snapshot routes (issue 21 item 15) for the snapshot suites, through the real route handlers.
import { call, dataOf, type TestUser } from "./helpers";
import { PATCH } from "@/app/api/resumes/[id]/route";
import { GET as listRoute } from "@/app/api/resumes/[id]/snapshots/route";
import { GET as getRoute } from "@/app/api/resumes/[id]/snapshots/[snapshotId]/route";
import { POST as restoreRoute } from "@/app/api/resumes/[id]/snapshots/[snapshotId]/restore/route";
import { db } from "@/lib/server/db";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import type { ResumeSnapshotSummaryDto } from "@/lib/shared/validations/resumes/resume-snapshot";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";

export const save = (user: TestUser, id: string, body: Record<string, unknown>) =>
  call(PATCH, { method: "PATCH", path: `/api/resumes/${id}`, user, body, params: { id } });

/** A document whose person is called `name`, so each saved state can be told apart. */
export function documentNamed(name: string): TResumeData {
  const { data } = sampleResume("en");
  return { ...data, basicInfo: { ...data.basicInfo, name } };
}

export const listSnapshots = (user: TestUser, id: string) =>
  call(listRoute, { path: `/api/resumes/${id}/snapshots`, user, params: { id } });

export async function snapshotsOf(user: TestUser, id: string): Promise<ResumeSnapshotSummaryDto[]> {
  const result = await listSnapshots(user, id);
  if (result.status !== 200) throw new Error(`list answered ${result.status}`);
  return dataOf<ResumeSnapshotSummaryDto[]>(result);
}

export const getSnapshot = (user: TestUser, id: string, snapshotId: string) =>
  call(getRoute, { path: `/api/resumes/${id}/snapshots/${snapshotId}`, user, params: { id, snapshotId } });

export const restoreSnapshot = (user: TestUser, id: string, snapshotId: string, body: unknown) =>
  call(restoreRoute, {
    method: "POST",
    path: `/api/resumes/${id}/snapshots/${snapshotId}/restore`,
    user,
    body,
    params: { id, snapshotId },
  });

/** Moves every snapshot of the resume `ms` into the past, as if the editing happened that long ago. */
export async function age(resumeId: string, ms: number): Promise<void> {
  await db.$executeRaw`
    UPDATE "ResumeSnapshot" SET "createdAt" = "createdAt" - ${ms} * interval '1 millisecond'
    WHERE "resumeId" = ${resumeId}`;
}
