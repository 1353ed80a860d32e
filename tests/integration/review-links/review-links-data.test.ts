// Review links and their comments (issue 26 item 6) in "download my data", account deletion and the trash purge:
// the export holds the owner's links with the comments posted through them, never a token or its hash nor another
// account's rows; deleting the account, or purging the resume, leaves no review link or comment behind.
import { afterAll, describe, expect, it } from "@jest/globals";
import { call, dataOf, seedResume, seedUser } from "@/tests/integration/resumes/helpers";
import { GET as destroyCaptcha } from "@/app/api/destoryCaptcha/route";
import { GET as exportData } from "@/app/api/user/export/route";
import { POST as unregister } from "@/app/api/users/unregister/route";
import { hashSecret } from "@/lib/server/auth/secret-hash";
import { db, getDb } from "@/lib/server/db";
import { purgeDeletedResumes } from "@/lib/server/services/resumes/purge-deleted-resumes";
import type { PublicReviewCommentDto } from "@/lib/shared/validations/review-links/review-link";
import type { UserDataExport } from "@/lib/shared/validations/users/user-data-export";
import { newLink, onFirstJob, postComment, resolveComment } from "./helpers";

afterAll(async () => getDb().$disconnect());

async function reviewedResume(label: string) {
  const user = await seedUser();
  const resume = await seedResume(user.id, { name: `${label} resume` });
  const link = await newLink(user, resume.id, { label: `${label} coach` });
  const posted = dataOf<PublicReviewCommentDto>(await postComment(link.token, onFirstJob({ body: `${label} note` })));
  return { user, resumeId: resume.id, link, commentId: posted.id };
}

describe("download my data", () => {
  it("holds the owner's review links with their comments, never a token, its hash or another account's rows", async () => {
    const me = await reviewedResume("mine");
    const other = await reviewedResume("theirs");
    await resolveComment(me.user, me.resumeId, me.commentId, true);
    const answer = await call(exportData, { user: me.user, path: "/api/user/export" });
    expect(answer.status).toBe(200);
    const data = answer.body as unknown as UserDataExport;
    expect(data.reviewLinks).toEqual([
      {
        id: me.link.id,
        resumeId: me.resumeId,
        label: "mine coach",
        createdAt: me.link.createdAt,
        expiresAt: me.link.expiresAt,
        revokedAt: null,
        commentsPosted: 1,
        comments: [
          {
            id: me.commentId,
            sectionId: "sample-empolyment",
            itemKey: "sample-empolyment-1",
            authorName: "Anna",
            body: "mine note",
            createdAt: expect.any(String),
            resolvedAt: expect.any(String),
          },
        ],
      },
    ]);
    const text = JSON.stringify(data);
    const { tokenHash } = await db.reviewLink.findUniqueOrThrow({ where: { id: me.link.id } });
    for (const secret of [me.link.token, tokenHash, other.link.id, other.commentId, "theirs note"]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe("deleting", () => {
  it("account deletion takes the user's review links and every comment on them", async () => {
    const me = await reviewedResume("delete");
    await call(destroyCaptcha, { user: me.user, path: "/api/destoryCaptcha" });
    const captcha = await db.captcha.findFirstOrThrow({
      where: { target: me.user.id, purpose: "DESTROY" },
      orderBy: { createdAt: "desc" },
    });
    await db.captcha.update({
      where: { id: captcha.id },
      data: { answerHash: hashSecret(["captcha", "DESTROY", me.user.id, "Qx7z"]) },
    });
    const deleted = await call(unregister, {
      method: "POST",
      user: me.user,
      path: "/api/users/unregister",
      body: { captchaCode: "Qx7z" },
    });
    expect(deleted.status).toBe(200);
    expect(await db.reviewLink.count({ where: { userId: me.user.id } })).toBe(0);
    expect(await db.reviewComment.count({ where: { reviewLinkId: me.link.id } })).toBe(0);
    expect(await db.reviewComment.count({ where: { resumeId: me.resumeId } })).toBe(0);
  });

  it("the trash purge takes a purged resume's review links and comments; the link's page is gone before", async () => {
    const me = await reviewedResume("purge");
    const kept = await reviewedResume("kept");
    await db.resume.update({ where: { id: me.resumeId }, data: { deletedAt: new Date("2020-01-01T00:00:00.000Z") } });
    expect((await postComment(me.link.token, onFirstJob())).status).toBe(410);
    await purgeDeletedResumes(new Date("2020-02-01T00:00:00.000Z"));
    expect(await db.reviewLink.count({ where: { id: me.link.id } })).toBe(0);
    expect(await db.reviewComment.count({ where: { id: me.commentId } })).toBe(0);
    expect(await db.reviewComment.count({ where: { id: kept.commentId } })).toBe(1);
  });
});
