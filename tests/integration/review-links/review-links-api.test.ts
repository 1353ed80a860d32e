// Review links (issue 26 item 6) through their routes: the owner creates (label, 14 days unless told, at most 90),
// lists and revokes; the token is stored only as its hash and told once; at most 10 open links a resume, also under
// concurrent creates; another user gets the same 404 as an unknown id and changes nothing; the link's page shows the
// resume while open and the polite page after (findReviewLinkPage), and proxy.ts leaves /c/ and /ch/c/ unrouted.
import { afterAll, describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import proxy from "@/proxy";
import { seedResume, seedUser, dataOf, type TestUser } from "@/tests/integration/resumes/helpers";
import { db, getDb } from "@/lib/server/db";
import { findReviewLinkPage } from "@/lib/server/services/review-links/find-review-link-page";
import { MAX_REVIEW_LINKS_PER_RESUME, type ReviewLinkDto } from "@/lib/shared/validations/review-links/review-link";
import { createLink, listLinks, newLink, onFirstJob, postComment, revokeLink } from "./helpers";

afterAll(async () => getDb().$disconnect());

const DAY = 24 * 60 * 60 * 1000;

async function owner(kind: "regular" | "premium" = "regular"): Promise<{ user: TestUser; resumeId: string }> {
  const user = await seedUser(kind);
  const resume = await seedResume(user.id, { name: "Private resume" });
  return { user, resumeId: resume.id };
}

describe("creating and listing", () => {
  it("makes a link told once, stored by its token's hash, expiring after 14 days unless told", async () => {
    const { user, resumeId } = await owner();
    const before = Date.now();
    const link = await newLink(user, resumeId, { label: "  Coach Anna " });
    expect(link).toMatchObject({ label: "Coach Anna", status: "active", revokedAt: null, comments: 0 });
    expect(link.path).toMatch(/^\/c\/[A-Za-z0-9_-]{43}$/);
    const expires = new Date(link.expiresAt).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 14 * DAY);
    expect(expires).toBeLessThanOrEqual(Date.now() + 14 * DAY);

    const row = await db.reviewLink.findUniqueOrThrow({ where: { id: link.id } });
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(link.token);

    const long = await newLink(user, resumeId, { label: "Li Wei", expiresInDays: 90 });
    expect(new Date(long.expiresAt).getTime()).toBeGreaterThan(Date.now() + 89 * DAY);
    const listed = dataOf<ReviewLinkDto[]>(await listLinks(user, resumeId));
    expect(listed.map((row) => row.label)).toEqual(["Li Wei", "Coach Anna"]);
    // The list never tells the address again.
    expect(listed.every((row) => !("path" in row))).toBe(true);
    expect(JSON.stringify(listed)).not.toContain(link.token);
  });

  it("refuses an expiry past 90 days, a blank label and unknown fields with translated keys, making nothing", async () => {
    const { user, resumeId } = await owner();
    for (const [body, path, key] of [
      [{ label: "Anna", expiresInDays: 91 }, "expiresInDays", "ReviewLinks.errors.expiryInvalid"],
      [{ label: "Anna", expiresInDays: 0 }, "expiresInDays", "ReviewLinks.errors.expiryInvalid"],
      [{ label: "  " }, "label", "ReviewLinks.errors.labelRequired"],
      [{ label: "Anna\u0000" }, "label", "ApiErrors.invalidCharacters"],
    ] as const) {
      const answer = await createLink(user, resumeId, body);
      expect(answer.status).toBe(400);
      expect(answer.body.details).toEqual([expect.objectContaining({ path, key })]);
    }
    expect((await createLink(user, resumeId, { label: "Anna", tokenHash: "x" })).status).toBe(400);
    expect(await db.reviewLink.count({ where: { resumeId } })).toBe(0);
  });

  it("shows the resume through the link while it is open, with nothing counted", async () => {
    const { user, resumeId } = await owner();
    const link = await newLink(user, resumeId);
    const page = await findReviewLinkPage(link.token);
    expect(page?.resume.id).toBe(resumeId);
    expect(page?.comments).toEqual([]);
    const resume = await db.resume.findUniqueOrThrow({ where: { id: resumeId } });
    expect(resume.isPublic).toBe(false);
    expect(resume.viewCount).toBe(0);
  });
});

describe("at most 10 open links a resume", () => {
  it("refuses the 11th open link; revoked and expired ones do not count", async () => {
    const { user, resumeId } = await owner();
    const made = [];
    for (let i = 0; i < MAX_REVIEW_LINKS_PER_RESUME; i++) made.push(await newLink(user, resumeId, { label: `R${i}` }));
    const refused = await createLink(user, resumeId, { label: "one too many" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 300401, key: "reviewLinkLimitReached", values: { max: 10 } });

    await revokeLink(user, resumeId, made[0]!.id);
    await db.reviewLink.update({ where: { id: made[1]!.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await createLink(user, resumeId, { label: "after revoke" })).status).toBe(200);
    expect((await createLink(user, resumeId, { label: "after expiry" })).status).toBe(200);
    expect((await createLink(user, resumeId, { label: "full again" })).status).toBe(400);
  });

  it("twelve concurrent creates at one below the cap make exactly one", async () => {
    const { user, resumeId } = await owner();
    for (let i = 0; i < MAX_REVIEW_LINKS_PER_RESUME - 1; i++) await newLink(user, resumeId, { label: `R${i}` });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createLink(user, resumeId, { label: `race ${i}` })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 300401)).toHaveLength(11);
    expect(await db.reviewLink.count({ where: { resumeId } })).toBe(MAX_REVIEW_LINKS_PER_RESUME);
  });
});

describe("revoking and expiry", () => {
  it("a revoked link answers the polite page and takes no comment; revoking again keeps the first time", async () => {
    const { user, resumeId } = await owner();
    const link = await newLink(user, resumeId);
    expect((await postComment(link.token, onFirstJob())).status).toBe(200);
    const revoked = await revokeLink(user, resumeId, link.id);
    expect(revoked.status).toBe(200);
    const dto = dataOf<ReviewLinkDto>(revoked);
    expect(dto).toMatchObject({ status: "revoked", comments: 1 });

    expect(await findReviewLinkPage(link.token)).toBeNull();
    const refused = await postComment(link.token, onFirstJob());
    expect(refused.status).toBe(410);
    expect(refused.body).toMatchObject({ code: 300403, key: "reviewLinkGone" });
    expect(await db.reviewComment.count({ where: { reviewLinkId: link.id } })).toBe(1);
    const again = dataOf<ReviewLinkDto>(await revokeLink(user, resumeId, link.id));
    expect(again.revokedAt).toBe(dto.revokedAt);
  });

  it("an expired link answers the polite page and takes no comment", async () => {
    const { user, resumeId } = await owner();
    const link = await newLink(user, resumeId, { label: "Soon over", expiresInDays: 1 });
    expect(await findReviewLinkPage(link.token)).not.toBeNull();
    await db.reviewLink.update({ where: { id: link.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await findReviewLinkPage(link.token)).toBeNull();
    const refused = await postComment(link.token, onFirstJob());
    expect(refused.status).toBe(410);
    expect(refused.body).toMatchObject({ key: "reviewLinkGone" });
    const [listed] = dataOf<ReviewLinkDto[]>(await listLinks(user, resumeId));
    expect(listed?.status).toBe("expired");
  });

  it("a link of a resume in the trash, an unknown and a malformed token answer the same polite page", async () => {
    const { user, resumeId } = await owner();
    const link = await newLink(user, resumeId);
    await db.resume.update({ where: { id: resumeId }, data: { deletedAt: new Date() } });
    expect(await findReviewLinkPage(link.token)).toBeNull();
    for (const token of [link.token, "A".repeat(43), "..%2F..%2Fetc", "x".repeat(128)]) {
      const answer = await postComment(token, onFirstJob());
      expect(answer.status).toBe(410);
      expect(answer.body).toMatchObject({ key: "reviewLinkGone" });
    }
    expect(await findReviewLinkPage("../../etc/passwd")).toBeNull();
    expect(await findReviewLinkPage("")).toBeNull();
    expect((await listLinks(user, resumeId)).status).toBe(404);
  });
});

describe("the owner's only", () => {
  it("another user can neither list, create nor revoke: 404 as for an unknown id, nothing changed", async () => {
    const { user, resumeId } = await owner("premium");
    const link = await newLink(user, resumeId);
    const stranger = await seedUser("premium");
    for (const answer of [
      await listLinks(stranger, resumeId),
      await createLink(stranger, resumeId, { label: "Mine now" }),
      await revokeLink(stranger, resumeId, link.id),
      await listLinks(stranger, "unknown-resume"),
    ]) {
      expect(answer.status).toBe(404);
    }
    // Their own resume's id with this link's id is no way in either.
    const theirs = await seedResume(stranger.id);
    expect((await revokeLink(stranger, theirs.id, link.id)).status).toBe(404);
    const row = await db.reviewLink.findUniqueOrThrow({ where: { id: link.id } });
    expect(row.revokedAt).toBeNull();
    expect(await db.reviewLink.count({ where: { resumeId } })).toBe(1);
    expect((await listLinks({ id: "nobody", token: "not-a-session" }, resumeId)).status).toBe(401);
  });
});

describe("the page in proxy.ts", () => {
  const visit = (path: string) => proxy(new NextRequest(new URL(path, "http://localhost:3000")));
  it.each([`/c/${"A".repeat(43)}`, `/ch/c/${"A".repeat(43)}`])(
    "%s goes on unrouted with a nonce policy",
    async (path) => {
      const response = await visit(path);
      expect(response.headers.get("content-security-policy")).toMatch(/'nonce-[^']+'/);
      expect(response.headers.get("location")).toBeNull();
      expect(response.headers.get("x-middleware-rewrite")).toBeNull();
    },
  );
});
