// A variant brought back from the trash counts again (issue 26 item 7): the restore checks the plan's and the master's
// variant limits as a create does, under the same user row lock, so trash + create + restore cannot take a member past
// them, nor can twenty restores and creates at once. A restore that is refused changes nothing.
import { describe, expect, it } from "@jest/globals";
import { DELETE as trashRoute } from "@/app/api/resumes/[id]/route";
import { POST as restoreRoute } from "@/app/api/resumes/[id]/restore/route";
import { db } from "@/lib/server/db";
import { MAX_VARIANTS_PER_MASTER, REGULAR_VARIANTS_PER_USER } from "@/lib/shared/validations/resumes/variant";
import { call, seedResume, seedUser, type TestUser } from "./helpers";
import { createVariant, newVariant } from "./variants-helpers";

const liveVariants = (userId: string) =>
  db.resume.count({ where: { userId, deletedAt: null, variantOfId: { not: null } } });

const trash = async (user: TestUser, id: string) => {
  const answer = await call(trashRoute, { method: "DELETE", user, path: `/api/resumes/${id}`, params: { id } });
  expect(answer.status).toBe(200);
};
const restore = (user: TestUser, id: string) =>
  call(restoreRoute, { method: "POST", user, path: `/api/resumes/${id}/restore`, params: { id } });

describe("restoring a variant", () => {
  it("a regular member at the limit: trash, create, restore is refused with the create's error, and changes nothing", async () => {
    const user = await seedUser();
    const master = await seedResume(user.id);
    const first = await newVariant(user, master.id);
    await newVariant(user, master.id);
    await trash(user, first._id);
    await newVariant(user, master.id);

    const refused = await restore(user, first._id);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 300802,
      key: "variantPlanLimit",
      values: { max: REGULAR_VARIANTS_PER_USER, premiumMax: MAX_VARIANTS_PER_MASTER },
    });
    expect(await liveVariants(user.id)).toBe(REGULAR_VARIANTS_PER_USER);
    expect((await db.resume.findUniqueOrThrow({ where: { id: first._id } })).deletedAt).not.toBeNull();
  });

  it("under the limit it comes back as a variant; a plain resume's restore is not counted as one", async () => {
    const user = await seedUser();
    const master = await seedResume(user.id);
    const variant = await newVariant(user, master.id);
    const plain = await seedResume(user.id);
    await trash(user, variant._id);
    await trash(user, plain.id);
    await newVariant(user, master.id);
    await newVariant(user, master.id);
    // At the variant limit: a plain resume still comes back (the resume cap is all it counts against).
    expect((await restore(user, plain.id)).status).toBe(200);
    expect((await restore(user, variant._id)).status).toBe(403);
    await trash(user, (await db.resume.findFirstOrThrow({ where: { variantOfId: master.id, deletedAt: null } })).id);
    const restored = await restore(user, variant._id);
    expect(restored.status).toBe(200);
    expect((await db.resume.findUniqueOrThrow({ where: { id: variant._id } })).variantOfId).toBe(master.id);
    expect(await liveVariants(user.id)).toBe(REGULAR_VARIANTS_PER_USER);
  });

  it(`premium: a master at ${MAX_VARIANTS_PER_MASTER} variants takes none back from the trash`, async () => {
    const user = await seedUser("premium");
    const master = await seedResume(user.id);
    const trashed = await newVariant(user, master.id);
    await trash(user, trashed._id);
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
    const refused = await restore(user, trashed._id);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 300801, key: "variantLimitReached", values: { max: 20 } });
    expect(await db.resume.count({ where: { variantOfId: master.id, deletedAt: null } })).toBe(MAX_VARIANTS_PER_MASTER);
  });

  it("twenty restores and creates at once never take a regular member past the limit", async () => {
    const user = await seedUser();
    const master = await seedResume(user.id);
    // Three variants in the trash (each made while there was room), none live.
    const trashed: string[] = [];
    for (let i = 0; i < 3; i++) {
      const made = await newVariant(user, master.id);
      await trash(user, made._id);
      trashed.push(made._id);
    }
    expect(await liveVariants(user.id)).toBe(0);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0 ? restore(user, trashed[(i / 2) % trashed.length]!) : createVariant(user, master.id),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(REGULAR_VARIANTS_PER_USER);
    // The others: the variant limit or the resume cap (403), or a restore of one already back (404); never a 5xx.
    for (const answer of answers.filter((a) => a.status !== 200)) expect([403, 404]).toContain(answer.status);
    expect(answers.some((a) => a.status === 403 && a.body.code === 300802)).toBe(true);
    expect(await liveVariants(user.id)).toBe(REGULAR_VARIANTS_PER_USER);
  });
});
