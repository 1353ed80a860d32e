// Several users importing at once (the browser suite's two upload-review tests do this, and one of them was seen to
// stall after "reading" in CI): every upload and parse stream of every user ends with its finish, none waits forever
// in the extraction queue.
import { beforeAll, describe, expect, it } from "@jest/globals";
import { guessedResumeHtml } from "@/tests/integration/resume-review/guessed-resume";
import { seedUser } from "@/tests/integration/resumes/helpers";
import { englishResumeHtml, printPdfs } from "./fixture-files";
import { createTask, streamTask, upload } from "./upload-api";

let pdfs: Buffer[];

beforeAll(async () => {
  pdfs = await printPdfs([guessedResumeHtml, englishResumeHtml]);
}, 60_000);

describe("parses of several users at once", () => {
  it("each ends with its finish event", async () => {
    const runs = Array.from({ length: 6 }, async (_, i) => {
      const user = await seedUser();
      const extracted = await upload("pdf", pdfs[i % 2]!, { user });
      expect(extracted.status).toBe(200);
      const { content } = extracted.body.data as { content: unknown };
      const task = await createTask(user, { content, template: "TemplateModern" });
      expect(task.status).toBe(200);
      const events = await streamTask(user, (task.body.data as { taskId: string }).taskId);
      return events.at(-1)?.event;
    });
    expect(await Promise.all(runs)).toEqual(Array(6).fill("finish"));
  }, 90_000);
});
