// Download authorization and public-page lookups against the real database: ownership, deletion, premium now.
import { afterAll, describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import { authorizePublicDownload } from "@/lib/server/services/pdf/authorize-public-download";
import { authorizeResumeDownload } from "@/lib/server/services/pdf/authorize-resume-download";
import { findPublicResume } from "@/lib/server/services/public-resumes/find-public-resume";
import { recordResumeView } from "@/lib/server/services/public-resumes/record-resume-view";
import { toPublicResumeView } from "@/lib/server/services/public-resumes/to-public-resume-view";

const db = getDb();
afterAll(() => db.$disconnect());

const day = 86_400_000;
type Plan = "regular" | "premium" | "lapsed";

function seedUser(plan: Plan) {
  const membershipEndsAt =
    plan === "premium" ? new Date(Date.now() + day) : plan === "lapsed" ? new Date(Date.now() - day) : null;
  return db.user.create({ data: { email: `pdf-int-${randomUUID()}@example.test`, nickName: plan, membershipEndsAt } });
}

function seedResume(
  userId: string,
  options: { isPublic?: boolean; deleted?: boolean; config?: Record<string, unknown> } = {},
) {
  const { data, config } = sampleResume("en", options.config);
  return db.resume.create({
    data: {
      userId,
      name: "CV",
      data: data as unknown as Prisma.InputJsonValue,
      config: { ...config, isPublic: options.isPublic ?? false } as unknown as Prisma.InputJsonValue,
      isPublic: options.isPublic ?? false,
      deletedAt: options.deleted ? new Date() : null,
    },
  });
}

describe("authorizeResumeDownload", () => {
  it("lets a premium owner through and names the resume", async () => {
    const user = await seedUser("premium");
    const resume = await seedResume(user.id);
    await expect(authorizeResumeDownload(user.id, resume.id)).resolves.toEqual({ id: resume.id, name: "CV" });
  });

  it("answers PREMIUM_REQUIRED to regular and lapsed owners", async () => {
    for (const plan of ["regular", "lapsed"] as const) {
      const user = await seedUser(plan);
      const resume = await seedResume(user.id);
      await expect(authorizeResumeDownload(user.id, resume.id)).rejects.toMatchObject({
        key: "PREMIUM_REQUIRED",
        status: 403,
        code: 300101,
      });
    }
  });

  it("answers 404 for someone else's and for a deleted resume", async () => {
    const user = await seedUser("premium");
    const other = await seedUser("premium");
    const theirs = await seedResume(other.id);
    const deleted = await seedResume(user.id, { deleted: true });
    await expect(authorizeResumeDownload(user.id, theirs.id)).rejects.toMatchObject({ key: "NOT_FOUND" });
    await expect(authorizeResumeDownload(user.id, deleted.id)).rejects.toMatchObject({ key: "NOT_FOUND" });
  });
});

describe("public resumes", () => {
  it("finds public resumes by uuid only while public and not deleted", async () => {
    const user = await seedUser("premium");
    const shown = await seedResume(user.id, { isPublic: true });
    const hidden = await seedResume(user.id);
    const deleted = await seedResume(user.id, { isPublic: true, deleted: true });
    expect((await findPublicResume(shown.uuid))?.id).toBe(shown.id);
    expect(await findPublicResume(hidden.uuid)).toBeNull();
    expect(await findPublicResume(deleted.uuid)).toBeNull();
  });

  it("removes hidden contact details from the data and applies premium options only for premium owners", async () => {
    const config = { emailIsHidden: true, cellphoneIsHidden: true, downloadable: true };
    const premium = await seedUser("premium");
    const lapsed = await seedUser("lapsed");
    const premiumRow = await findPublicResume((await seedResume(premium.id, { isPublic: true, config })).uuid);
    const lapsedRow = await findPublicResume((await seedResume(lapsed.id, { isPublic: true, config })).uuid);
    if (!premiumRow || !lapsedRow) throw new Error("seeded resumes not found");
    const view = toPublicResumeView(premiumRow);
    expect(view.data.basicInfo.email).toBe("");
    expect(view.data.basicInfo.cellphone).toBe("");
    expect(JSON.stringify(view)).not.toContain("emily.carter@example.com");
    expect(toPublicResumeView(lapsedRow).data.basicInfo.email).toBe("emily.carter@example.com");
    await expect(authorizePublicDownload(premiumRow.uuid)).resolves.toMatchObject({ id: premiumRow.id });
    await expect(authorizePublicDownload(lapsedRow.uuid)).rejects.toMatchObject({ key: "FORBIDDEN" });
  });

  it("a theme override applies only when the template has that theme", async () => {
    const user = await seedUser("premium");
    const row = await findPublicResume((await seedResume(user.id, { isPublic: true })).uuid);
    if (!row) throw new Error("seeded resume not found");
    expect(toPublicResumeView(row, "blue").config.templateTheme).toBe("blue");
    expect(toPublicResumeView(row, "no-such-theme").config.templateTheme).toBe("emerald");
  });

  it("records a view: one event with a hashed visitor and viewCount + 1", async () => {
    const user = await seedUser("regular");
    const resume = await seedResume(user.id, { isPublic: true });
    await recordResumeView(resume.id, "203.0.113.9");
    const row = await db.resume.findUniqueOrThrow({ where: { id: resume.id }, include: { events: true } });
    expect(row.viewCount).toBe(1);
    expect(row.events).toHaveLength(1);
    expect(row.events[0]?.visitorHash).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(row.events[0]?.visitorHash).not.toContain("203.0.113.9");
  });
});
