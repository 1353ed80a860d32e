// Someone else's resume is 404 everywhere; the list, the trash, restore (with the cap) and the purge.
import { seedResume, seedUser, call, dataOf } from "./helpers";
import { afterAll, describe, expect, it } from "@jest/globals";
import { GET as list } from "@/app/api/resumes/route";
import { GET as trash } from "@/app/api/resumes/trash/route";
import { DELETE, GET as getOne, PATCH } from "@/app/api/resumes/[id]/route";
import { POST as restore } from "@/app/api/resumes/[id]/restore/route";
import { GET as exportJson } from "@/app/api/resumes/[id]/export-json/route";
import { POST as copy } from "@/app/api/resumes/copy/[id]/route";
import { db, getDb } from "@/lib/server/db";
import { purgeDeletedResumes } from "@/lib/server/services/resumes/purge-deleted-resumes";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";

afterAll(async () => getDb().$disconnect());

type Page = { data: ResumeDto[]; count: number };
const day = 24 * 60 * 60 * 1000;

describe("another user's resume", () => {
  it("answers 404 on every endpoint and changes nothing", async () => {
    const owner = await seedUser();
    const intruder = await seedUser("premium");
    const row = await seedResume(owner.id, { isPublic: false });
    const trashed = await seedResume(owner.id, { deletedAt: new Date() });
    const params = { id: row.id };
    const results = [
      await call(getOne, { user: intruder, params }),
      await call(PATCH, {
        method: "PATCH",
        user: intruder,
        params,
        body: { name: "Mine now", version: 1, force: true },
      }),
      await call(DELETE, { method: "DELETE", user: intruder, params }),
      await call(exportJson, { user: intruder, params }),
      await call(copy, { method: "POST", user: intruder, params, body: {} }),
      await call(restore, { method: "POST", user: intruder, params: { id: trashed.id } }),
    ];
    expect(results.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(await db.resume.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      name: row.name,
      version: 1,
      deletedAt: null,
    });
    expect(await db.resume.count({ where: { userId: intruder.id } })).toBe(0);
  });
});

describe("list, trash, restore and purge", () => {
  it("lists newest updated first with paging, and a deleted resume moves to the trash", async () => {
    const user = await seedUser();
    const rows = [];
    for (const name of ["A", "B", "C"]) rows.push(await seedResume(user.id, { name }));
    const firstPage = dataOf<Page>(await call(list, { path: "/api/resumes?currentPage=1&pageSize=2", user }));
    expect(firstPage.count).toBe(3);
    expect(firstPage.data.map((r) => r.name)).toEqual(["C", "B"]);
    expect(
      dataOf<Page>(await call(list, { path: "/api/resumes?currentPage=2&pageSize=2", user })).data.map((r) => r.name),
    ).toEqual(["A"]);
    expect((await call(list, { path: "/api/resumes?pageSize=0", user })).status).toBe(400);

    const target = rows[1]!;
    expect((await call(DELETE, { method: "DELETE", user, params: { id: target.id } })).status).toBe(200);
    expect((await call(getOne, { user, params: { id: target.id } })).status).toBe(404);
    expect(dataOf<Page>(await call(list, { user })).data.map((r) => r.name)).toEqual(["C", "A"]);
    const inTrash = dataOf<Page>(await call(trash, { path: "/api/resumes/trash", user }));
    expect(inTrash.data.map((r) => r._id)).toEqual([target.id]);
    expect(inTrash.data[0]?.deletedAt).toEqual(expect.any(String));
    expect((await call(DELETE, { method: "DELETE", user, params: { id: target.id } })).status).toBe(404);

    const restored = await call(restore, { method: "POST", user, params: { id: target.id } });
    expect(restored.status).toBe(200);
    expect(dataOf<Page>(await call(list, { user })).data.map((r) => r.name)).toEqual(["B", "C", "A"]);
    expect(dataOf<Page>(await call(trash, { user })).count).toBe(0);
  });

  it("refuses a restore that would take a regular user past the cap", async () => {
    const user = await seedUser();
    for (let i = 0; i < 5; i++) await seedResume(user.id);
    const trashed = await seedResume(user.id, { deletedAt: new Date() });
    const refused = await call(restore, { method: "POST", user, params: { id: trashed.id } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(300001);
    expect((await db.resume.findUniqueOrThrow({ where: { id: trashed.id } })).deletedAt).not.toBeNull();
  });

  it("hides resumes deleted more than 30 days ago and purges them", async () => {
    const user = await seedUser();
    const old = await seedResume(user.id, { deletedAt: new Date(Date.now() - 31 * day) });
    const recent = await seedResume(user.id, { deletedAt: new Date(Date.now() - 29 * day) });
    const kept = await seedResume(user.id);
    expect(dataOf<Page>(await call(trash, { user })).data.map((r) => r._id)).toEqual([recent.id]);
    expect((await call(restore, { method: "POST", user, params: { id: old.id } })).status).toBe(404);

    const { purged } = await purgeDeletedResumes();
    expect(purged).toBeGreaterThanOrEqual(1);
    const remaining = await db.resume.findMany({ where: { userId: user.id }, select: { id: true } });
    expect(remaining.map((r) => r.id).sort()).toEqual([recent.id, kept.id].sort());
  });
});
