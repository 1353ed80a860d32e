// Issue 21 item 15: restoring a server snapshot is a save (version check, 409 for a stale copy, the version goes up),
// the replaced state is snapshotted first, publication settings stay; snapshots are the owner's only and go with
// the resume when it is purged.
import { seedResume, seedUser, call, dataOf } from "./helpers";
import { age, documentNamed, getSnapshot, listSnapshots, restoreSnapshot, save, snapshotsOf } from "./snapshot-helpers";
import { afterAll, describe, expect, it } from "@jest/globals";
import { DELETE, GET as getOne } from "@/app/api/resumes/[id]/route";
import { db, getDb } from "@/lib/server/db";
import { purgeDeletedResumes } from "@/lib/server/services/resumes/purge-deleted-resumes";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import type { ResumeSnapshotDto } from "@/lib/shared/validations/resumes/resume-snapshot";

afterAll(async () => getDb().$disconnect());

async function resumeWithOneSnapshot() {
  const user = await seedUser();
  const row = await seedResume(user.id, { name: "Original" });
  // Version 1 ("Original", the sample person) is copied by this save; the resume becomes "Edited" at version 2.
  expect((await save(user, row.id, { data: documentNamed("Edited person"), version: 1 })).status).toBe(200);
  expect((await save(user, row.id, { name: "Edited", version: 2 })).status).toBe(200);
  const snapshot = (await snapshotsOf(user, row.id))[0]!;
  return { user, row, snapshot };
}

describe("restoring a snapshot", () => {
  it("puts it back as a new version, after copying what it replaces", async () => {
    const { user, row, snapshot } = await resumeWithOneSnapshot();
    const restored = await restoreSnapshot(user, row.id, snapshot.id, { version: 3 });
    expect(restored.status).toBe(200);
    const dto = dataOf<ResumeDto>(restored);
    expect(dto).toMatchObject({ _id: row.id, name: "Original", version: 4 });
    expect(dto.data).toEqual(row.data);
    expect(dataOf<ResumeDto>(await call(getOne, { user, params: { id: row.id } }))).toMatchObject({
      name: "Original",
      version: 4,
      data: row.data,
    });

    // The replaced state (version 3, "Edited") is the newest snapshot, so the restore can itself be undone.
    const list = await snapshotsOf(user, row.id);
    expect(list.map((s) => [s.reason, s.version, s.name])).toEqual([
      ["restore", 3, "Edited"],
      ["save", 1, "Original"],
    ]);
    const replaced = dataOf<ResumeSnapshotDto>(await getSnapshot(user, row.id, list[0]!.id));
    expect(replaced.data.basicInfo.name).toBe("Edited person");
  });

  it("answers 409 with the server copy to a stale editor, and to a restore based on a stale copy", async () => {
    const { user, row, snapshot } = await resumeWithOneSnapshot();
    // Another device restores; this editor still holds version 3.
    expect((await restoreSnapshot(user, row.id, snapshot.id, { version: 3 })).status).toBe(200);
    const stale = await save(user, row.id, { data: documentNamed("Typed on the old copy"), version: 3 });
    expect(stale.status).toBe(409);
    expect(stale.body.details).toMatchObject({ current: { version: 4, name: "Original" } });

    const before = await db.resumeSnapshot.count({ where: { resumeId: row.id } });
    const staleRestore = await restoreSnapshot(user, row.id, snapshot.id, { version: 3 });
    expect(staleRestore.status).toBe(409);
    expect(staleRestore.body.details).toMatchObject({ current: { version: 4 } });
    expect(await db.resumeSnapshot.count({ where: { resumeId: row.id } })).toBe(before);
    expect((await db.resume.findUniqueOrThrow({ where: { id: row.id } })).version).toBe(4);
  });

  it("keeps the resume's current publication settings", async () => {
    const user = await seedUser("premium");
    const row = await seedResume(user.id, { name: "Private then" });
    expect((await save(user, row.id, { data: documentNamed("Later"), version: 1 })).status).toBe(200);
    const config = { ...(row.config as object), isPublic: true, customURL: "snapshot-keeps-link" };
    expect((await save(user, row.id, { config, version: 2 })).status).toBe(200);
    const snapshot = (await snapshotsOf(user, row.id))[0]!;
    expect((await restoreSnapshot(user, row.id, snapshot.id, { version: 3 })).status).toBe(200);
    const stored = await db.resume.findUniqueOrThrow({ where: { id: row.id } });
    expect(stored).toMatchObject({ name: "Private then", isPublic: true, customUrl: "snapshot-keeps-link" });
    expect(stored.config).toMatchObject({ isPublic: true, customURL: "snapshot-keeps-link" });
  });

  it("refuses a body without a whole version and changes nothing", async () => {
    const { user, row, snapshot } = await resumeWithOneSnapshot();
    for (const body of [{}, { version: 0 }, { version: "3" }, { version: 3, force: true }]) {
      const result = await restoreSnapshot(user, row.id, snapshot.id, body);
      expect({ body, status: result.status, code: result.body.code }).toEqual({ body, status: 400, code: 200002 });
    }
    expect((await db.resume.findUniqueOrThrow({ where: { id: row.id } })).version).toBe(3);
  });
});

describe("whose snapshots", () => {
  it("answers 404 for another user's resume or snapshot exactly as for unknown ids", async () => {
    const { user: owner, row, snapshot } = await resumeWithOneSnapshot();
    const intruder = await seedUser("premium");
    const own = await seedResume(intruder.id);
    const notFound = { status: 404, code: 404 };
    const outcome = (r: { status: number; body: { code: number } }) => ({ status: r.status, code: r.body.code });

    expect(outcome(await listSnapshots(intruder, row.id))).toEqual(notFound);
    expect(outcome(await listSnapshots(intruder, "unknown-resume"))).toEqual(notFound);
    expect(outcome(await getSnapshot(intruder, row.id, snapshot.id))).toEqual(notFound);
    // The intruder's own resume id with the owner's snapshot id: the snapshot is not theirs.
    expect(outcome(await getSnapshot(intruder, own.id, snapshot.id))).toEqual(notFound);
    expect(outcome(await getSnapshot(owner, row.id, "unknown-snapshot"))).toEqual(notFound);
    expect(outcome(await restoreSnapshot(intruder, row.id, snapshot.id, { version: 3 }))).toEqual(notFound);
    expect(outcome(await restoreSnapshot(intruder, own.id, snapshot.id, { version: 1 }))).toEqual(notFound);

    // The owner's own second resume cannot borrow the first one's snapshot either.
    const second = await seedResume(owner.id);
    expect(outcome(await restoreSnapshot(owner, second.id, snapshot.id, { version: 1 }))).toEqual(notFound);
    expect((await db.resume.findUniqueOrThrow({ where: { id: second.id } })).version).toBe(1);
    expect((await db.resume.findUniqueOrThrow({ where: { id: own.id } })).version).toBe(1);
    expect((await db.resume.findUniqueOrThrow({ where: { id: row.id } })).version).toBe(3);
  });

  it("are hidden while the resume is in the trash and deleted with it when it is purged", async () => {
    const { user, row, snapshot } = await resumeWithOneSnapshot();
    await age(row.id, 6 * 60 * 1000);
    expect((await save(user, row.id, { data: documentNamed("Once more"), version: 3 })).status).toBe(200);
    expect(await db.resumeSnapshot.count({ where: { resumeId: row.id } })).toBe(2);

    expect((await call(DELETE, { method: "DELETE", user, params: { id: row.id } })).status).toBe(200);
    expect((await listSnapshots(user, row.id)).status).toBe(404);
    expect((await getSnapshot(user, row.id, snapshot.id)).status).toBe(404);

    // Trashed long ago: the purge removes the resume, and its snapshots with it.
    const longAgo = new Date("2001-01-01T00:00:00Z");
    await db.resume.update({ where: { id: row.id }, data: { deletedAt: longAgo } });
    const { purged } = await purgeDeletedResumes(new Date(longAgo.getTime() + 1000));
    expect(purged).toBe(1);
    expect(await db.resumeSnapshot.count({ where: { resumeId: row.id } })).toBe(0);
  });
});
