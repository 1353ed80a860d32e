// Reviewers' comments (issue 26 item 6) through their routes: a visitor with no account posts on a section or an item
// of the resume as it is now; the owner lists, resolves, reopens and deletes; another user gets the same 404 as an
// unknown id and changes nothing; 50 concurrent comments are all stored and counted once each; a link takes 200
// comments, also under concurrent posts; bodies past the limit, control characters, a foreign origin and the
// per-address rate limit are refused with translated answers, never a 5xx.
import { afterAll, describe, expect, it } from "@jest/globals";
import { seedResume, seedUser, dataOf, type TestUser } from "@/tests/integration/resumes/helpers";
import { db, getDb } from "@/lib/server/db";
import { findReviewLinkPage } from "@/lib/server/services/review-links/find-review-link-page";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import {
  MAX_REVIEW_COMMENTS_PER_LINK,
  type PublicReviewCommentDto,
  type ReviewCommentDto,
  type ReviewLinkDto,
} from "@/lib/shared/validations/review-links/review-link";
import {
  deleteComment,
  freshAddress,
  listComments,
  listLinks,
  newLink,
  onFirstJob,
  postComment,
  resolveComment,
} from "./helpers";

afterAll(async () => getDb().$disconnect());

async function linkOfNewResume(): Promise<{ user: TestUser; resumeId: string; linkId: string; token: string }> {
  const user = await seedUser();
  const resume = await seedResume(user.id, { name: "Reviewed resume" });
  const link = await newLink(user, resume.id);
  return { user, resumeId: resume.id, linkId: link.id, token: link.token };
}

describe("a visitor comments, no account", () => {
  it("pins a comment to an item or a section; the owner sees it with the link's label", async () => {
    const { user, resumeId, token } = await linkOfNewResume();
    const onItem = await postComment(token, onFirstJob({ authorName: "  Anna ", body: "Lead with\r\nthe result." }));
    expect(onItem.status).toBe(200);
    expect(dataOf<PublicReviewCommentDto>(onItem)).toMatchObject({
      sectionId: "sample-empolyment",
      itemKey: "sample-empolyment-1",
      authorName: "Anna",
      body: "Lead with\nthe result.",
      resolved: false,
    });
    const onSection = await postComment(token, { sectionId: "sample-skills", authorName: "Anna", body: "Too many." });
    expect(onSection.status).toBe(200);
    expect(dataOf<PublicReviewCommentDto>(onSection).itemKey).toBeNull();

    const listed = dataOf<ReviewCommentDto[]>(await listComments(user, resumeId));
    expect(listed.map((comment) => [comment.sectionId, comment.itemKey, comment.linkLabel])).toEqual([
      ["sample-skills", null, "Coach Anna"],
      ["sample-empolyment", "sample-empolyment-1", "Coach Anna"],
    ]);
    expect(listed.every((comment) => comment.resolvedAt === null)).toBe(true);
    const [link] = dataOf<ReviewLinkDto[]>(await listLinks(user, resumeId));
    expect(link?.comments).toBe(2);
  });

  it("the link's page shows the comments of that link only", async () => {
    const { user, resumeId, token } = await linkOfNewResume();
    const other = await newLink(user, resumeId, { label: "Li Wei" });
    await postComment(token, onFirstJob({ body: "mine" }));
    await postComment(other.token, onFirstJob({ body: "theirs" }));
    expect((await findReviewLinkPage(token))?.comments.map((comment) => comment.body)).toEqual(["mine"]);
    expect((await findReviewLinkPage(other.token))?.comments.map((comment) => comment.body)).toEqual(["theirs"]);
  });

  it("refuses a section or an item the resume does not have (now), storing nothing", async () => {
    const { linkId, token } = await linkOfNewResume();
    for (const [body, path] of [
      [onFirstJob({ sectionId: "no-such-section" }), "itemKey"],
      [{ ...onFirstJob(), itemKey: undefined, sectionId: "no-such-section" }, "sectionId"],
      [onFirstJob({ itemKey: "sample-education-1" }), "itemKey"],
      [onFirstJob({ itemKey: "#0" }), "itemKey"],
    ] as const) {
      const answer = await postComment(token, body);
      expect(answer.status).toBe(400);
      expect(answer.body.details).toEqual([expect.objectContaining({ path, key: "ReviewLinks.errors.targetInvalid" })]);
    }
    expect(await db.reviewComment.count({ where: { reviewLinkId: linkId } })).toBe(0);
  });

  it("refuses a body past 2,000 characters, control characters and a NUL with translated keys; takes exactly 2,000", async () => {
    const { linkId, token } = await linkOfNewResume();
    for (const [change, path, key] of [
      [{ body: "a".repeat(2001) }, "body", "ReviewLinks.errors.bodyTooLong"],
      [{ body: "ding\u0007" }, "body", "ReviewLinks.errors.bodyControl"],
      [{ body: "\u001b[2J" }, "body", "ReviewLinks.errors.bodyControl"],
      [{ body: "a\u0000b" }, "body", "ApiErrors.invalidCharacters"],
      [{ body: "\ud800" }, "body", "ApiErrors.invalidCharacters"],
      [{ authorName: "Anna\r\nAdmin" }, "authorName", "ReviewLinks.errors.nameControl"],
      [{ authorName: "n".repeat(61) }, "authorName", "ReviewLinks.errors.nameTooLong"],
      [{ body: "   " }, "body", "ReviewLinks.errors.bodyRequired"],
    ] as const) {
      const answer = await postComment(token, onFirstJob(change), { headers: { "x-locale": "zh" } });
      expect(answer.status).toBe(400);
      expect(answer.body.details).toEqual([expect.objectContaining({ path, key })]);
    }
    expect((await postComment(token, onFirstJob({ extra: 1 }))).status).toBe(400);
    expect(await db.reviewComment.count({ where: { reviewLinkId: linkId } })).toBe(0);
    const full = await postComment(token, onFirstJob({ body: "字".repeat(2000) }));
    expect(full.status).toBe(200);
  });

  it("refuses a post from another site (CSRF) before reading it", async () => {
    const { linkId, token } = await linkOfNewResume();
    const answer = await postComment(token, onFirstJob(), {
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ key: "crossSiteRequest" });
    expect(await db.reviewComment.count({ where: { reviewLinkId: linkId } })).toBe(0);
  });
});

describe("counting", () => {
  it("50 concurrent comments are all stored and counted once each", async () => {
    const { user, resumeId, linkId, token } = await linkOfNewResume();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => postComment(token, onFirstJob({ authorName: `R${i}`, body: `note ${i}` }))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(await db.reviewComment.count({ where: { reviewLinkId: linkId } })).toBe(50);
    expect((await db.reviewLink.findUniqueOrThrow({ where: { id: linkId } })).comments).toBe(50);
    const listed = dataOf<ReviewCommentDto[]>(await listComments(user, resumeId));
    expect(new Set(listed.map((comment) => comment.body)).size).toBe(50);
  });

  it("a link takes 200 comments: at the cap less one, concurrent posts store exactly one", async () => {
    const { linkId, token } = await linkOfNewResume();
    await db.reviewLink.update({ where: { id: linkId }, data: { comments: MAX_REVIEW_COMMENTS_PER_LINK - 1 } });
    const answers = await Promise.all(Array.from({ length: 6 }, () => postComment(token, onFirstJob())));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 400);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.body).toMatchObject({ code: 300402, key: "reviewCommentLimitReached", values: { max: 200 } });
    expect(await db.reviewComment.count({ where: { reviewLinkId: linkId } })).toBe(1);
    expect((await db.reviewLink.findUniqueOrThrow({ where: { id: linkId } })).comments).toBe(200);
  });

  it("an address posts 60 comments in 10 minutes, the next is 429", async () => {
    const { linkId, token } = await linkOfNewResume();
    const address = freshAddress();
    const points = rateLimits.postReviewComment.points;
    const answers = await Promise.all(
      Array.from({ length: points }, () => postComment(token, onFirstJob(), { address })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const limited = await postComment(token, onFirstJob(), { address });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ key: "rateLimited" });
    // Another reviewer is not held up by that address.
    expect((await postComment(token, onFirstJob())).status).toBe(200);
    expect(await db.reviewComment.count({ where: { reviewLinkId: linkId } })).toBe(points + 1);
  });
});

describe("the owner resolves, reopens and deletes", () => {
  it("resolving keeps the first time, reopening clears it; deleting is for good and keeps the link's count", async () => {
    const { user, resumeId, linkId, token } = await linkOfNewResume();
    const posted = dataOf<PublicReviewCommentDto>(await postComment(token, onFirstJob()));
    const resolved = await resolveComment(user, resumeId, posted.id, true);
    expect(resolved.status).toBe(200);
    const first = dataOf<ReviewCommentDto>(resolved).resolvedAt;
    expect(first).not.toBeNull();
    expect(dataOf<ReviewCommentDto>(await resolveComment(user, resumeId, posted.id, true)).resolvedAt).toBe(first);
    expect((await findReviewLinkPage(token))?.comments[0]?.resolved).toBe(true);
    expect(dataOf<ReviewCommentDto>(await resolveComment(user, resumeId, posted.id, false)).resolvedAt).toBeNull();
    expect((await resolveComment(user, resumeId, posted.id, "yes")).status).toBe(400);

    expect((await deleteComment(user, resumeId, posted.id)).status).toBe(200);
    expect((await deleteComment(user, resumeId, posted.id)).status).toBe(404);
    expect(dataOf<ReviewCommentDto[]>(await listComments(user, resumeId))).toEqual([]);
    expect((await db.reviewLink.findUniqueOrThrow({ where: { id: linkId } })).comments).toBe(1);
  });

  it("another user can neither see, resolve nor delete the comments: 404, nothing changed", async () => {
    const { user, resumeId, token } = await linkOfNewResume();
    const posted = dataOf<PublicReviewCommentDto>(await postComment(token, onFirstJob()));
    const stranger = await seedUser("premium");
    const theirs = await seedResume(stranger.id);
    for (const answer of [
      await listComments(stranger, resumeId),
      await resolveComment(stranger, resumeId, posted.id, true),
      await deleteComment(stranger, resumeId, posted.id),
      // Through their own resume's address: still no way to the comment.
      await resolveComment(stranger, theirs.id, posted.id, true),
      await deleteComment(stranger, theirs.id, posted.id),
    ]) {
      expect(answer.status).toBe(404);
    }
    expect(dataOf<ReviewCommentDto[]>(await listComments(stranger, theirs.id))).toEqual([]);
    const row = await db.reviewComment.findUniqueOrThrow({ where: { id: posted.id } });
    expect(row.resolvedAt).toBeNull();
    // And the owner, through another of their own resumes, gets the same 404.
    const second = await seedResume(user.id);
    expect((await resolveComment(user, second.id, posted.id, true)).status).toBe(404);
  });
});
