// "Make this a variant of…" on My resumes (issue 26 item 1): GET /api/resumes/{id}/variant-masters offers exactly what
// PUT /api/resumes/{id}/variant accepts (other resumes outside the trash that are not variants; nothing for a variant
// or a resume with variants, one in the trash included), and the lists name each variant's master.
import { describe, expect, it } from "@jest/globals";
import { GET as listRoute } from "@/app/api/resumes/route";
import { GET as trashRoute } from "@/app/api/resumes/trash/route";
import { GET as mastersRoute } from "@/app/api/resumes/[id]/variant-masters/route";
import { db } from "@/lib/server/db";
import type { ResumeListItemDto } from "@/lib/shared/validations/resumes/resume-dto";
import type { VariantMastersDto } from "@/lib/shared/validations/resumes/variant-masters";
import { call, dataOf, seedResume, seedUser, type TestUser } from "./helpers";
import { convert, newVariant } from "./variants-helpers";

const masters = (user: TestUser, id: string) =>
  call(mastersRoute, { user, path: `/api/resumes/${id}/variant-masters`, params: { id } });
const mastersOf = async (user: TestUser, id: string) => {
  const answer = await masters(user, id);
  expect(answer.status).toBe(200);
  return dataOf<VariantMastersDto>(answer);
};
type Page = { data: ResumeListItemDto[]; count: number };

describe("the masters a resume may become a variant of", () => {
  it("are the other resumes outside the trash that are not variants, newest first; PUT accepts each", async () => {
    const user = await seedUser("premium");
    const copy = await seedResume(user.id, { name: "Old copy" });
    const older = await seedResume(user.id, { name: "Older master" });
    const master = await seedResume(user.id, { name: "Master" });
    const variant = await newVariant(user, master.id);
    await seedResume(user.id, { name: "Trashed", deletedAt: new Date() });
    await db.resume.update({ where: { id: older.id }, data: { updatedAt: new Date(Date.now() - 60_000) } });

    const offered = await mastersOf(user, copy.id);
    expect(offered.convertible).toBe(true);
    expect(offered.masters.map((m) => m.name)).toEqual(["Master", "Older master"]);
    expect(offered.masters.map((m) => m._id)).not.toContain(variant._id);

    // The server agrees: a listed master is accepted; what the list left out is refused.
    expect((await convert(user, copy.id, { masterId: variant._id })).body).toMatchObject({ key: "variantNotAllowed" });
    const converted = await convert(user, copy.id, { masterId: master.id });
    expect(converted.status).toBe(200);
    expect(converted.body.data).toMatchObject({ isVariant: true, masterId: master.id, masterName: "Master" });

    // Now a variant: nothing to offer, and its master no longer offers a way to become one.
    expect(await mastersOf(user, copy.id)).toEqual({ convertible: false, reason: "isVariant", masters: [] });
    expect(await mastersOf(user, master.id)).toEqual({ convertible: false, reason: "hasVariants", masters: [] });
  });

  it("a resume whose only variant is in the trash is a master still: nothing offered, PUT refuses", async () => {
    const user = await seedUser("premium");
    const master = await seedResume(user.id);
    const other = await seedResume(user.id);
    const variant = await newVariant(user, master.id);
    await db.resume.update({ where: { id: variant._id }, data: { deletedAt: new Date() } });
    expect(await mastersOf(user, master.id)).toEqual({ convertible: false, reason: "hasVariants", masters: [] });
    const refused = await convert(user, master.id, { masterId: other.id });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ key: "variantNotAllowed" });
  });

  it("a resume alone has no master to offer", async () => {
    const user = await seedUser();
    const only = await seedResume(user.id);
    expect(await mastersOf(user, only.id)).toEqual({ convertible: true, masters: [] });
  });

  it("another user's resume, a trashed one and an unknown id answer 404 and offer nothing", async () => {
    const owner = await seedUser();
    const stranger = await seedUser();
    const mine = await seedResume(owner.id);
    await seedResume(owner.id);
    const trashed = await seedResume(owner.id, { deletedAt: new Date() });
    for (const [user, id] of [
      [stranger, mine.id],
      [owner, trashed.id],
      [owner, "unknown-id"],
    ] as const) {
      const answer = await masters(user, id);
      expect(answer.status).toBe(404);
      expect(answer.body.data).toBeUndefined();
    }
    // A stranger's own resume never lists someone else's as a master.
    const theirs = await seedResume(stranger.id);
    expect(await mastersOf(stranger, theirs.id)).toEqual({ convertible: true, masters: [] });
  });
});

describe("the resume list and the trash", () => {
  it("name each variant's master; a plain resume has none", async () => {
    const user = await seedUser();
    const master = await seedResume(user.id, { name: "Master" });
    const variant = await newVariant(user, master.id);
    const gone = await newVariant(user, master.id);
    await db.resume.update({ where: { id: gone._id }, data: { deletedAt: new Date() } });

    const list = dataOf<Page>(await call(listRoute, { user, path: "/api/resumes?currentPage=1&pageSize=12" }));
    const byId = new Map(list.data.map((r) => [r._id, r.variantOf]));
    expect(byId.get(variant._id)).toEqual({ _id: master.id, name: "Master" });
    expect(byId.get(master.id)).toBeNull();
    const trash = dataOf<Page>(await call(trashRoute, { user, path: "/api/resumes/trash?currentPage=1&pageSize=12" }));
    expect(trash.data.map((r) => [r._id, r.variantOf])).toEqual([[gone._id, { _id: master.id, name: "Master" }]]);
  });
});
