// With AI on (issue 24 item 4): a LinkedIn export is structured data, not text read from a file, so it is saved as it
// is: the model is not asked, no token is reserved or spent, no field is marked, and the finish message says it was
// imported.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import { startFakeOpenAIServer, type FakeOpenAI } from "@/tests/fakes/openai-server";
import { jsonOf, lastEvent } from "@/tests/integration/ai-creator/sse-events";
import { englishExport, exportFiles, exportZip } from "./linkedin-export";

jest.setTimeout(60_000);

let fake: FakeOpenAI;
let api: typeof import("./refine-api");
let uploads: typeof import("./upload-api");

beforeAll(async () => {
  fake = await startFakeOpenAIServer();
  process.env.AI_BASE_URL = fake.url;
  process.env.AI_MODEL = "fake-model-1";
  process.env.AI_API_KEY = "test-key";
  api = await import("./refine-api");
  uploads = await import("./upload-api");
});
afterAll(async () => {
  await fake.close();
  await api.db.$disconnect();
});

describe("a LinkedIn export with AI on", () => {
  it("is saved without the model, charges nothing and marks nothing", async () => {
    const user = await api.seedUser();
    await api.grantTokens({ userId: user.id, type: "INITIAL", amount: 5_000, reference: user.id });
    const extracted = await uploads.upload("docx", exportZip(exportFiles(englishExport)), {
      user,
      filename: "linkedin.zip",
    });
    expect(extracted.status).toBe(200);
    const { content } = extracted.body.data as { content: unknown };
    const task = await api.createTask(user, { content });
    expect(task.status).toBe(200);
    const { taskId } = task.body.data as { taskId: string };
    const events = await api.streamTask(user, taskId, "zh");
    expect(events.map((e) => e.event)).toEqual(["open", "message", "message", "message", "finish"]);
    expect(events.slice(1, 4).map((e) => jsonOf<{ step: string }>(e).step)).toEqual(["reading", "reading", "saving"]);
    const finish = jsonOf<{ resumeId: string; message: string }>(lastEvent(events));
    expect(finish.message).toBe(api.parseFinishMessages.zh.imported);
    expect(fake.requests).toHaveLength(0);
    const resume = await api.db.resume.findFirstOrThrow({ where: { id: finish.resumeId, userId: user.id } });
    expect((resume.data as TResumeData).basicInfo.name).toBe("Jane Doe");
    expect(await api.db.parseReviewItem.count({ where: { resumeId: resume.id } })).toBe(0);
    expect((await api.rowsOf(user.id)).map((r) => [r.type, r.operation, r.amount])).toEqual([
      ["INITIAL", "ADD", 5_000],
    ]);
    expect(await api.balanceOf(user.id)).toBe(5_000);
    const row = await api.db.aiTask.findUniqueOrThrow({ where: { id: taskId } });
    expect(row).toMatchObject({ status: "SUCCEEDED", reservedTokens: 0, usedTokens: null });
  });
});
