// GET /api/destoryCaptcha and POST /api/users/unregister.
import { afterAll, describe, expect, it } from "@jest/globals";
import { GET as destroyCaptcha } from "@/app/api/destoryCaptcha/route";
import { GET as ordersAdmin } from "@/app/api/ordersAdmin/route";
import { GET as current } from "@/app/api/user/current/route";
import { POST as unregister } from "@/app/api/users/unregister/route";
import { hashSecret } from "@/lib/server/auth/secret-hash";
import { getDb } from "@/lib/server/db";
import type { AdminOrderPage } from "@/lib/shared/validations/admin/admin-dto";
import { signUpVerified } from "./flows";
import { call } from "./helpers";

const db = getDb();
afterAll(() => db.$disconnect());

async function knownCaptcha(token: string, userId: string): Promise<string> {
  const result = await call(destroyCaptcha, "GET", "/api/destoryCaptcha", { token });
  expect(result.json.data).toMatch(/^<svg/);
  const row = await db.captcha.findFirstOrThrow({
    where: { target: userId, purpose: "DESTROY" },
    orderBy: { createdAt: "desc" },
  });
  await db.captcha.update({
    where: { id: row.id },
    data: { answerHash: hashSecret(["captcha", "DESTROY", userId, "Qx7z"]) },
  });
  return "Qx7z";
}

describe("account deletion", () => {
  it("needs a session and the captcha", async () => {
    expect((await call(destroyCaptcha, "GET", "/api/destoryCaptcha")).status).toBe(401);
    const me = await signUpVerified("keep");
    await knownCaptcha(me.token, me.userId);
    const empty = await call(unregister, "POST", "/api/users/unregister", {
      token: me.token,
      body: { captchaCode: "" },
    });
    expect(empty.json.message).toContain("Captcha is required");
    const wrong = await call(unregister, "POST", "/api/users/unregister", {
      token: me.token,
      body: { captchaCode: "Zzzz" },
    });
    expect(wrong.json.code).toBe(100007);
    expect(await db.user.count({ where: { id: me.userId } })).toBe(1);
  });

  it("deletes the user with resumes and ledgers, clears the cookie and ends the session", async () => {
    const me = await signUpVerified("delete");
    const resume = await db.resume.create({ data: { userId: me.userId, name: "CV", data: {}, config: {} } });
    // The job search (issue 26 items 2, 4, 5): a tracked link with a day of views and a visitor, a job, an application.
    const link = await db.shareLink.create({
      data: {
        userId: me.userId,
        resumeId: resume.id,
        label: "Acme",
        token: `delete-token-${me.userId}`,
        days: { create: [{ day: new Date("2026-11-21"), views: 1, uniques: 1 }] },
        visitors: { create: [{ day: new Date("2026-11-21"), visitorHash: `delete-hash-${me.userId}` }] },
      },
    });
    const job = await db.job.create({ data: { userId: me.userId, company: "Acme", role: "Engineer" } });
    await db.application.create({
      data: { userId: me.userId, jobId: job.id, resumeId: resume.id, shareLinkId: link.id, notes: "n" },
    });
    const captchaCode = await knownCaptcha(me.token, me.userId);
    const result = await call(unregister, "POST", "/api/users/unregister", { token: me.token, body: { captchaCode } });
    expect(result.status).toBe(200);
    expect(result.cookie).toMatch(/^x-cid=;.*Max-Age=0/i);
    expect(await db.user.count({ where: { id: me.userId } })).toBe(0);
    expect(await db.resume.count({ where: { userId: me.userId } })).toBe(0);
    expect(await db.tokenRecord.count({ where: { userId: me.userId } })).toBe(0);
    expect(await db.shareLink.count({ where: { userId: me.userId } })).toBe(0);
    expect(await db.shareLinkView.count({ where: { linkId: link.id } })).toBe(0);
    expect(await db.shareLinkVisitor.count({ where: { linkId: link.id } })).toBe(0);
    expect(await db.job.count({ where: { userId: me.userId } })).toBe(0);
    expect(await db.application.count({ where: { userId: me.userId } })).toBe(0);
    expect((await call(current, "GET", "/api/user/current", { token: me.token })).status).toBe(401);
  });

  it("keeps paid orders and both ledgers as records detached from the person; admin still lists the order", async () => {
    const inviter = await signUpVerified("inviter");
    // Invited: the sign-up gift is a voucher row (balance ledger) besides the initial tokens (token ledger).
    const me = await signUpVerified("records", { inviterID: inviter.userId });
    const order = await db.order.create({
      data: {
        userId: me.userId,
        plan: "MONTHLY",
        paymentMethod: "STRIPE",
        amountCents: 1000,
        status: "PAID",
        paidAt: new Date(),
        expiresAt: new Date(),
      },
    });
    const balanceIds = (await db.balanceRecord.findMany({ where: { userId: me.userId } })).map((row) => row.id);
    const tokenIds = (await db.tokenRecord.findMany({ where: { userId: me.userId } })).map((row) => row.id);
    expect(balanceIds).toHaveLength(1);
    expect(tokenIds.length).toBeGreaterThan(0);

    const captchaCode = await knownCaptcha(me.token, me.userId);
    expect(
      (await call(unregister, "POST", "/api/users/unregister", { token: me.token, body: { captchaCode } })).status,
    ).toBe(200);

    expect(await db.user.count({ where: { id: me.userId } })).toBe(0);
    const kept = {
      order: await db.order.findUniqueOrThrow({ where: { id: order.id } }),
      balances: await db.balanceRecord.findMany({ where: { id: { in: balanceIds } } }),
      tokens: await db.tokenRecord.findMany({ where: { id: { in: tokenIds } } }),
    };
    expect(kept.order).toMatchObject({ userId: null, status: "PAID", amountCents: 1000 });
    expect(kept.balances).toHaveLength(balanceIds.length);
    expect(kept.tokens).toHaveLength(tokenIds.length);
    // Nothing in the kept rows names the person: no user id (the sign-up gifts were referenced by it), no e-mail.
    const text = JSON.stringify(kept);
    expect(text).not.toContain(me.userId);
    expect(text).not.toContain(me.email);
    expect(text.toLowerCase()).not.toContain(me.email.split("@")[0]!.toLowerCase());

    const admin = await signUpVerified("admin-orders");
    await db.user.update({ where: { id: admin.userId }, data: { role: "ADMIN" } });
    const rows: AdminOrderPage["data"] = [];
    for (let page = 1; ; page++) {
      const result = await call(ordersAdmin, "GET", `/api/ordersAdmin?status=1&pageSize=100&currentPage=${page}`, {
        token: admin.token,
      });
      expect(result.status).toBe(200);
      const data = result.json.data as AdminOrderPage;
      rows.push(...data.data);
      if (rows.length >= data.count || data.data.length === 0) break;
    }
    expect(rows.find((row) => row._id === order.id)).toMatchObject({ userId: null, email: null, amount: 1000 });
  });
});
