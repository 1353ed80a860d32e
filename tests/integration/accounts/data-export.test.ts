// GET /api/user/export ("download my data", issue 21 item 10): the account's own rows only, resumes as JSON Resume,
// no secrets, as an attachment; signed-in only and rate-limited. Its job-search sections (jobs, applications, tracked
// links with their daily counts, issue 26) hold the owner's rows only, never a link's token or a visitor's hash.
import { afterAll, describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import { GET as exportData } from "@/app/api/user/export/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/server/api/client-address";
import { getDb } from "@/lib/server/db";
import type { UserDataExport } from "@/lib/shared/validations/users/user-data-export";
import { signUpVerified } from "./flows";
import { freshIp } from "./helpers";

const db = getDb();
afterAll(() => db.$disconnect());

async function download(token?: string): Promise<{ status: number; headers: Headers; text: string }> {
  const ip = freshIp();
  const headers: Record<string, string> = { "x-forwarded-for": ip, [CLIENT_ADDRESS_HEADER]: ip };
  if (token) headers.cookie = `x-cid=${token}`;
  const response = await exportData(new NextRequest("http://localhost/api/user/export", { headers }));
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** A user with one of everything the export lists, each row marked with the label. */
async function populate(label: string) {
  const me = await signUpVerified(label, { name: `${label}-nick` });
  const resume = await db.resume.create({
    data: {
      userId: me.userId,
      name: `${label} resume`,
      data: { basicInfo: { name: `${label} Person`, email: `${label}@resume.test` } },
      config: {},
    },
  });
  const order = await db.order.create({
    data: {
      userId: me.userId,
      plan: "MONTHLY",
      paymentMethod: "TEST",
      amountCents: 1990,
      expiresAt: new Date(Date.now() + 15 * 60_000),
    },
  });
  await db.review.create({ data: { userId: me.userId, rating: 5, content: `${label} review` } });
  // The job search (issue 26 items 2, 4, 5): a tracked link with two days of views and a visitor, and an application.
  const link = await db.shareLink.create({
    data: {
      userId: me.userId,
      resumeId: resume.id,
      label: `${label} link`,
      token: `${label}-token-${me.userId}`,
      expiresAt: new Date("2027-01-31T00:00:00.000Z"),
      views: 5,
      firstViewAt: new Date("2026-11-20T09:00:00.000Z"),
      lastViewAt: new Date("2026-11-21T18:00:00.000Z"),
      days: {
        create: [
          { day: new Date("2026-11-20"), views: 2, uniques: 1 },
          { day: new Date("2026-11-21"), views: 3, uniques: 2 },
        ],
      },
      visitors: { create: [{ day: new Date("2026-11-21"), visitorHash: `${label}-visitor-hash` }] },
    },
  });
  const job = await db.job.create({
    data: { userId: me.userId, company: `${label} Corp`, role: "Engineer", description: `${label} posting` },
  });
  const application = await db.application.create({
    data: {
      userId: me.userId,
      jobId: job.id,
      resumeId: resume.id,
      shareLinkId: link.id,
      state: "interviewing",
      appliedAt: new Date("2026-11-18T00:00:00.000Z"),
      notes: `${label} notes`,
      nextStep: "Call",
    },
  });
  return {
    ...me,
    resumeId: resume.id,
    orderId: order.id,
    linkId: link.id,
    jobId: job.id,
    applicationId: application.id,
  };
}

describe("download my data", () => {
  it("answers a JSON attachment with the account, resumes as JSON Resume, orders, ledgers and referral", async () => {
    const me = await populate("export-me");
    const result = await download(me.token);
    expect(result.status).toBe(200);
    expect(result.headers.get("content-disposition")).toMatch(
      /^attachment; filename="resumecraft-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(result.headers.get("content-type")).toContain("application/json");
    expect(result.headers.get("cache-control")).toBe("private, no-store");
    const data = JSON.parse(result.text) as UserDataExport;
    expect(data).toMatchObject({ format: "resumecraft-data-export", version: 1 });
    expect(data.account).toMatchObject({ id: me.userId, email: me.email, nickName: "export-me-nick", type: "email" });
    expect(data.account.emailVerifiedAt).not.toBeNull();
    expect(data.account).toHaveProperty("termsAcceptedAt");
    expect(data.resumes).toHaveLength(1);
    expect(data.resumes[0]).toMatchObject({ id: me.resumeId, name: "export-me resume", deletedAt: null });
    expect(data.resumes[0]?.jsonResume).toMatchObject({
      basics: { name: "export-me Person", email: "export-me@resume.test" },
    });
    expect(data.orders).toEqual([expect.objectContaining({ _id: me.orderId, planName: "monthly", amount: 1990 })]);
    // The sign-up gift is the first token movement.
    expect(data.tokenRecords[0]).toMatchObject({ type: "initial", operation: "add" });
    expect(data.reviews).toEqual([expect.objectContaining({ rating: 5, content: "export-me review" })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.referral).toEqual({ inviterId: null, invitedCount: 0 });
    expect(data.jobs).toEqual([
      expect.objectContaining({
        id: me.jobId,
        company: "export-me Corp",
        role: "Engineer",
        description: "export-me posting",
      }),
    ]);
    expect(data.applications).toEqual([
      {
        id: me.applicationId,
        jobId: me.jobId,
        resumeId: me.resumeId,
        shareLinkId: me.linkId,
        state: "interviewing",
        appliedAt: "2026-11-18T00:00:00.000Z",
        notes: "export-me notes",
        nextStep: "Call",
        nextStepAt: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    expect(data.shareLinks).toEqual([
      {
        id: me.linkId,
        resumeId: me.resumeId,
        label: "export-me link",
        createdAt: expect.any(String),
        expiresAt: "2027-01-31T00:00:00.000Z",
        revokedAt: null,
        views: 5,
        visitors: 3,
        firstViewAt: "2026-11-20T09:00:00.000Z",
        lastViewAt: "2026-11-21T18:00:00.000Z",
        days: [
          { day: "2026-11-20", views: 2, uniques: 1 },
          { day: "2026-11-21", views: 3, uniques: 2 },
        ],
      },
    ]);
    // Neither the link's token (it opens the resume) nor a visitor's hash.
    expect(result.text).not.toContain("export-me-token");
    expect(result.text).not.toContain("visitor-hash");
    // No secrets: the password hash, token or code hashes never appear, under any name.
    expect(result.text).not.toMatch(/argon2|passwordHash|codeHash|sessionVersion|access_token/);
  });

  it("never holds another account's rows, and names the inviter and how many were invited", async () => {
    const inviter = await populate("export-inviter");
    const me = await populate("export-invitee");
    await db.user.update({ where: { id: me.userId }, data: { inviterId: inviter.userId } });
    const mine = JSON.parse((await download(me.token)).text) as UserDataExport;
    const theirs = JSON.parse((await download(inviter.token)).text) as UserDataExport;
    expect(mine.referral).toEqual({ inviterId: inviter.userId, invitedCount: 0 });
    expect(theirs.referral).toEqual({ inviterId: null, invitedCount: 1 });
    expect(mine.shareLinks.map((link) => link.id)).toEqual([me.linkId]);
    expect(mine.applications.map((row) => row.id)).toEqual([me.applicationId]);
    expect(mine.jobs.map((row) => row.id)).toEqual([me.jobId]);
    const mineText = JSON.stringify(mine);
    for (const foreign of [
      inviter.email,
      inviter.resumeId,
      inviter.orderId,
      inviter.linkId,
      inviter.jobId,
      inviter.applicationId,
      "export-inviter resume",
      "export-inviter review",
      "export-inviter link",
      "export-inviter Corp",
      "export-inviter notes",
    ]) {
      expect(mineText).not.toContain(foreign);
    }
    const theirsText = JSON.stringify(theirs);
    for (const foreign of [
      me.email,
      me.resumeId,
      me.orderId,
      me.linkId,
      me.jobId,
      me.applicationId,
      "export-invitee Person",
    ]) {
      expect(theirsText).not.toContain(foreign);
    }
  });

  it("includes resumes in the trash, marked as such", async () => {
    const me = await populate("export-trash");
    await db.resume.update({ where: { id: me.resumeId }, data: { deletedAt: new Date() } });
    const data = JSON.parse((await download(me.token)).text) as UserDataExport;
    expect(data.resumes[0]?.deletedAt).not.toBeNull();
  });

  it("needs a session", async () => {
    const result = await download();
    expect(result.status).toBe(401);
    expect(result.headers.get("content-disposition")).toBeNull();
  });

  it("is rate-limited per user: 10 an hour", async () => {
    const me = await signUpVerified("export-limit");
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await download(me.token)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});
