// Student and open-source offer: applying with a school address verified by a mailed code or with a GitHub profile
// shown to be the applicant's (their GitHub sign-in, or their code in the profile README, read from a fake GitHub),
// once per person and once per proof, also after the account that used the proof is deleted; the admin's approval
// grants 6 months once even when 20 approvals race, and is audited with the grant.
import { FAKE_GITHUB_PORT } from "./set-github-env";
import { mailedCode, seedAdmin, seedPerson, expectTranslated400 } from "./helpers";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import { GET as listApplications } from "@/app/api/admin/offer-applications/route";
import { PATCH as reviewApplication } from "@/app/api/admin/offer-applications/[id]/route";
import { GET as destroyCaptcha } from "@/app/api/destoryCaptcha/route";
import { POST as sendCode } from "@/app/api/offer/email-code/route";
import { GET as ownApplication, POST as apply } from "@/app/api/offer/applications/route";
import { GET as profileCode } from "@/app/api/offer/profile-code/route";
import { POST as unregister } from "@/app/api/users/unregister/route";
import { hashSecret } from "@/lib/server/auth/secret-hash";
import { db, getDb } from "@/lib/server/db";
import { addMonths } from "@/lib/server/pricing/membership-end";
import type { AdminOfferApplicationPage, OfferApplicationDto } from "@/lib/shared/validations/offer/offer-dto";
import enMessages from "@/messages/en.json";
import zhMessages from "@/messages/zh.json";
import { startFakeOAuthServer, type FakeOAuth } from "../../fakes/oauth-server";
import { call, dataOf, type TestUser } from "../resumes/helpers";

let github: FakeOAuth;
beforeAll(async () => {
  github = await startFakeOAuthServer({ port: FAKE_GITHUB_PORT });
});
afterAll(async () => {
  await github.close();
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
/** A GitHub account at the fake; its profile link. */
function githubAccount(): { login: string; url: string; id: number } {
  const login = `Dev-${randomUUID().slice(0, 8)}`;
  const account = github.account({
    login,
    name: login,
    email: `${login}@example.test`,
    privateEmail: false,
    emailVerified: true,
  });
  return { login, url: `https://github.com/${login}`, id: account.id };
}
async function codeOf(user: TestUser): Promise<string> {
  return dataOf<{ code: string }>(await call(profileCode, { path: "/api/offer/profile-code", user })).code;
}
/** A GitHub profile whose README carries `user`'s code: shown to be theirs. */
async function verifiedProfile(user: TestUser): Promise<string> {
  const account = githubAccount();
  github.readmes.set(account.login, `# Hi, I am ${account.login}\n\n<!-- ${await codeOf(user)} -->\n`);
  return account.url;
}
/** The 4-letter deletion captcha, known to the test (its answer replaced, as tests/integration/accounts do). */
async function deleteAccount(user: TestUser): Promise<void> {
  expect((await call(destroyCaptcha, { path: "/api/destoryCaptcha", user })).status).toBe(200);
  const row = await db.captcha.findFirstOrThrow({
    where: { target: user.id, purpose: "DESTROY" },
    orderBy: { createdAt: "desc" },
  });
  await db.captcha.update({
    where: { id: row.id },
    data: { answerHash: hashSecret(["captcha", "DESTROY", user.id, "Qx7z"]) },
  });
  const result = await call(unregister, {
    method: "POST",
    path: "/api/users/unregister",
    user,
    body: { captchaCode: "Qx7z" },
  });
  expect(result.status).toBe(200);
  expect(await db.user.count({ where: { id: user.id } })).toBe(0);
}
/** A refusal whose code the client translates, with a sentence in both languages. */
function expectTranslatedRefusal(
  result: { status: number; body: { code?: number; key?: string } },
  status: number,
  code: number,
) {
  expect({ status: result.status, code: result.body.code }).toEqual({ status, code });
  const key = result.body.key as string;
  expect((enMessages.ApiErrors as Record<string, string>)[key]).toEqual(expect.any(String));
  expect((zhMessages.ApiErrors as Record<string, string>)[key]).toEqual(expect.any(String));
}
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

  it("takes a GitHub profile with a statement, normalised; a second application by the same person is refused", async () => {
    const dev = await seedPerson();
    expect(dataOf(await call(ownApplication, { path: "/api/offer/applications", user: dev }))).toBeNull();
    const url = await verifiedProfile(dev);
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

    // Another person who also shows the profile is theirs (their code beside the first one's) is still refused.
    const other = await seedPerson();
    const login = url.split("/").pop()!;
    const account = [...github.accounts.values()].find((entry) => entry.login.toLowerCase() === login.toLowerCase())!;
    github.readmes.set(account.login, `${github.readmes.get(account.login)}\n${await codeOf(other)}\n`);
    const reused = await post(other, { kind: "codeProfile", profileUrl: url, statement });
    expect(reused.body.code).toBe(400102);
    expect(await db.offerApplication.count({ where: { userId: { in: [dev.id, other.id] } } })).toBe(1);
  });

  it("stores one application when the same person sends 10 at once", async () => {
    const dev = await seedPerson();
    const urls = await Promise.all(Array.from({ length: 10 }, () => verifiedProfile(dev)));
    const results = await Promise.all(
      urls.map((url) => post(dev, { kind: "codeProfile", profileUrl: url, statement })),
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
      { kind: "codeProfile", profileUrl: "https://gitlab.com/me", statement },
      { kind: "codeProfile", profileUrl: "https://github.com/me/repo", statement },
      { kind: "codeProfile", profileUrl: "https://github.com/", statement },
      { kind: "codeProfile", profileUrl: "https://github.com/me", statement: "too short" },
      { kind: "codeProfile", profileUrl: "https://github.com/me", statement: "x".repeat(1001) },
    ];
    for (const body of bad) expectTranslated400(await post(user, body), "Offer");
    expectTranslated400(await askCode(user, "me@gmail.com"), "Offer");
    // The ten tries above spent this person's hourly budget (rateLimits.applyOffer): a fresh person sends the NUL.
    const other = await seedPerson();
    const nul = await post(other, { kind: "codeProfile", profileUrl: profile(), statement: `${statement}\u0000` });
    expect(nul.status).toBe(400);
    expect(nul.body.code).toBe(200003);
    expect(await db.offerApplication.count({ where: { userId: { in: [user.id, other.id] } } })).toBe(0);
  });
});

describe("once per person", () => {
  async function applyWithSchool(user: TestUser, schoolEmail: string) {
    expect((await askCode(user, schoolEmail)).status).toBe(200);
    return post(user, { kind: "schoolEmail", schoolEmail, veriCode: await mailedCode(schoolEmail.toLowerCase()) });
  }

  it("refuses a school address again after the account that used it was deleted", async () => {
    const school = `grad-${randomUUID().slice(0, 8)}@uni.edu`;
    const first = await seedPerson();
    expect((await applyWithSchool(first, school)).status).toBe(200);
    await deleteAccount(first);
    expect(await db.offerApplication.count({ where: { schoolEmail: school } })).toBe(0);

    const again = await seedPerson();
    expect((await askCode(again, school)).body.code).toBe(400102);
    expect((await askCode(again, school.replace("@", "+again@").toUpperCase())).body.code).toBe(400102);
    expect(await db.offerApplication.count({ where: { userId: again.id } })).toBe(0);
  });

  it("refuses a GitHub profile again after the account that used it was deleted, even renamed", async () => {
    const first = await seedPerson();
    const url = await verifiedProfile(first);
    expect((await post(first, { kind: "codeProfile", profileUrl: url, statement })).status).toBe(200);
    await deleteAccount(first);

    // The same GitHub account (its id), now under another login, with the new applicant's code in its README.
    const again = await seedPerson();
    const login = url.split("/").pop()!;
    const account = github.accounts.get(login)!;
    github.accounts.delete(login);
    account.login = `${login}-renamed`;
    github.accounts.set(account.login, account);
    github.readmes.set(account.login, await codeOf(again));
    const result = await post(again, {
      kind: "codeProfile",
      profileUrl: `https://github.com/${account.login}`,
      statement,
    });
    expectTranslatedRefusal(result, 409, 400102);
    expect(await db.offerApplication.count({ where: { userId: again.id } })).toBe(0);
  });

  it("counts a+x@school.edu and A@School.edu as the address a@school.edu", async () => {
    const local = `a${randomUUID().slice(0, 6)}`;
    const first = await seedPerson();
    expect((await applyWithSchool(first, `${local}+x@school.edu`)).status).toBe(200);
    for (const spelling of [`${local}@school.edu`, `${local.toUpperCase()}@School.EDU`, `${local}+other@school.edu`]) {
      const other = await seedPerson();
      const result = await askCode(other, spelling);
      expectTranslatedRefusal(result, 409, 400102);
    }
  });
});

describe("GitHub profile ownership", () => {
  it("refuses a profile that is not shown to be the applicant's, with a translated message, storing nothing", async () => {
    const user = await seedPerson();
    const bare = githubAccount();
    // No profile README at all.
    expectTranslatedRefusal(await post(user, { kind: "codeProfile", profileUrl: bare.url, statement }), 403, 400105);
    // A README without the code, and one with someone else's code.
    github.readmes.set(bare.login, "# Hello\nresumecraft-offer-0000000000000000");
    expectTranslatedRefusal(await post(user, { kind: "codeProfile", profileUrl: bare.url, statement }), 403, 400105);
    const someoneElse = await seedPerson();
    github.readmes.set(bare.login, await codeOf(someoneElse));
    const refused = await post(user, { kind: "codeProfile", profileUrl: bare.url, statement });
    expectTranslatedRefusal(refused, 403, 400105);
    expect(refused.body.message).toMatch(/GitHub/);
    // A profile GitHub does not know.
    expectTranslatedRefusal(await post(user, { kind: "codeProfile", profileUrl: profile(), statement }), 400, 400104);
    // Another GitHub sign-in of this person (a different GitHub account) does not make this profile theirs.
    const mine = githubAccount();
    await db.account.create({
      data: { userId: user.id, type: "oauth", provider: "github", providerAccountId: String(mine.id) },
    });
    expectTranslatedRefusal(await post(user, { kind: "codeProfile", profileUrl: bare.url, statement }), 403, 400105);
    expect(await db.offerApplication.count({ where: { userId: user.id } })).toBe(0);
  });

  it("accepts a profile of the GitHub account the applicant signs in with, without a README", async () => {
    const user = await seedPerson();
    const account = githubAccount();
    await db.account.create({
      data: { userId: user.id, type: "oauth", provider: "github", providerAccountId: String(account.id) },
    });
    const result = await post(user, { kind: "codeProfile", profileUrl: account.url, statement });
    expect(result.status).toBe(200);
    expect(dataOf<OfferApplicationDto>(result)).toMatchObject({
      kind: "codeProfile",
      profileUrl: account.url.toLowerCase(),
      status: "PENDING",
    });
  });

  it("accepts a profile whose README carries the applicant's code; the code is the same on every ask", async () => {
    const user = await seedPerson();
    expect(await codeOf(user)).toBe(await codeOf(user));
    expect(await codeOf(user)).not.toBe(await codeOf(await seedPerson()));
    const result = await post(user, { kind: "codeProfile", profileUrl: await verifiedProfile(user), statement });
    expect(result.status).toBe(200);
    expect((await call(profileCode, { path: "/api/offer/profile-code" })).status).toBe(401);
  });
});

describe("reviewing", () => {
  async function pendingApplication(options: { membershipEndsAt?: Date | null } = {}) {
    const applicant = await seedPerson(options);
    const result = await post(applicant, {
      kind: "codeProfile",
      profileUrl: await verifiedProfile(applicant),
      statement,
    });
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
    const maybe = await review(admin, other.id, "MAYBE");
    expectTranslated400(maybe, "Admin");
    expect(maybe.body.details).toMatchObject([{ key: "Admin.validation.statusInvalid" }]);
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
