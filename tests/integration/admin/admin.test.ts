// The admin area: every admin endpoint refuses non-admins, the all-orders list filters by status and user, and
// granting or ending a membership is audited in the same transaction (a refused act leaves neither change nor row).
import { seedAdmin, seedPerson, expectTranslated400 } from "./helpers";
import { afterAll, describe, expect, it } from "@jest/globals";
import { GET as listAllOrders } from "@/app/api/ordersAdmin/route";
import { GET as listAudit, POST as changeMembership } from "@/app/api/admin/memberships/route";
import { GET as listPendingReviews } from "@/app/api/admin/reviews/route";
import { GET as listApplications } from "@/app/api/admin/offer-applications/route";
import { PATCH as reviewApplication } from "@/app/api/admin/offer-applications/[id]/route";
import { db, getDb } from "@/lib/server/db";
import { addMonths } from "@/lib/server/pricing/membership-end";
import type {
  AdminOrderPage,
  AuditLogPage,
  MembershipChangeDto,
  PendingReviewPage,
} from "@/lib/shared/validations/admin/admin-dto";
import { call, dataOf, type TestUser } from "../resumes/helpers";

afterAll(async () => {
  await getDb().$disconnect();
});

const DAY = 24 * 60 * 60 * 1000;
const MONTHLY_TOKENS = 50_000;
const grant = (user: TestUser, body: unknown) =>
  call(changeMembership, { method: "POST", path: "/api/admin/memberships", user, body });

async function seedOrder(userId: string, status: "CREATED" | "PAID" | "EXPIRED", createdAt = new Date()) {
  return db.order.create({
    data: {
      userId,
      plan: "MONTHLY",
      paymentMethod: "STRIPE",
      amountCents: 1000,
      currency: "USD",
      status,
      expiresAt: new Date(createdAt.getTime() + 15 * 60 * 1000),
      paidAt: status === "PAID" ? createdAt : null,
      createdAt,
    },
  });
}

describe("every admin endpoint refuses a non-admin", () => {
  const endpoints = [
    () => ({ handler: listAllOrders, method: "GET", path: "/api/ordersAdmin" }),
    () => ({ handler: listAudit, method: "GET", path: "/api/admin/memberships" }),
    () => ({ handler: changeMembership, method: "POST", path: "/api/admin/memberships", body: { action: "end" } }),
    () => ({ handler: listPendingReviews, method: "GET", path: "/api/admin/reviews" }),
    () => ({ handler: listApplications, method: "GET", path: "/api/admin/offer-applications" }),
    () => ({
      handler: reviewApplication,
      method: "PATCH",
      path: "/api/admin/offer-applications/x",
      params: { id: "x" },
      body: { status: "APPROVED" },
    }),
  ];

  it("answers 401 without a session and 403 to a regular user and a lifetime member, changing nothing", async () => {
    const regular = await seedPerson();
    const lifetime = await seedPerson({ isLifetime: true });
    const auditBefore = await db.adminAuditLog.count();
    for (const endpoint of endpoints) {
      const { handler, ...options } = endpoint();
      expect((await call(handler, options)).status).toBe(401);
      for (const user of [regular, lifetime]) {
        const result = await call(handler, { ...options, user });
        expect(result.status).toBe(403);
        expect(result.body.code).toBe(403);
      }
    }
    expect(await db.adminAuditLog.count()).toBe(auditBefore);
  });
});

describe("GET /api/ordersAdmin", () => {
  it("lists every user's orders newest first with the buyer's e-mail, filtered by status, user id and e-mail", async () => {
    const admin = await seedAdmin();
    const alice = await seedPerson();
    const bob = await seedPerson();
    const t = Date.now();
    const a1 = await seedOrder(alice.id, "PAID", new Date(t - 3000));
    const a2 = await seedOrder(alice.id, "EXPIRED", new Date(t - 2000));
    const b1 = await seedOrder(bob.id, "PAID", new Date(t - 1000));

    const byUser = dataOf<AdminOrderPage>(
      await call(listAllOrders, { path: `/api/ordersAdmin?userId=${alice.id}`, user: admin }),
    );
    expect(byUser.count).toBe(2);
    expect(byUser.data.map((order) => order._id)).toEqual([a2.id, a1.id]);
    expect(byUser.data[0]).toMatchObject({ userId: alice.id, email: alice.email, status: 2, planName: "monthly" });

    const paidAlice = dataOf<AdminOrderPage>(
      await call(listAllOrders, { path: `/api/ordersAdmin?status=1&userId=${alice.id}`, user: admin }),
    );
    expect(paidAlice.data.map((order) => order._id)).toEqual([a1.id]);

    const bobPart = bob.email.slice(0, 20).toUpperCase();
    const byEmail = dataOf<AdminOrderPage>(
      await call(listAllOrders, { path: `/api/ordersAdmin?email=${encodeURIComponent(bobPart)}`, user: admin }),
    );
    expect(byEmail).toEqual({ count: 1, data: [expect.objectContaining({ _id: b1.id, email: bob.email })] });

    const paged = dataOf<AdminOrderPage>(
      await call(listAllOrders, { path: `/api/ordersAdmin?currentPage=2&pageSize=1&userId=${alice.id}`, user: admin }),
    );
    expect(paged).toEqual({ count: 2, data: [expect.objectContaining({ _id: a1.id })] });
  });

  it("refuses a bad status with a translated 400", async () => {
    const admin = await seedAdmin();
    const result = await call(listAllOrders, { path: "/api/ordersAdmin?status=9", user: admin });
    expectTranslated400(result, "Admin");
  });
});

describe("POST /api/admin/memberships", () => {
  it("grants a plan from a valid membership's end, its tokens through the ledger, and one audit row", async () => {
    const admin = await seedAdmin();
    const end = new Date(Date.now() + 10 * DAY);
    const member = await seedPerson({ membershipEndsAt: end });
    const result = await grant(admin, { action: "grant", email: member.email.toUpperCase(), plan: "quarterly" });
    expect(result.status).toBe(200);
    const change = dataOf<MembershipChangeDto>(result);
    expect(change).toMatchObject({ userId: member.id, isVip: false, tokensGranted: 3 * MONTHLY_TOKENS });
    expect(change.valiTo).toBe(addMonths(end, 3).toISOString());

    const user = await db.user.findUniqueOrThrow({ where: { id: member.id } });
    expect(user.tokenBalance).toBe(3 * MONTHLY_TOKENS);
    const logs = await db.adminAuditLog.findMany({ where: { targetUserId: member.id } });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ adminId: admin.id, action: "GRANT_MEMBERSHIP" });
    expect(logs[0]!.details).toMatchObject({
      plan: "quarterly",
      before: { membershipEndsAt: end.toISOString(), isLifetime: false },
      after: { membershipEndsAt: change.valiTo, isLifetime: false },
      tokensGranted: 3 * MONTHLY_TOKENS,
    });
    const tokenRows = await db.tokenRecord.findMany({ where: { userId: member.id } });
    expect(tokenRows).toEqual([
      expect.objectContaining({ type: "MEMBERSHIP", amount: 3 * MONTHLY_TOKENS, reference: `admin:${logs[0]!.id}` }),
    ]);
  });

  it("renews an expired membership from now, sets an exact end date without tokens, and grants lifetime once", async () => {
    const admin = await seedAdmin();
    const member = await seedPerson({ membershipEndsAt: new Date(Date.now() - 5 * DAY) });
    const before = Date.now();
    const renewed = dataOf<MembershipChangeDto>(
      await grant(admin, { action: "grant", userId: member.id, plan: "monthly" }),
    );
    const after = Date.now();
    const valiTo = new Date(renewed.valiTo!).getTime();
    expect(valiTo).toBeGreaterThanOrEqual(addMonths(new Date(before), 1).getTime());
    expect(valiTo).toBeLessThanOrEqual(addMonths(new Date(after), 1).getTime());

    const exact = "2031-05-04T00:00:00.000Z";
    const dated = dataOf<MembershipChangeDto>(
      await grant(admin, { action: "grant", userId: member.id, endsAt: exact }),
    );
    expect(dated).toMatchObject({ valiTo: exact, tokensGranted: 0 });

    const lifetime = dataOf<MembershipChangeDto>(
      await grant(admin, { action: "grant", userId: member.id, plan: "lifetime" }),
    );
    expect(lifetime).toMatchObject({ isVip: true, tokensGranted: 2_000_000 });
    const again = await grant(admin, { action: "grant", userId: member.id, plan: "lifetime" });
    expect(again.status).toBe(409);
    expect(await db.adminAuditLog.count({ where: { targetUserId: member.id } })).toBe(3);
  });

  it("ends a membership and a lifetime, audited; ending nothing is refused and writes no row", async () => {
    const admin = await seedAdmin();
    const member = await seedPerson({ membershipEndsAt: new Date(Date.now() + 30 * DAY), isLifetime: true });
    const ended = dataOf<MembershipChangeDto>(await grant(admin, { action: "end", userId: member.id, note: "refund" }));
    expect(ended.isVip).toBe(false);
    expect(new Date(ended.valiTo!).getTime()).toBeLessThanOrEqual(Date.now());
    const [log] = await db.adminAuditLog.findMany({ where: { targetUserId: member.id } });
    expect(log).toMatchObject({ action: "END_MEMBERSHIP", details: expect.objectContaining({ note: "refund" }) });

    const again = await grant(admin, { action: "end", userId: member.id });
    expect(again.status).toBe(409);
    expect(await db.adminAuditLog.count({ where: { targetUserId: member.id } })).toBe(1);

    const audit = dataOf<AuditLogPage>(
      await call(listAudit, { path: `/api/admin/memberships?userId=${member.id}`, user: admin }),
    );
    expect(audit).toEqual({ count: 1, data: [expect.objectContaining({ _id: log!.id, action: "END_MEMBERSHIP" })] });
  });

  it("commits the change and the audit row together: a failing audit write leaves the membership untouched", async () => {
    const admin = await seedAdmin();
    const member = await seedPerson();
    // An audit row that cannot be written (a trigger refusing it) must roll the grant back with it.
    await db.$executeRawUnsafe(`
      CREATE OR REPLACE FUNCTION admin_it_refuse_audit() RETURNS trigger AS $$
      BEGIN
        IF NEW."targetUserId" = '${member.id}' THEN RAISE EXCEPTION 'audit refused'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await db.$executeRawUnsafe(
      `CREATE TRIGGER admin_it_refuse_audit BEFORE INSERT ON "AdminAuditLog" FOR EACH ROW EXECUTE FUNCTION admin_it_refuse_audit()`,
    );
    try {
      const result = await grant(admin, { action: "grant", userId: member.id, plan: "yearly" });
      expect(result.status).toBe(500);
    } finally {
      await db.$executeRawUnsafe(`DROP TRIGGER admin_it_refuse_audit ON "AdminAuditLog"`);
      await db.$executeRawUnsafe(`DROP FUNCTION admin_it_refuse_audit()`);
    }
    const user = await db.user.findUniqueOrThrow({ where: { id: member.id } });
    expect(user).toMatchObject({ membershipEndsAt: null, isLifetime: false, tokenBalance: 0 });
    expect(await db.tokenRecord.count({ where: { userId: member.id } })).toBe(0);
  });

  it("answers 404 for an unknown user and translated 400s for bad input, changing nothing", async () => {
    const admin = await seedAdmin();
    expect((await grant(admin, { action: "grant", userId: "nobody", plan: "monthly" })).status).toBe(404);
    const member = await seedPerson();
    const bad = [
      {},
      { action: "pause", userId: member.id },
      { action: "grant", plan: "monthly" },
      { action: "grant", userId: member.id, email: member.email, plan: "monthly" },
      { action: "grant", userId: member.id },
      { action: "grant", userId: member.id, plan: "monthly", endsAt: "2031-01-01" },
      { action: "grant", userId: member.id, plan: "weekly" },
      { action: "grant", userId: member.id, endsAt: "2001-01-01" },
      { action: "grant", userId: member.id, endsAt: "tomorrow" },
      { action: "grant", email: "not-an-address", plan: "monthly" },
      { action: "end", userId: member.id, note: "x".repeat(501) },
    ];
    for (const body of bad) expectTranslated400(await grant(admin, body), "Admin");
    const nul = await grant(admin, { action: "grant", userId: member.id, plan: "monthly", note: "a\u0000b" });
    expect(nul.status).toBe(400);
    const user = await db.user.findUniqueOrThrow({ where: { id: member.id } });
    expect(user).toMatchObject({ membershipEndsAt: null, tokenBalance: 0 });
    expect(await db.adminAuditLog.count({ where: { targetUserId: member.id } })).toBe(0);
  });
});

describe("GET /api/admin/reviews", () => {
  it("lists only reviews waiting for approval, oldest first, with the author's e-mail", async () => {
    const admin = await seedAdmin();
    const author = await seedPerson();
    const t = Date.now();
    const older = await db.review.create({
      data: { userId: author.id, rating: 5, content: "Waiting review one", createdAt: new Date(t - 2000) },
    });
    await db.review.create({ data: { userId: author.id, rating: 4, content: "Already approved", status: "APPROVED" } });
    const newer = await db.review.create({
      data: { userId: author.id, rating: 3, content: "Waiting review two", createdAt: new Date(t - 1000) },
    });
    const page = dataOf<PendingReviewPage>(
      await call(listPendingReviews, { path: "/api/admin/reviews?pageSize=50", user: admin }),
    );
    const mine = page.data.filter((review) => review.email === author.email);
    expect(mine.map((review) => review._id)).toEqual([older.id, newer.id]);
  });
});
