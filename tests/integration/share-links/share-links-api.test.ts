// Tracked links per recipient (issue 26 item 4) through their routes: create, list, revoke and expiry; the owner's
// only (another user gets the same 404 as an unknown id and changes nothing); bad input is a translated 400 that
// changes nothing; the 50-link cap holds under concurrent creates.
import { afterAll, describe, expect, it } from "@jest/globals";
import { seedResume, seedUser, dataOf, type TestUser } from "@/tests/integration/resumes/helpers";
import { db, getDb } from "@/lib/server/db";
import { findShareLinkPage } from "@/lib/server/services/share-links/find-share-link-page";
import {
  MAX_SHARE_LINKS_PER_RESUME,
  REGULAR_SHARE_LINKS_PER_RESUME,
  type ShareLinkDto,
} from "@/lib/shared/validations/share-links/share-link";
import { createLink, linkOf, listLinks, newLink, revokeLink, tokenOf, visit } from "./helpers";

afterAll(async () => getDb().$disconnect());

const DAY = 24 * 60 * 60 * 1000;

/** A premium owner: a regular member's links stop at REGULAR_SHARE_LINKS_PER_RESUME (tested below). */
async function owner(): Promise<{ user: TestUser; resumeId: string }> {
  const user = await seedUser("premium");
  const resume = await seedResume(user.id, { name: "Private resume" });
  return { user, resumeId: resume.id };
}

const linkCount = (resumeId: string) => db.shareLink.count({ where: { resumeId } });

describe("creating and listing", () => {
  it("makes a random link with its label and expiry, listed newest first with empty counts", async () => {
    const { user, resumeId } = await owner();
    const expiresAt = new Date(Date.now() + 30 * DAY).toISOString();
    const first = await createLink(user, resumeId, { label: "  Acme Corp  ", expiresAt });
    expect(first.status).toBe(200);
    const acme = dataOf<ShareLinkDto>(first);
    expect(acme).toMatchObject({
      label: "Acme Corp",
      expiresAt,
      revokedAt: null,
      status: "active",
      views: 0,
      visitors: 0,
      firstViewAt: null,
      lastViewAt: null,
    });
    expect(acme.path).toMatch(/^\/s\/[A-Za-z0-9_-]{32}$/);
    expect(acme.days).toHaveLength(30);
    const jane = await newLink(user, resumeId, "Jane at Initech");
    expect(tokenOf(jane)).not.toBe(tokenOf(acme));

    const listed = dataOf<ShareLinkDto[]>(await listLinks(user, resumeId));
    expect(listed.map((link) => link.label)).toEqual(["Jane at Initech", "Acme Corp"]);
    expect(listed[1]).toEqual(acme);
  });

  it("works while the resume is private: the link shows it", async () => {
    const { user, resumeId } = await owner();
    const link = await newLink(user, resumeId);
    expect((await db.resume.findUniqueOrThrow({ where: { id: resumeId } })).isPublic).toBe(false);
    const page = await findShareLinkPage(tokenOf(link));
    expect(page?.resume.id).toBe(resumeId);
  });
});

describe("revoking and expiry", () => {
  it("a revoked link keeps its counts in the list and answers the polite page; revoking again keeps the first time", async () => {
    const { user, resumeId } = await owner();
    const link = await newLink(user, resumeId);
    expect((await visit(tokenOf(link))).counted).toBe(true);
    const revoked = await revokeLink(user, resumeId, link.id);
    expect(revoked.status).toBe(200);
    const dto = dataOf<ShareLinkDto>(revoked);
    expect(dto).toMatchObject({ status: "revoked", views: 1, visitors: 1 });
    expect(dto.revokedAt).not.toBeNull();

    expect(await visit(tokenOf(link))).toEqual({ shown: false, counted: false });
    const again = dataOf<ShareLinkDto>(await revokeLink(user, resumeId, link.id));
    expect(again.revokedAt).toBe(dto.revokedAt);
    expect(await linkOf(user, resumeId, link.id)).toMatchObject({ status: "revoked", views: 1 });
  });

  it("an expired link answers the polite page and counts nothing", async () => {
    const { user, resumeId } = await owner();
    const created = await createLink(user, resumeId, {
      label: "Soon over",
      expiresAt: new Date(Date.now() + DAY).toISOString(),
    });
    const link = dataOf<ShareLinkDto>(created);
    expect((await visit(tokenOf(link))).shown).toBe(true);
    // The day passes.
    await db.shareLink.update({ where: { id: link.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await visit(tokenOf(link))).toEqual({ shown: false, counted: false });
    expect(await linkOf(user, resumeId, link.id)).toMatchObject({ status: "expired", views: 1 });
  });

  it("a link of a resume in the trash answers the polite page", async () => {
    const { user, resumeId } = await owner();
    const link = await newLink(user, resumeId);
    await db.resume.update({ where: { id: resumeId }, data: { deletedAt: new Date() } });
    expect(await visit(tokenOf(link))).toEqual({ shown: false, counted: false });
    expect((await listLinks(user, resumeId)).status).toBe(404);
  });

  it("an unknown or malformed token answers the same polite page", async () => {
    expect(await findShareLinkPage("A".repeat(32))).toBeNull();
    expect(await findShareLinkPage("../../etc/passwd")).toBeNull();
    expect(await findShareLinkPage("")).toBeNull();
  });
});

describe("the owner's only", () => {
  it("another user can neither list, create, revoke nor see the views: 404 as for an unknown id, nothing changed", async () => {
    const { user, resumeId } = await owner();
    const link = await newLink(user, resumeId);
    await visit(tokenOf(link));
    const stranger = await seedUser();

    for (const answer of [
      await listLinks(stranger, resumeId),
      await createLink(stranger, resumeId, { label: "Mine now" }),
      await revokeLink(stranger, resumeId, link.id),
      await listLinks(stranger, "no-such-resume"),
      await revokeLink(user, resumeId, "no-such-link"),
    ]) {
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain(tokenOf(link));
    }
    // The stranger's own resume does not reach another resume's link either.
    const theirs = await seedResume(stranger.id);
    expect((await revokeLink(stranger, theirs.id, link.id)).status).toBe(404);

    expect(await linkCount(resumeId)).toBe(1);
    expect(await linkOf(user, resumeId, link.id)).toMatchObject({ status: "active", views: 1 });
  });

  it("without a session every call is 401", async () => {
    const { user, resumeId } = await owner();
    const link = await newLink(user, resumeId);
    const anonymous = { id: "", token: "" };
    expect((await listLinks(anonymous, resumeId)).status).toBe(401);
    expect((await createLink(anonymous, resumeId, { label: "x" })).status).toBe(401);
    expect((await revokeLink(anonymous, resumeId, link.id)).status).toBe(401);
  });
});

describe("bad input", () => {
  const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

  it.each([
    ["a label too long", { label: "x".repeat(81) }, "label", "ShareLinks.errors.labelTooLong"],
    ["a blank label", { label: "   " }, "label", "ShareLinks.errors.labelRequired"],
    ["no label", {}, "label", "ShareLinks.errors.labelRequired"],
    ["a label with a line break", { label: "Acme\nCorp" }, "label", "ShareLinks.errors.labelControl"],
    ["a label with a control character", { label: "Acme\u001b[31m" }, "label", "ShareLinks.errors.labelControl"],
    ["a past expiry", { label: "Acme", expiresAt: inDays(-1) }, "expiresAt", "ShareLinks.errors.expiryPast"],
    [
      "an expiry over a year ahead",
      { label: "Acme", expiresAt: inDays(400) },
      "expiresAt",
      "ShareLinks.errors.expiryTooFar",
    ],
    [
      "an expiry that is no date",
      { label: "Acme", expiresAt: "next week" },
      "expiresAt",
      "ShareLinks.errors.expiryInvalid",
    ],
    ["a field of its own", { label: "Acme", token: "A".repeat(32) }, "", "ApiValidation"],
  ])("%s is a 400 with its key, in the request's language, and nothing is made", async (_, body, path, key) => {
    const { user, resumeId } = await owner();
    const answer = await createLink(user, resumeId, body);
    expect(answer.status).toBe(400);
    const details = answer.body.details as { path: string; key: string; message: string }[];
    expect(details[0]!.key.startsWith(key)).toBe(true);
    if (path) expect(details[0]!.path).toBe(path);
    expect(details[0]!.message).not.toBe(details[0]!.key);
    expect(await linkCount(resumeId)).toBe(0);
  });

  it("a NUL character is the project's INVALID_CHARACTERS 400", async () => {
    const { user, resumeId } = await owner();
    const answer = await createLink(user, resumeId, { label: "Acme\u0000" });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(200003);
    expect(await linkCount(resumeId)).toBe(0);
  });

  it(`at ${MAX_SHARE_LINKS_PER_RESUME} links that are not revoked the next is a translated 400; revoking one makes room`, async () => {
    const { user, resumeId } = await owner();
    await db.shareLink.createMany({
      data: Array.from({ length: MAX_SHARE_LINKS_PER_RESUME }, (_, index) => ({
        resumeId,
        userId: user.id,
        token: `cap${String(index).padStart(29, "0")}`,
        label: `Company ${index}`,
      })),
    });
    const refused = await createLink(user, resumeId, { label: "One too many" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 300201, key: "shareLinkLimitReached", values: { max: 50 } });
    expect(await linkCount(resumeId)).toBe(MAX_SHARE_LINKS_PER_RESUME);

    const one = await db.shareLink.findFirstOrThrow({ where: { resumeId } });
    expect((await revokeLink(user, resumeId, one.id)).status).toBe(200);
    expect((await createLink(user, resumeId, { label: "Now there is room" })).status).toBe(200);
    expect(await linkCount(resumeId)).toBe(MAX_SHARE_LINKS_PER_RESUME + 1);
  });

  it(`a regular member keeps ${REGULAR_SHARE_LINKS_PER_RESUME} a resume, told why by key (translated by the client); premium has ${MAX_SHARE_LINKS_PER_RESUME}`, async () => {
    const user = await seedUser();
    const { id: resumeId } = await seedResume(user.id, { name: "Regular resume" });
    for (let index = 0; index < REGULAR_SHARE_LINKS_PER_RESUME; index++)
      expect((await createLink(user, resumeId, { label: `Company ${index}` })).status).toBe(200);
    const refused = await createLink(user, resumeId, { label: "One more" });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 300202,
      key: "shareLinkPlanLimit",
      values: { max: REGULAR_SHARE_LINKS_PER_RESUME, premiumMax: MAX_SHARE_LINKS_PER_RESUME },
    });
    expect(await linkCount(resumeId)).toBe(REGULAR_SHARE_LINKS_PER_RESUME);
    // Ten at once at the regular cap less one: exactly one more.
    const one = await db.shareLink.findFirstOrThrow({ where: { resumeId } });
    expect((await revokeLink(user, resumeId, one.id)).status).toBe(200);
    const racing = await Promise.all(
      Array.from({ length: 10 }, (_, index) => createLink(user, resumeId, { label: `Racer ${index}` })),
    );
    expect(racing.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(await db.shareLink.count({ where: { resumeId, revokedAt: null } })).toBe(REGULAR_SHARE_LINKS_PER_RESUME);
  });

  it("concurrent creates cannot pass the cap together", async () => {
    const { user, resumeId } = await owner();
    await db.shareLink.createMany({
      data: Array.from({ length: MAX_SHARE_LINKS_PER_RESUME - 1 }, (_, index) => ({
        resumeId,
        userId: user.id,
        token: `race${String(index).padStart(28, "0")}`,
        label: `Company ${index}`,
      })),
    });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => createLink(user, resumeId, { label: `Racer ${index}` })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    expect(await db.shareLink.count({ where: { resumeId, revokedAt: null } })).toBe(MAX_SHARE_LINKS_PER_RESUME);
  });
});
