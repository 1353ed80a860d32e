// Student and open-source offer: applying with a school address verified by a mailed code or with a code-hosting
// profile, once per person and once per proof; the admin's approval grants 6 months once even when 20 approvals race,
// and is audited with the grant.
import { mailedCode, seedAdmin, seedPerson, expectTranslated400 } from "./helpers";
import { afterAll, describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import { GET as listApplications } from "@/app/api/admin/offer-applications/route";
import { PATCH as reviewApplication } from "@/app/api/admin/offer-applications/[id]/route";
import { POST as sendCode } from "@/app/api/offer/email-code/route";
import { GET as ownApplication, POST as apply } from "@/app/api/offer/applications/route";
import { db, getDb } from "@/lib/db";
import { addMonths } from "@/lib/pricing/membership-end";
import type { AdminOfferApplicationPage, OfferApplicationDto } from "@/lib/validations/offer/offer-dto";
import { offerMessageKey } from "@/lib/validations/offer/offer-rules";
import { call, dataOf, type TestUser } from "../resumes/helpers";

afterAll(async () => {
  await getDb().$disconnect();
});

const DAY = 24 * 60 * 60 * 1000;
const post = (user: TestUser, body: unknown) =>
  call(apply, { method: "POST", path: "/api/offer/applications", user, body });
const askCode = (user: TestUser, schoolEmail: string) =>
  call(sendCode, { method: "POST", path: "/api/offer/email-code", user, body: { schoolEmail } });
const review = (admin: TestUser, id: string, status: string) =>
  call(reviewApplication, {
    method: "PATCH",
    path: `/api/admin/offer-applications/${id}`,
    user: admin,
    params: { id },
    body: { status },
  });
const profile = () => `https://github.com/dev-${randomUUID().slice(0, 8)}`;
const statement = "I maintain a small open-source parser and review pull requests weekly.";

describe("applying", () => {
  it("verifies a school address by a mailed 6-digit code, then stores a PENDING application", async () => {
    const student = await seedPerson();
    const school = `s-${randomUUID().slice(0, 8)}@Mail.Tsinghua.EDU.cn`;
    expect((await askCode(student, school)).status).toBe(200);
    const code = await mailedCode(school.toLowerCase());
    const wrong = await post(student, {
      kind: "schoolEmail",
      schoolEmail: school,
      veriCode: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe(100003);
    const result = await post(student, { kind: "schoolEmail", schoolEmail: school, veriCode: code });
    expect(result.status).toBe(200);
    expect(dataOf<OfferApplicationDto>(result)).toMatchObject({
      kind: "schoolEmail",
      schoolEmail: school.toLowerCase(),
      status: "PENDING",
    });
    expect(
      dataOf<OfferApplicationDto>(await call(ownApplication, { path: "/api/offer/applications", user: student })),
    ).toMatchObject({ status: "PENDING" });
  });

  it("takes a code-hosting profile with a statement, normalised; a second application by the same person is refused", async () => {
    const dev = await seedPerson();
    expect(dataOf(await call(ownApplication, { path: "/api/offer/applications", user: dev }))).toBeNull();
    const url = profile();
    const first = await post(dev, {
      kind: "codeProfile",
      profileUrl: `${url.replace("github", "WWW.GitHub")}/`,
      statement,
    });
    expect(first.status).toBe(200);
    expect(dataOf<OfferApplicationDto>(first)).toMatchObject({ profileUrl: url.toLowerCase(), status: "PENDING" });

    const second = await post(dev, { kind: "codeProfile", profileUrl: profile(), statement });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe(400101);
    const code = await askCode(dev, `x-${randomUUID().slice(0, 6)}@ox.ac.uk`);
    expect(code.body.code).toBe(400101);

    const other = await seedPerson();
    const reused = await post(other, { kind: "codeProfile", profileUrl: url, statement });
    expect(reused.body.code).toBe(400102);
    expect(await db.offerApplication.count({ where: { userId: { in: [dev.id, other.id] } } })).toBe(1);
  });

  it("stores one application when the same person sends 10 at once", async () => {
    const dev = await seedPerson();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post(dev, { kind: "codeProfile", profileUrl: profile(), statement })),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status !== 200).every((result) => result.body.code === 400101)).toBe(true);
    expect(await db.offerApplication.count({ where: { userId: dev.id } })).toBe(1);
  });

  it("refuses bad input with translated 400s, and NUL bytes, storing nothing", async () => {
    const user = await seedPerson();
    const bad = [
      {},
      { kind: "other" },
      { kind: "schoolEmail", schoolEmail: "me@gmail.com", veriCode: "123456" },
      { kind: "schoolEmail", schoolEmail: "me@uni.edu", veriCode: "12ab" },
      { kind: "codeProfile", profileUrl: "http://github.com/me", statement },
      { kind: "codeProfile", profileUrl: "https://evil.com/me", statement },
      { kind: "codeProfile", profileUrl: "https://github.com/me/repo", statement },
      { kind: "codeProfile", profileUrl: "https://github.com/", statement },
      { kind: "codeProfile", profileUrl: "https://github.com/me", statement: "too short" },
      { kind: "codeProfile", profileUrl: "https://github.com/me", statement: "x".repeat(1001) },
    ];
    for (const body of bad) expectTranslated400(await post(user, body), "Offer", offerMessageKey);
    expectTranslated400(await askCode(user, "me@gmail.com"), "Offer", offerMessageKey);
    // The ten tries above spent this person's hourly budget (rateLimits.applyOffer): a fresh person sends the NUL.
    const other = await seedPerson();
    const nul = await post(other, { kind: "codeProfile", profileUrl: profile(), statement: `${statement}\u0000` });
    expect(nul.status).toBe(400);
    expect(nul.body.code).toBe(200003);
    expect(await db.offerApplication.count({ where: { userId: { in: [user.id, other.id] } } })).toBe(0);
  });
});

describe("reviewing", () => {
  async function pendingApplication(options: { membershipEndsAt?: Date | null } = {}) {
    const applicant = await seedPerson(options);
    const result = await post(applicant, { kind: "codeProfile", profileUrl: profile(), statement });
    return { applicant, id: dataOf<OfferApplicationDto>(result)._id };
  }

  it("grants 6 months and their tokens once when 20 approvals race, with one audit row", async () => {
    const admin = await seedAdmin();
    const { applicant, id } = await pendingApplication();
    const before = Date.now();
    const results = await Promise.all(Array.from({ length: 20 }, () => review(admin, id, "APPROVED")));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status === 409).every((result) => result.body.code === 400103)).toBe(true);
    expect(results.filter((result) => result.status === 409)).toHaveLength(19);

    const user = await db.user.findUniqueOrThrow({ where: { id: applicant.id } });
    expect(user.membershipEndsAt!.getTime()).toBeGreaterThanOrEqual(addMonths(new Date(before), 6).getTime());
    expect(user.membershipEndsAt!.getTime()).toBeLessThanOrEqual(addMonths(new Date(), 6).getTime());
    expect(user.tokenBalance).toBe(6 * 50_000);
    expect(await db.tokenRecord.count({ where: { userId: applicant.id } })).toBe(1);
    const logs = await db.adminAuditLog.findMany({ where: { targetUserId: applicant.id } });
    expect(logs).toEqual([
      expect.objectContaining({
        action: "APPROVE_OFFER",
        adminId: admin.id,
        details: expect.objectContaining({ applicationId: id }),
      }),
    ]);
    // And a rejection afterwards changes nothing.
    expect((await review(admin, id, "REJECTED")).body.code).toBe(400103);
  });

  it("extends a valid membership from its end; a rejection grants nothing but is audited", async () => {
    const admin = await seedAdmin();
    const end = new Date(Date.now() + 20 * DAY);
    const member = await pendingApplication({ membershipEndsAt: end });
    expect((await review(admin, member.id, "APPROVED")).status).toBe(200);
    const user = await db.user.findUniqueOrThrow({ where: { id: member.applicant.id } });
    expect(user.membershipEndsAt!.toISOString()).toBe(addMonths(end, 6).toISOString());

    const other = await pendingApplication();
    expect(dataOf<OfferApplicationDto>(await review(admin, other.id, "REJECTED")).status).toBe("REJECTED");
    expect(await db.user.findUniqueOrThrow({ where: { id: other.applicant.id } })).toMatchObject({
      membershipEndsAt: null,
      tokenBalance: 0,
    });
    expect(await db.adminAuditLog.count({ where: { targetUserId: other.applicant.id, action: "REJECT_OFFER" } })).toBe(
      1,
    );
    expect((await review(admin, "unknown-id", "APPROVED")).status).toBe(404);
    expectTranslated400(await review(admin, other.id, "MAYBE"), "Admin", (m) =>
      m === "Status must be APPROVED or REJECTED" ? "statusInvalid" : undefined,
    );
  });

  it("lists applications by status with the applicant's e-mail", async () => {
    const admin = await seedAdmin();
    const { applicant, id } = await pendingApplication();
    const page = dataOf<AdminOfferApplicationPage>(
      await call(listApplications, { path: "/api/admin/offer-applications?status=PENDING&pageSize=50", user: admin }),
    );
    expect(page.data.every((row) => row.status === "PENDING")).toBe(true);
    const found = await db.offerApplication.count({ where: { status: "PENDING" } });
    expect(page.count).toBe(found);
    const all = dataOf<AdminOfferApplicationPage>(
      await call(listApplications, {
        path: `/api/admin/offer-applications?status=PENDING&pageSize=50&currentPage=${Math.ceil(found / 50)}`,
        user: admin,
      }),
    );
    expect(all.data.some((row) => row._id === id && row.email === applicant.email)).toBe(true);
  });
});
