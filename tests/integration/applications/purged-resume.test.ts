// A resume purged from the trash for good (purge-deleted-resumes.ts, the scheduled sweep) takes its tracked links with
// it (their days and visitors too, by cascade) and leaves its applications without resume or link (SetNull): the
// applications list, one application and the CSV still answer 200, with the job, notes and state kept.
import { afterAll, describe, expect, it } from "@jest/globals";
import { dataOf, seedResume, seedUser } from "@/tests/integration/resumes/helpers";
import { db, getDb } from "@/lib/server/db";
import { purgeDeletedResumes } from "@/lib/server/services/resumes/purge-deleted-resumes";
import type { ApplicationDto } from "@/lib/shared/validations/applications/application";
import { exportCsv, getApp, listApps, newApp } from "./helpers";

afterAll(async () => getDb().$disconnect());

// Far before any other test's trash, so this sweep purges only this file's resume whatever runs beside it.
const longAgo = new Date("2000-01-01T00:00:00.000Z");

describe("a purged resume", () => {
  it("takes its tracked links with it and leaves its applications answering 200 without them", async () => {
    const user = await seedUser();
    const resume = await seedResume(user.id, { name: "Purged CV" });
    const link = await db.shareLink.create({
      data: {
        userId: user.id,
        resumeId: resume.id,
        label: "Acme",
        token: `purge-token-${user.id}`,
        views: 1,
        days: { create: [{ day: new Date("2026-11-21"), views: 1, uniques: 1 }] },
        visitors: { create: [{ day: new Date("2026-11-21"), visitorHash: `purge-hash-${user.id}` }] },
      },
    });
    const app = await newApp(user, { resumeId: resume.id, shareLinkId: link.id, state: "applied", notes: "Kept" });
    expect(app.shareLink?.id).toBe(link.id);

    await db.resume.update({ where: { id: resume.id }, data: { deletedAt: longAgo } });
    const { purged } = await purgeDeletedResumes(new Date("2000-01-02T00:00:00.000Z"));
    expect(purged).toBeGreaterThanOrEqual(1);
    expect(await db.resume.count({ where: { id: resume.id } })).toBe(0);
    expect(await db.shareLink.count({ where: { id: link.id } })).toBe(0);
    expect(await db.shareLinkView.count({ where: { linkId: link.id } })).toBe(0);
    expect(await db.shareLinkVisitor.count({ where: { linkId: link.id } })).toBe(0);
    expect(await db.application.findUniqueOrThrow({ where: { id: app.id } })).toMatchObject({
      resumeId: null,
      shareLinkId: null,
    });

    const list = await listApps(user);
    expect(list.status).toBe(200);
    expect(dataOf<ApplicationDto[]>(list)).toEqual([
      expect.objectContaining({ id: app.id, state: "applied", notes: "Kept", resume: null, shareLink: null }),
    ]);
    const one = await getApp(user, app.id);
    expect(one.status).toBe(200);
    expect(dataOf<ApplicationDto>(one)).toMatchObject({ job: { company: "Acme Corp" }, resume: null, shareLink: null });
    expect((await exportCsv(user)).status).toBe(200);
  });
});
