// Master and variants (issue 26 items 1, 7): the limits per plan, held under concurrency, and another user's ids
// answer 404 on every variant endpoint and change nothing; download my data and account deletion include variants.
import { describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import { GET as exportData } from "@/app/api/user/export/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/server/api/client-address";
import { db } from "@/lib/server/db";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import type { UserDataExport } from "@/lib/shared/validations/users/user-data-export";
import { MAX_VARIANTS_PER_MASTER, REGULAR_VARIANTS_PER_USER } from "@/lib/shared/validations/resumes/variant";
import { dataOf, seedResume, seedUser } from "./helpers";
import { convert, createVariant, detach, listVariants, newVariant, read, revert, status } from "./variants-helpers";

const variantCount = (userId: string) =>
  db.resume.count({ where: { userId, deletedAt: null, variantOfId: { not: null } } });

describe("limits", () => {
  it(`a regular member keeps ${REGULAR_VARIANTS_PER_USER} variants in all, told why by key; converting counts too`, async () => {
    const user = await seedUser();
    const first = await seedResume(user.id);
    const second = await seedResume(user.id);
    await newVariant(user, first.id);
    await newVariant(user, second.id);
    const refused = await createVariant(user, first.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 300802,
      key: "variantPlanLimit",
      values: { max: REGULAR_VARIANTS_PER_USER, premiumMax: MAX_VARIANTS_PER_MASTER },
    });
    const copy = await seedResume(user.id);
    expect((await convert(user, copy.id, { masterId: first.id })).status).toBe(403);
    expect(await variantCount(user.id)).toBe(REGULAR_VARIANTS_PER_USER);
  });

  it("a variant in the trash does not count; detaching makes room", async () => {
    const user = await seedUser();
    const master = await seedResume(user.id);
    const a = await newVariant(user, master.id);
    const b = await newVariant(user, master.id);
    await db.resume.update({ where: { id: a._id }, data: { deletedAt: new Date() } });
    await newVariant(user, master.id);
    expect((await detach(user, b._id)).status).toBe(200);
    expect((await createVariant(user, master.id)).status).toBe(200);
  });

  it(`premium: ${MAX_VARIANTS_PER_MASTER} a master; the next is a translated 400`, async () => {
    const user = await seedUser("premium");
    const master = await seedResume(user.id);
    await db.resume.createMany({
      data: Array.from({ length: MAX_VARIANTS_PER_MASTER }, (_, i) => ({
        userId: user.id,
        name: `v${i}`,
        data: master.data ?? {},
        config: master.config ?? {},
        variantOfId: master.id,
        variantBase: { fields: {}, order: [], links: 0 },
      })),
    });
    const refused = await createVariant(user, master.id);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 300801, key: "variantLimitReached", values: { max: 20 } });
    const other = await seedResume(user.id);
    expect((await createVariant(user, other.id)).status).toBe(200);
  });

  it("ten racing creates of a regular member make exactly the limit", async () => {
    const user = await seedUser();
    const master = await seedResume(user.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => createVariant(user, master.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(REGULAR_VARIANTS_PER_USER);
    // The rest are the plan limit or the resume cap (5 resumes a regular member), never a 5xx.
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.status).toBe(403);
    expect(await variantCount(user.id)).toBe(REGULAR_VARIANTS_PER_USER);
  });
});

describe("another user's ids", () => {
  it("answer 404 on every endpoint and change nothing", async () => {
    const owner = await seedUser("premium");
    const stranger = await seedUser("premium");
    const master = await seedResume(owner.id);
    const variant = await newVariant(owner, master.id);
    const mine = await seedResume(stranger.id);
    const before = await read(owner, variant._id);
    const answers = [
      await createVariant(stranger, master.id),
      await listVariants(stranger, master.id),
      await status(stranger, variant._id),
      await revert(stranger, variant._id, { version: before.version }),
      await revert(stranger, variant._id, { version: before.version, path: "basicInfo.title" }),
      await detach(stranger, variant._id),
      await convert(stranger, variant._id, { masterId: mine.id }),
      // Their own resume as a variant of someone else's, and the other way round.
      await convert(stranger, mine.id, { masterId: master.id }),
      await createVariant(stranger, "unknown-id"),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 404 });
    }
    const after = await read(owner, variant._id);
    expect(after).toEqual(before as ResumeDto);
    expect((await db.resume.findUniqueOrThrow({ where: { id: mine.id } })).variantOfId).toBeNull();
    expect(await db.resume.count({ where: { userId: stranger.id } })).toBe(1);
    expect(dataOf<unknown[]>(await listVariants(owner, master.id))).toHaveLength(1);
  });
});

describe("download my data and account deletion", () => {
  it("the export names each variant's master; deleting the account takes master and variants", async () => {
    const user = await seedUser();
    const master = await seedResume(user.id);
    const variant = await newVariant(user, master.id);
    const req = new NextRequest("http://localhost/api/user/export", {
      headers: { cookie: `x-cid=${user.token}`, [CLIENT_ADDRESS_HEADER]: "198.51.200.7" },
    });
    const response = await exportData(req, { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
    const data = (await response.json()) as UserDataExport;
    const byId = new Map(data.resumes.map((r) => [r.id, r]));
    expect(byId.get(variant._id)?.variantOfId).toBe(master.id);
    expect(byId.get(master.id)?.variantOfId).toBeNull();
    expect(JSON.stringify(data)).not.toContain("variantBase");
    await db.user.delete({ where: { id: user.id } });
    expect(await db.resume.count({ where: { id: { in: [master.id, variant._id] } } })).toBe(0);
  });
});
