// Issue 21 item 15: the server keeps a resume's history. A save copies the row as it was before it, at most once per
// five minutes per resume (also when twenty saves land at once), and only the newest 30 copies are kept.
import { seedResume, seedUser, dataOf } from "./helpers";
import { age, documentNamed, getSnapshot, save, snapshotsOf } from "./snapshot-helpers";
import { afterAll, describe, expect, it } from "@jest/globals";
import { db, getDb } from "@/lib/server/db";
import { SNAPSHOT_CAP, type ResumeSnapshotDto } from "@/lib/shared/validations/resumes/resume-snapshot";

afterAll(async () => getDb().$disconnect());

const minutes = (n: number) => n * 60 * 1000;

describe("snapshots taken by saves", () => {
  it("copies the state before the first save of a stretch of editing, then waits five minutes", async () => {
    const user = await seedUser();
    const row = await seedResume(user.id, { name: "Before" });
    expect(await snapshotsOf(user, row.id)).toEqual([]);

    expect((await save(user, row.id, { data: documentNamed("Ada"), version: 1 })).status).toBe(200);
    const first = (await snapshotsOf(user, row.id))[0]!;
    expect(first).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      reason: "save",
      name: "Before",
      version: 1,
      size: expect.any(Number),
      summary: { sections: expect.any(Number), items: expect.any(Number) },
    });
    expect(first.size).toBeGreaterThan(100);
    expect(first.summary.sections).toBeGreaterThan(0);
    const copied = dataOf<ResumeSnapshotDto>(await getSnapshot(user, row.id, first.id));
    expect(copied.data).toEqual(row.data);
    expect(copied.name).toBe("Before");

    // Four more saves within the five minutes (content, config, title): still one snapshot.
    expect((await save(user, row.id, { data: documentNamed("Ada B"), version: 2 })).status).toBe(200);
    expect((await save(user, row.id, { data: documentNamed("Ada C"), version: 3 })).status).toBe(200);
    expect((await save(user, row.id, { name: "Renamed", version: 4 })).status).toBe(200);
    expect((await snapshotsOf(user, row.id)).map((s) => s.id)).toEqual([first.id]);

    await age(row.id, minutes(4));
    expect((await save(user, row.id, { data: documentNamed("Ada D"), version: 5 })).status).toBe(200);
    expect(await snapshotsOf(user, row.id)).toHaveLength(1);

    await age(row.id, minutes(1) + 1000);
    expect((await save(user, row.id, { data: documentNamed("Ada E"), version: 6 })).status).toBe(200);
    const list = await snapshotsOf(user, row.id);
    expect(list.map((s) => s.version)).toEqual([6, 1]);
    const second = dataOf<ResumeSnapshotDto>(await getSnapshot(user, row.id, list[0]!.id));
    expect(second.data.basicInfo.name).toBe("Ada D");
    expect(second.name).toBe("Renamed");
  });

  it("takes none for a cover-only save, a stale save, or a state already copied", async () => {
    const user = await seedUser();
    const row = await seedResume(user.id);
    expect((await save(user, row.id, { coverImg: "/api/files/c.png", version: 1 })).status).toBe(200);
    expect((await save(user, row.id, { data: documentNamed("Stale"), version: 1 })).status).toBe(409);
    expect(await snapshotsOf(user, row.id)).toEqual([]);

    expect((await save(user, row.id, { data: documentNamed("One"), version: 2 })).status).toBe(200);
    await age(row.id, minutes(10));
    // Ten minutes later the next save copies version 3, the state the first save left.
    expect((await save(user, row.id, { data: documentNamed("Two"), version: 3 })).status).toBe(200);
    expect((await snapshotsOf(user, row.id)).map((s) => s.version)).toEqual([3, 2]);
  });

  it("makes at most one snapshot from 20 saves at once", async () => {
    const user = await seedUser();
    const row = await seedResume(user.id);
    // Without a version every save wins (last write wins): twenty transactions all want to copy version 1.
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => save(user, row.id, { data: documentNamed(`Burst ${i}`) })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await db.resumeSnapshot.count({ where: { resumeId: row.id } })).toBe(1);
    expect((await db.resume.findUniqueOrThrow({ where: { id: row.id } })).version).toBe(21);

    // Twenty editors based on the same version: one save wins, nineteen get 409, and still at most one snapshot more.
    await age(row.id, minutes(6));
    const racing = await Promise.all(
      Array.from({ length: 20 }, (_, i) => save(user, row.id, { data: documentNamed(`Race ${i}`), version: 21 })),
    );
    expect(racing.filter((r) => r.status === 200)).toHaveLength(1);
    expect(racing.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await db.resumeSnapshot.count({ where: { resumeId: row.id } })).toBe(2);
  });

  it(`keeps the newest ${SNAPSHOT_CAP} per resume and deletes older ones as new ones come`, async () => {
    const user = await seedUser();
    const row = await seedResume(user.id);
    const other = await seedResume(user.id, { name: "Other" });
    expect((await save(user, other.id, { data: documentNamed("Other"), version: 1 })).status).toBe(200);
    for (let version = 1; version <= SNAPSHOT_CAP + 3; version += 1) {
      expect((await save(user, row.id, { data: documentNamed(`V${version}`), version })).status).toBe(200);
      await age(row.id, minutes(6));
    }
    const list = await snapshotsOf(user, row.id);
    expect(list).toHaveLength(SNAPSHOT_CAP);
    // Newest first: the copies of versions 33 … 4; 1, 2 and 3 were deleted.
    expect(list.map((s) => s.version)).toEqual(Array.from({ length: SNAPSHOT_CAP }, (_, i) => SNAPSHOT_CAP + 3 - i));
    expect(await db.resumeSnapshot.count({ where: { resumeId: row.id } })).toBe(SNAPSHOT_CAP);
    // Another resume's history is its own.
    expect(await snapshotsOf(user, other.id)).toHaveLength(1);
  });
});
