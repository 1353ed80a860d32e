// GET /api/user/export ("download my data", issue 21 item 10): the account's own rows only, resumes as JSON Resume,
// no secrets, as an attachment; signed-in only and rate-limited.
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
  return { ...me, resumeId: resume.id, orderId: order.id };
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
    const mineText = JSON.stringify(mine);
    for (const foreign of [
      inviter.email,
      inviter.resumeId,
      inviter.orderId,
      "export-inviter resume",
      "export-inviter review",
    ]) {
      expect(mineText).not.toContain(foreign);
    }
    const theirsText = JSON.stringify(theirs);
    for (const foreign of [me.email, me.resumeId, me.orderId, "export-invitee Person"]) {
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
