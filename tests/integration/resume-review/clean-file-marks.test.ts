// Issue 21 item 14: upload review marks only what the parser was unsure of. Clean files (Word and PDF, English and
// Chinese), uploaded, parsed and saved through the real routes, get at most one mark, and none on a value that stands
// whole in the file where resumes put it (the name on the first line, the headline under it, the city as its own part
// of the contact line or after a label, the employer, role, city and degree of an entry). The file with real doubts
// (guessed-resume.ts) keeps exactly its guessed fields marked.
import { describe, expect, it } from "@jest/globals";
import { GET } from "@/app/api/resumes/[id]/parse-review/route";
import type { ParseReviewDto } from "@/lib/shared/validations/resume-review/parse-review";
import { jsonOf, lastEvent } from "@/tests/integration/ai-creator/sse-events";
import { cleanDocxResume } from "@/tests/integration/resume-review/clean-docx";
import { guessedResumeHtml } from "@/tests/integration/resume-review/guessed-resume";
import { call, dataOf, seedUser, type TestUser } from "@/tests/integration/resumes/helpers";
import {
  chineseResumeHtml,
  docxResume,
  englishResumeHtml,
  printPdfs,
} from "@/tests/integration/upload-parse/fixture-files";
import { createTask, streamTask, upload } from "@/tests/integration/upload-parse/upload-api";

/** The review marks of the resume an upload of `bytes` became, with the resume's basic info to compare. */
async function marksOf(user: TestUser, kind: "pdf" | "docx", bytes: Buffer) {
  const extracted = await upload(kind, bytes, { user, filename: `resume.${kind}` });
  expect(extracted.status).toBe(200);
  const { content } = extracted.body.data as { content: unknown };
  const task = await createTask(user, { content });
  const events = await streamTask(user, (task.body.data as { taskId: string }).taskId);
  const { resumeId } = jsonOf<{ resumeId: string }>(lastEvent(events));
  const review = await call(GET, { path: `/api/resumes/${resumeId}/parse-review`, user, params: { id: resumeId } });
  return dataOf<ParseReviewDto>(review).items.map(({ path, value }) => ({ path, value }));
}

describe("upload review marks", () => {
  it("a clean Word file, English or Chinese, gets no mark on what it states plainly", async () => {
    const user = await seedUser();
    // Before the fix the English one had five marks: name, headline, the contact line's city and both jobs' cities.
    expect(await marksOf(user, "docx", await cleanDocxResume("en"))).toEqual([]);
    expect(await marksOf(user, "docx", await cleanDocxResume("zh"))).toEqual([]);
    // The upload suite's Word files: the name alone on the first line (Title style) was marked.
    for (const lang of ["en", "zh"] as const) {
      const marks = await marksOf(user, "docx", await docxResume(lang));
      expect(marks.length).toBeLessThanOrEqual(1);
      expect(marks).toEqual([]);
    }
  }, 60_000);

  it("a clean PDF, English or Chinese (sidebar), gets no mark on what it states plainly", async () => {
    const user = await seedUser();
    const [english, chinese] = (await printPdfs([englishResumeHtml, chineseResumeHtml])) as [Buffer, Buffer];
    // Before: the headline under the name and "San Francisco, CA" from the contact line.
    expect(await marksOf(user, "pdf", english)).toEqual([]);
    // Before: the headline, "现居：北京" and the degree line "计算机科学与技术 本科".
    expect(await marksOf(user, "pdf", chinese)).toEqual([]);
  }, 60_000);

  it("a file with real doubts keeps exactly its guesses marked", async () => {
    const user = await seedUser();
    const [pdf] = (await printPdfs([guessedResumeHtml])) as [Buffer];
    const marks = await marksOf(user, "pdf", pdf);
    expect(marks).toEqual([
      // A summary with no heading above it.
      {
        path: expect.stringMatching(/^sections\.profile\./),
        value: "Backend engineer with eight years of payment systems, on-call leadership and API design.",
      },
      // An employer the parser cannot tell from a role, and a project title.
      { path: expect.stringMatching(/^sections\.empolyment\..*\.title$/), value: "Initech" },
      { path: expect.stringMatching(/^sections\.project\..*\.title$/), value: "Ledger Migration Toolkit" },
    ]);
  }, 60_000);
});
