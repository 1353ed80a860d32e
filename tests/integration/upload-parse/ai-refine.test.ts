// The parse stream with AI on (issue 14 item 4), against the fake model: a refining model's answer is saved and
// charged as RESUME_PARSE on its usage; a model that writes text which is not in the file is rejected (the rule-based
// result saved, tokens refunded); a failing model leaves the rule-based result and the whole reservation back; with
// too few tokens the model is not called at all. Each time the finish message says which.
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import type { TParseContent } from "@/lib/shared/validations/resume-parse/parse-content";
import { startFakeOpenAIServer, type FakeOpenAI } from "@/tests/fakes/openai-server";
import { jsonOf, lastEvent } from "@/tests/integration/ai-creator/sse-events";

jest.setTimeout(60_000);

let fake: FakeOpenAI;
let api: typeof import("./refine-api");

beforeAll(async () => {
  fake = await startFakeOpenAIServer();
  process.env.AI_BASE_URL = fake.url;
  process.env.AI_MODEL = "fake-model-1";
  process.env.AI_API_KEY = "test-key";
  api = await import("./refine-api");
});
afterAll(async () => {
  await fake.close();
  await api.db.$disconnect();
});
beforeEach(() => fake.reset());

// A Word file's text with no headline under the name: the rules leave basicInfo.title empty.
const content: TParseContent = {
  source: "docx",
  blocks: [
    { kind: "heading", level: 1, text: "Jane Doe" },
    { kind: "paragraph", text: "jane@example.com | +1 415 555 0100" },
    { kind: "heading", level: 1, text: "Work Experience" },
    { kind: "paragraph", text: "Acme Payments Inc.\tSenior Software Engineer\tMar 2019 – Present" },
    { kind: "list", text: "Led the rewrite of the settlement service." },
    { kind: "paragraph", text: "Globex Corporation\tSoftware Engineer\t06/2015 – 02/2019" },
    { kind: "list", text: "Built the billing API used by 2,000 merchants." },
    { kind: "heading", level: 1, text: "Education" },
    { kind: "paragraph", text: "Stanford University\tB.S. in Computer Science\t2011 – 2015" },
  ],
};

const work = (items: Record<string, string>[]) => ({ id: "empolyment", items });
const acme = {
  title: "Acme Payments Inc.",
  subTitle: "Senior Software Engineer",
  startDate: "2019-03",
  endDate: "present",
  description: "- Led the rewrite of the settlement service.",
};
const globex = {
  title: "Globex Corporation",
  subTitle: "Software Engineer",
  startDate: "2015-06",
  endDate: "2019-02",
  description: "- Built the billing API used by 2,000 merchants.",
};
const basicInfo = { name: "Jane Doe", email: "jane@example.com", cellphone: "+1 415 555 0100", location: "" };

async function parse(tokens: number) {
  const user = await api.seedUser();
  if (tokens > 0) await api.grantTokens({ userId: user.id, type: "INITIAL", amount: tokens, reference: user.id });
  const task = await api.createTask(user, { content });
  expect(task.status).toBe(200);
  const { taskId } = task.body.data as { taskId: string };
  const events = await api.streamTask(user, taskId);
  const last = lastEvent(events);
  expect(last.event).toBe("finish");
  const finish = jsonOf<{ resumeId: string; message: string }>(last);
  const resume = await api.db.resume.findFirstOrThrow({ where: { id: finish.resumeId, userId: user.id } });
  const row = await api.db.aiTask.findUniqueOrThrow({ where: { id: taskId } });
  return { user, taskId, events, finish, data: resume.data as TResumeData, task: row };
}

const entries = (data: TResumeData) =>
  data.sections.find((s) => s.kind === "empolyment")?.data.map((i) => [i.title, i.subTitle]) ?? [];

describe("AI refinement of a parsed resume", () => {
  it("saves a refining model's answer and charges RESUME_PARSE on the usage", async () => {
    fake.when(api.REFINE_MARKER, {
      kind: "json",
      content: {
        basicInfo: { ...basicInfo, title: "Senior Software Engineer" },
        links: [],
        sections: [work([acme, globex])],
      },
      usage: { prompt_tokens: 1_200, completion_tokens: 300, total_tokens: 1_500 },
    });
    const { user, taskId, events, finish, data, task } = await parse(5_000);
    expect(events.map((e) => e.event)).toEqual(["open", "message", "message", "message", "message", "finish"]);
    expect(events.slice(1, 5).map((e) => jsonOf<{ step: string }>(e).step)).toEqual([
      "reading",
      "refining",
      "refining",
      "saving",
    ]);
    expect(finish.message).toBe(api.parseFinishMessages.en.refined);
    expect(data.basicInfo).toMatchObject({ name: "Jane Doe", title: "Senior Software Engineer" });
    expect(entries(data)).toEqual([
      ["Acme Payments Inc.", "Senior Software Engineer"],
      ["Globex Corporation", "Software Engineer"],
    ]);
    // The user's text went to the model as data, never as instructions.
    const sent = fake.lastUserText(fake.requests[0]!);
    expect(sent).toContain(api.REFINE_MARKER);
    expect(sent).toMatch(/<user_data>[\s\S]*Acme Payments Inc\.[\s\S]*<\/user_data>/);
    // A field the model changed is marked for review, with the line it was found in.
    const fields = (task.result as { fields: { path: string; confidence: number; source: string }[] }).fields;
    expect(fields.find((f) => f.path === "basicInfo.title")).toMatchObject({
      confidence: 0.6,
      source: expect.stringContaining("Senior Software Engineer"),
    });
    expect((await api.rowsOf(user.id)).map((r) => [r.type, r.operation, r.amount])).toEqual([
      ["INITIAL", "ADD", 5_000],
      ["RESUME_PARSE", "SUBTRACT", 3_000],
      ["REFUND", "ADD", 1_500],
    ]);
    expect(await api.balanceOf(user.id)).toBe(3_500);
    expect(await api.ledgerSum(user.id)).toBe(3_500);
    expect(task).toMatchObject({ status: "SUCCEEDED", reservedTokens: 3_000, usedTokens: 1_500 });
    expect(taskId).toEqual(expect.any(String));
  });

  it("rejects a model that writes text which is not in the file, and keeps the rule-based result", async () => {
    fake.when(api.REFINE_MARKER, {
      kind: "json",
      content: {
        basicInfo: { ...basicInfo, title: "Chief Technology Officer" },
        links: [{ name: "GitHub", src: "https://github.com/janedoe" }],
        sections: [
          work([
            { ...acme, description: "- Increased revenue by 300% in one quarter." },
            { title: "Initech LLC", subTitle: "Staff Engineer", startDate: "2013-01", endDate: "2015-05" },
            globex,
          ]),
        ],
      },
    });
    const { user, finish, data, task } = await parse(5_000);
    expect(finish.message).toBe(api.parseFinishMessages.en.aiRejected);
    expect(JSON.stringify(data)).not.toMatch(/Initech|Chief Technology|300%|github/);
    expect(data.basicInfo.name).toBe("Jane Doe");
    expect(entries(data).map(([title]) => title)).toEqual(["Acme Payments Inc.", "Globex Corporation"]);
    expect((await api.rowsOf(user.id)).map((r) => [r.type, r.amount])).toEqual([
      ["INITIAL", 5_000],
      ["RESUME_PARSE", 3_000],
      ["REFUND", 3_000],
    ]);
    expect(await api.balanceOf(user.id)).toBe(5_000);
    expect(task).toMatchObject({ status: "SUCCEEDED", usedTokens: 0 });
  });

  it("drops a single string that is not in the file and keeps the rest of the refinement", async () => {
    fake.when(api.REFINE_MARKER, {
      kind: "json",
      content: {
        basicInfo: { ...basicInfo, title: "Senior Software Engineer", location: "Lisbon, Portugal" },
        links: [],
        sections: [work([acme, globex])],
      },
    });
    const { finish, data } = await parse(5_000);
    expect(finish.message).toBe(api.parseFinishMessages.en.refined);
    expect(data.basicInfo.title).toBe("Senior Software Engineer");
    expect(data.basicInfo.location).toBe("");
  });

  it("keeps the rule-based result when the model fails, and gives every token back", async () => {
    // The SDK retries a 5xx once: both attempts fail.
    fake.script({ kind: "error", status: 500 }, { kind: "error", status: 500 });
    const { user, finish, data, task } = await parse(5_000);
    expect(fake.requests).toHaveLength(2);
    expect(finish.message).toBe(api.parseFinishMessages.en.aiFailed);
    expect(data.basicInfo).toMatchObject({ name: "Jane Doe", email: "jane@example.com" });
    expect(entries(data).map(([title]) => title)).toEqual(["Acme Payments Inc.", "Globex Corporation"]);
    expect(await api.balanceOf(user.id)).toBe(5_000);
    expect(await api.ledgerSum(user.id)).toBe(5_000);
    expect(task).toMatchObject({ status: "SUCCEEDED", reservedTokens: 3_000, usedTokens: 0 });
  });

  it("does not call the model without enough tokens, and saves the rule-based result", async () => {
    const { user, finish, data, task } = await parse(100);
    expect(fake.requests).toHaveLength(0);
    expect(finish.message).toBe(api.parseFinishMessages.en.noTokens);
    expect(data.basicInfo.name).toBe("Jane Doe");
    expect((await api.rowsOf(user.id)).map((r) => r.type)).toEqual(["INITIAL"]);
    expect(await api.balanceOf(user.id)).toBe(100);
    expect(task).toMatchObject({ status: "SUCCEEDED", reservedTokens: 0, usedTokens: null });
  });
});
