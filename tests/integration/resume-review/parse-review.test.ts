// The review of an uploaded resume (issue 14 item 5) through the real route handlers and PostgreSQL: the unsure fields
// an upload records, listing them in document order with their source lines, accepting one or all, an edit clearing
// a field for good, and every other user's, unknown or deleted resume answered 404; bad bodies are translated 400s.
import { beforeAll, describe, expect, it } from "@jest/globals";
import { GET, POST } from "@/app/api/resumes/[id]/parse-review/route";
import { INVALID_INPUT, NOT_FOUND, UNAUTHORIZED } from "@/lib/shared/api/codes";
import { db } from "@/lib/server/db";
import { recordParseReview } from "@/lib/server/services/resume-review/record-parse-review";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import type { ParseReviewDto } from "@/lib/shared/validations/resume-review/parse-review";
import enMessages from "@/messages/en.json";
import zhMessages from "@/messages/zh.json";
import { jsonOf, lastEvent } from "@/tests/integration/ai-creator/sse-events";
import { guessedResumeHtml } from "@/tests/integration/resume-review/guessed-resume";
import { call, dataOf, seedResume, seedUser, type ApiBody, type TestUser } from "@/tests/integration/resumes/helpers";
import { printPdfs } from "@/tests/integration/upload-parse/fixture-files";
import { createTask, streamTask, upload } from "@/tests/integration/upload-parse/upload-api";

const list = (user: TestUser | undefined, id: string) =>
  call(GET, { path: `/api/resumes/${id}/parse-review`, user, params: { id } });
const accept = (user: TestUser | undefined, id: string, body: unknown) =>
  call(POST, { method: "POST", path: `/api/resumes/${id}/parse-review`, user, body, params: { id } });

/** A resume of the sample document with four unsure fields and one the parser was sure of. */
async function reviewedResume(user: TestUser) {
  const row = await seedResume(user.id);
  const data = row.data as TResumeData;
  const job = data.sections.find((s) => s.id === "sample-empolyment")!.data[0]!;
  await recordParseReview(row.id, data, [
    { path: `sections.sample-empolyment.${job.id}.subTitle`, confidence: 0.55, source: `${job.subTitle} line` },
    { path: "basicInfo.email", confidence: 0.6, source: `Mail: ${data.basicInfo.email}` },
    { path: "basicInfo.name", confidence: 0.5, source: data.basicInfo.name },
    { path: "links.0.src", confidence: 0.4, source: data.links[0]!.src },
    { path: "basicInfo.title", confidence: 0.95, source: data.basicInfo.title },
    // Gone from the document (an item the parser cut): nothing to mark.
    { path: "sections.sample-empolyment.missing.title", confidence: 0.2, source: "x" },
  ]);
  return { id: row.id, data, jobPath: `sections.sample-empolyment.${job.id}.subTitle` };
}

const paths = (result: { body: ApiBody }) => dataOf<ParseReviewDto>(result).items.map((item) => item.path);

function expectTranslated400(result: { status: number; body: ApiBody }) {
  expect(result.status).toBe(400);
  expect(result.body.code).toBe(INVALID_INPUT);
  // The refused field comes as a key of the editor's messages (details), the message is its translation.
  const [detail] = (result.body.details ?? []) as { path: string; key: string; message: string }[];
  expect(detail?.key).toMatch(/^Editor\.review\.validation\./);
  const name = detail!.key.slice(
    "Editor.review.validation.".length,
  ) as keyof typeof enMessages.Editor.review.validation;
  expect(zhMessages.Editor.review.validation[name]).toEqual(expect.any(String));
  expect([enMessages.Editor.review.validation[name], zhMessages.Editor.review.validation[name]]).toContain(
    result.body.message,
  );
}

describe("GET /api/resumes/{id}/parse-review", () => {
  it("lists the unsure fields in document order with their values and source lines", async () => {
    const user = await seedUser();
    const { id, data, jobPath } = await reviewedResume(user);
    const result = await list(user, id);
    expect(result.status).toBe(200);
    expect(dataOf<ParseReviewDto>(result).items).toEqual([
      { path: "basicInfo.name", value: data.basicInfo.name, sourceLine: data.basicInfo.name, confidence: 0.5 },
      {
        path: "basicInfo.email",
        value: data.basicInfo.email,
        sourceLine: `Mail: ${data.basicInfo.email}`,
        confidence: 0.6,
      },
      { path: "links.0.src", value: data.links[0]!.src, sourceLine: data.links[0]!.src, confidence: 0.4 },
      { path: jobPath, value: expect.any(String), sourceLine: expect.stringMatching(/ line$/), confidence: 0.55 },
    ]);
  });

  it("answers an empty list for a resume that did not come from an upload", async () => {
    const user = await seedUser();
    const row = await seedResume(user.id);
    expect(dataOf<ParseReviewDto>(await list(user, row.id))).toEqual({ items: [] });
  });

  it("drops, for good, a field whose text was edited since", async () => {
    const user = await seedUser();
    const { id, data } = await reviewedResume(user);
    const edited = { ...data, basicInfo: { ...data.basicInfo, email: "new@example.com" } };
    await db.resume.update({ where: { id }, data: { data: edited } });
    expect(paths(await list(user, id))).not.toContain("basicInfo.email");
    // Putting the parser's text back does not bring the mark back: the row is gone.
    await db.resume.update({ where: { id }, data: { data } });
    expect(paths(await list(user, id))).not.toContain("basicInfo.email");
    expect(await db.parseReviewItem.count({ where: { resumeId: id } })).toBe(3);
  });
});

describe("POST /api/resumes/{id}/parse-review", () => {
  it("accepts one field, idempotently, then all", async () => {
    const user = await seedUser();
    const { id, jobPath } = await reviewedResume(user);
    const one = await accept(user, id, { paths: ["basicInfo.name"] });
    expect([one.status, one.body.data]).toEqual([200, { accepted: 1, remaining: 3 }]);
    const again = await accept(user, id, { paths: ["basicInfo.name"] });
    expect(again.body.data).toEqual({ accepted: 0, remaining: 3 });
    expect(paths(await list(user, id))).toEqual(["basicInfo.email", "links.0.src", jobPath]);

    const all = await accept(user, id, { all: true });
    expect(all.body.data).toEqual({ accepted: 3, remaining: 0 });
    expect(paths(await list(user, id))).toEqual([]);
  });

  it("refuses bad bodies with translated 400s and changes nothing", async () => {
    const user = await seedUser();
    const { id } = await reviewedResume(user);
    const bad = [
      {},
      [],
      "all",
      { all: false },
      { all: "true" },
      { paths: [] },
      { paths: "basicInfo.name" },
      { paths: ["password"] },
      { paths: ["basicInfo.name"], all: true },
      { paths: Array.from({ length: 501 }, (_, i) => `links.${i}.src`) },
    ];
    for (const body of bad) expectTranslated400(await accept(user, id, body));
    // A value of the wrong type is named as such (issue 20 item 21, lib/server/api/validation-messages.ts).
    const wrongType = await accept(user, id, { paths: [42] });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({ code: INVALID_INPUT, message: "paths.0 must be text" });
    // Each refused field travels as { path, key } (CONTRIBUTING.md "Errors"): the client translates the key, a generic
    // one with its values; the sentence beside it is for raw API callers.
    expect(wrongType.body.details).toEqual([
      {
        path: "paths.0",
        key: "ApiValidation.invalidType",
        values: { field: "paths.0", expected: "string" },
        message: "paths.0 must be text",
      },
    ]);
    const tooMany = await accept(user, id, { paths: Array.from({ length: 501 }, (_, i) => `links.${i}.src`) });
    expect(tooMany.body.details).toEqual([
      { path: "paths", key: "Editor.review.validation.tooManyPaths", message: "Accept at most 500 fields at once" },
    ]);
    expect(await db.parseReviewItem.count({ where: { resumeId: id } })).toBe(4);
  });
});

describe("ownership", () => {
  let owner: TestUser;
  let resumeId: string;
  beforeAll(async () => {
    owner = await seedUser();
    resumeId = (await reviewedResume(owner)).id;
  });

  it("answers another user's resume, an unknown one and a deleted one with 404, changing nothing", async () => {
    const stranger = await seedUser();
    for (const result of [
      await list(stranger, resumeId),
      await accept(stranger, resumeId, { all: true }),
      await accept(stranger, resumeId, { paths: ["basicInfo.name"] }),
      await list(owner, "no-such-resume"),
      await accept(owner, "no-such-resume", { all: true }),
    ])
      expect([result.status, result.body.code]).toEqual([404, NOT_FOUND]);
    expect(await db.parseReviewItem.count({ where: { resumeId } })).toBe(4);

    const trashed = await reviewedResume(owner);
    await db.resume.update({ where: { id: trashed.id }, data: { deletedAt: new Date() } });
    expect((await list(owner, trashed.id)).status).toBe(404);
    expect((await accept(owner, trashed.id, { all: true })).status).toBe(404);
  });

  it("asks for a session", async () => {
    expect((await list(undefined, resumeId)).body.code).toBe(UNAUTHORIZED);
    expect((await accept(undefined, resumeId, { all: true })).body.code).toBe(UNAUTHORIZED);
  });
});

describe("an upload", () => {
  it("records the fields the parser was unsure of, with the file's line each came from", async () => {
    const user = await seedUser();
    const [pdf] = (await printPdfs([guessedResumeHtml])) as [Buffer];
    const extracted = await upload("pdf", pdf, { user });
    const { content } = extracted.body.data as { content: unknown };
    const task = await createTask(user, { content });
    const events = await streamTask(user, (task.body.data as { taskId: string }).taskId);
    const { resumeId } = jsonOf<{ resumeId: string }>(lastEvent(events));
    const { items } = dataOf<ParseReviewDto>(await list(user, resumeId));
    // The browser test (tests/e2e/upload-review.spec.ts) accepts one mark and edits another.
    expect(items.length).toBeGreaterThanOrEqual(2);
    for (const item of items) {
      expect(item.confidence).toBeLessThan(0.7);
      expect(item.value.trim()).not.toBe("");
      expect(item.sourceLine.trim()).not.toBe("");
    }
    const summary = items.find((item) => item.value.includes("Backend engineer with eight years"));
    expect(summary?.sourceLine).toContain("Backend engineer with eight years");
  }, 60_000);
});
