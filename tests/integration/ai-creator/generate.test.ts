// The AI creator's two calls against real PostgreSQL and the fake model (issue 13 items 4, 5): a job title becomes a
// task, its stream fills in a draft and ends with a resume of the user's, in the interface language, with the user's
// entries exactly as typed, charged once on the reported usage; refusals before the model cost nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import type { FakeOpenAI } from "@/tests/fakes/openai-server";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import { draftEn, draftZh, rejectedDraft, USAGE_1200, userEducation, userWork } from "./drafts";
import { DRAFT_EVENT_INTERVAL_MS } from "@/lib/server/services/ai-tasks/ai-task-limits";
import { startCreatorHarness, type CreatorApi } from "./harness";
import { jsonOf, lastEvent } from "./sse-events";

jest.setTimeout(60_000);

let fake: FakeOpenAI;
let api: CreatorApi;

beforeAll(async () => {
  ({ fake, api } = await startCreatorHarness());
});
afterAll(async () => {
  await fake.close();
  await api.db.$disconnect();
});
beforeEach(() => fake.reset());

const sectionItems = (data: TResumeData, kind: string) => data.sections.find((s) => s.kind === kind)?.data ?? [];

describe("a job title → processId → stream → finish", () => {
  it.each([
    ["en", draftEn, "en", "Work Experience"],
    ["zh", draftZh, "ch", "工作经历"],
  ] as const)(
    "in %s: the resume is the user's, in the interface language, entries kept as typed",
    async (locale, draft, lang, workName) => {
      api.acceptJobTitles(fake);
      api.answerGeneration(fake, { kind: "json", content: draft, chunks: 16, chunkDelayMs: 15, usage: USAGE_1200 });
      const user = await api.seedCreatorUser(5_000);
      const processId = await api.startTask(
        user,
        {
          keyword: "  data analyst ",
          template: "TemplateModern",
          aiProvider: "openai",
          additionalData: { workExperience: userWork, educationExperience: userEducation },
        },
        locale,
      );
      // The check itself is not charged.
      expect(await api.balanceOf(user.id)).toBe(5_000);

      const events = await api.streamEvents(user, processId);
      const messages = events.filter((e) => e.event === "message");
      expect(messages.length).toBeGreaterThan(1);
      expect(jsonOf<{ draft: { title: string } }>(messages[0]!).draft).toHaveProperty("skills");
      const finish = lastEvent(events);
      expect(finish.event).toBe("finish");
      expect(events.filter((e) => ["finish", "error", "validateFail"].includes(e.event))).toHaveLength(1);

      const resume = await api.db.resume.findUniqueOrThrow({ where: { id: finish.data } });
      expect(resume.userId).toBe(user.id);
      // Named and headed after the job title in title case, not as typed (issue 21 item 11).
      expect(resume.name).toBe("Data Analyst");
      expect((resume.data as TResumeData).basicInfo.title).toBe("Data Analyst");
      const config = resume.config as { lang: string; templateName: string };
      expect(config).toMatchObject({ lang, templateName: "TemplateModern" });
      const data = resume.data as TResumeData;
      expect(data.sections.find((s) => s.kind === "empolyment")?.name).toBe(workName);
      expect(sectionItems(data, "empolyment")).toEqual([
        expect.objectContaining({
          title: "globex corp  ltd",
          subTitle: "senior  data analyst",
          startDate: "2021-03",
          endDate: "present",
          description: "My own words:\n- kept  as typed",
        }),
      ]);
      expect(sectionItems(data, "education")).toEqual([
        expect.objectContaining({
          title: "University College London",
          subTitle: "M.Sc. Statistics",
          endDate: "2018-09",
        }),
      ]);
      // The model's part is there too: its skills.
      expect(sectionItems(data, "skills").map((i) => i.title)).toEqual(draft.skills.map((s) => s.name));

      // Charged once, on the usage the provider reported: 1,500 reserved, 300 back.
      expect(await api.balanceOf(user.id)).toBe(5_000 - 1_200);
      expect(await api.ledgerSum(user.id)).toBe(5_000 - 1_200);
      expect(await api.taskOf(processId)).toMatchObject({
        status: "SUCCEEDED",
        resumeId: resume.id,
        usedTokens: 1_200,
      });
      const generation = fake.requests.find((r) => fake.lastUserText(r).includes(api.GENERATE_MARKER))!;
      expect(generation.body.stream).toBe(true);
      expect(JSON.stringify(generation.body.messages)).toContain("globex corp  ltd");
    },
  );

  it("sends the growing draft at most about every 100 ms, and always the last one", async () => {
    api.acceptJobTitles(fake);
    api.answerGeneration(fake, { kind: "json", content: draftEn, chunks: 60, chunkDelayMs: 5 });
    const user = await api.seedCreatorUser(5_000);
    const processId = await api.startTask(user, { keyword: "Data Analyst" });
    const opened = performance.now();
    const response = await api.openStream(user, processId);
    const reader = response.body!.getReader();
    const arrivals: number[] = [];
    let text = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const chunk = new TextDecoder().decode(value);
      text += chunk;
      for (let i = 0; i < chunk.split("event: message").length - 1; i += 1) arrivals.push(performance.now());
    }
    const ended = performance.now();
    // 60 chunks 5 ms apart: far fewer events than chunks, and no more than one per DRAFT_EVENT_INTERVAL_MS over the
    // time the stream was open, plus the first and the last (flushed right before finish, however soon after the
    // previous one). Bounded by the stream's measured length, not a fixed count: on a loaded machine the 300 ms of
    // chunks stretched and 15 drafts 100 ms apart were right (CI, load 10). The spacing itself is checked with fake
    // timers in tests/unit/ai-creator/throttle-latest.test.ts; arrival times here bunch up under load.
    expect(arrivals.length).toBeGreaterThanOrEqual(2);
    expect(arrivals.length).toBeLessThan(60);
    expect(arrivals.length).toBeLessThanOrEqual(Math.floor((ended - opened) / DRAFT_EVENT_INTERVAL_MS) + 2);
    const frames = text.split("\n\n").filter((f) => f.startsWith("event: message"));
    const last = JSON.parse(frames.at(-1)!.split("data: ")[1]!) as { draft: unknown };
    expect(last.draft).toEqual(draftEn);
  });

  it("answers a reconnect after finish with the stored outcome, charged once", async () => {
    api.acceptJobTitles(fake);
    api.answerGeneration(fake, { kind: "json", content: draftEn, usage: USAGE_1200 });
    const user = await api.seedCreatorUser(5_000);
    const processId = await api.startTask(user, { keyword: "Data Analyst" });
    const first = lastEvent(await api.streamEvents(user, processId));
    const requestsAfterRun = fake.requests.length;
    const again = await api.streamEvents(user, processId);
    expect(again).toEqual([first]);
    expect(fake.requests).toHaveLength(requestsAfterRun);
    expect(await api.balanceOf(user.id)).toBe(3_800);
    expect(await api.db.resume.count({ where: { userId: user.id } })).toBe(1);
  });

  it("answers validateFail when the model now rejects the job title, and charges nothing", async () => {
    api.acceptJobTitles(fake);
    api.answerGeneration(fake, { kind: "json", content: rejectedDraft });
    const user = await api.seedCreatorUser(5_000);
    const processId = await api.startTask(user, { keyword: "asdf qwer" });
    const events = await api.streamEvents(user, processId);
    expect(lastEvent(events)).toEqual({ event: "validateFail", data: JSON.stringify({ keyword: "asdf qwer" }) });
    expect(await api.balanceOf(user.id)).toBe(5_000);
    expect(await api.ledgerSum(user.id)).toBe(5_000);
    expect(await api.db.resume.count({ where: { userId: user.id } })).toBe(0);
    expect(await api.streamEvents(user, processId)).toEqual([lastEvent(events)]);
  });
});

describe("refusals that cost nothing", () => {
  it("answers valid:false for a keyword that is not a job title: no task, no charge", async () => {
    api.acceptJobTitles(fake, ["Banana"]);
    const user = await api.seedCreatorUser(5_000);
    const result = await api.check(user, { keyword: "Banana" });
    expect(result).toEqual({ status: 200, body: { code: 0, data: { valid: false } } });
    expect(await api.db.aiTask.count({ where: { userId: user.id } })).toBe(0);
    expect(await api.balanceOf(user.id)).toBe(5_000);
    expect(await api.rowsOf(user.id)).toHaveLength(1);
  });

  it("answers INSUFFICIENT_TOKENS at the check, before calling the model", async () => {
    api.acceptJobTitles(fake);
    const user = await api.seedCreatorUser(1_499);
    const result = await api.check(user, { keyword: "Data Analyst" });
    expect(result.status).toBe(402);
    expect(result.body).toMatchObject({ code: 500001 });
    expect(fake.requests).toHaveLength(0);
    expect(await api.db.aiTask.count({ where: { userId: user.id } })).toBe(0);
  });

  it("answers INSUFFICIENT_TOKENS as an error event when the balance ran out between check and stream", async () => {
    api.acceptJobTitles(fake);
    const user = await api.seedCreatorUser(1_500);
    const processId = await api.startTask(user, { keyword: "Data Analyst" });
    await api.db.user.update({ where: { id: user.id }, data: { tokenBalance: 1_000 } });
    const events = await api.streamEvents(user, processId);
    expect(events).toEqual([
      {
        event: "error",
        data: JSON.stringify({
          code: 500001,
          message: "Insufficient AI tokens. Do you want to go to the recharge page?",
          key: "insufficientTokens",
        }),
      },
    ]);
    expect(await api.balanceOf(user.id)).toBe(1_000);
    expect(await api.taskOf(processId)).toMatchObject({ status: "FAILED", error: "INSUFFICIENT_TOKENS" });
    expect(fake.requests.filter((r) => r.body.stream)).toHaveLength(0);
  });

  it("refuses a regular user at the resume cap, at the check and in the stream, without charging", async () => {
    api.acceptJobTitles(fake);
    const user = await api.seedCreatorUser(5_000);
    const processId = await api.startTask(user, { keyword: "Data Analyst" });
    for (let i = 0; i < 5; i += 1)
      await api.db.resume.create({ data: { userId: user.id, name: `R${i}`, data: {}, config: {} } });
    const atCheck = await api.check(user, { keyword: "Data Analyst" });
    expect(atCheck.status).toBe(403);
    expect(atCheck.body).toMatchObject({ code: 300001, details: { max: 5 } });
    const events = await api.streamEvents(user, processId);
    expect(events).toEqual([{ event: "error", data: expect.stringContaining('"code":300001') }]);
    expect(await api.balanceOf(user.id)).toBe(5_000);
    expect(await api.db.resume.count({ where: { userId: user.id } })).toBe(5);
  });

  it("refuses a pro template for a regular user and an unknown one for anyone", async () => {
    api.acceptJobTitles(fake);
    const user = await api.seedCreatorUser(5_000);
    const { templateRegistry } = await import("@/lib/shared/templates/registry");
    const pro = templateRegistry.find((t) => t.isPro)!;
    expect((await api.check(user, { keyword: "Nurse", template: pro.componentName })).body.code).toBe(300002);
    expect((await api.check(user, { keyword: "Nurse", template: "TemplateNope" })).status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });

  it("validates the body: keyword 1..100, at most 4 entries each, entries by the form's rules", async () => {
    const user = await api.seedCreatorUser(5_000);
    const bad = [
      { keyword: "   " },
      { keyword: "x".repeat(101) },
      { keyword: "Nurse", additionalData: { workExperience: Array(5).fill(userWork[0]) } },
      { keyword: "Nurse", additionalData: { educationExperience: [{ ...userEducation[0], startDate: "2017/09" }] } },
      { keyword: "Nurse", aiProvider: "x".repeat(41) },
    ];
    for (const body of bad) expect((await api.check(user, body)).status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });

  it("answers 400 for a NUL byte and 413 for an oversize body, before anything else", async () => {
    const user = await api.seedCreatorUser(5_000);
    const nul = await api.check(user, { keyword: "Nur\u0000se" });
    expect(nul).toMatchObject({ status: 400, body: { code: 200003 } });
    const big = await api.check(user, { keyword: "Nurse", padding: "x".repeat(70 * 1024) });
    expect(big.status).toBe(413);
    const stream = await api.openStream(user, "abc\u0000");
    expect(stream.status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });

  it("answers 404 for another user's processId, and 401 without a session", async () => {
    api.acceptJobTitles(fake);
    const owner = await api.seedCreatorUser(5_000);
    const other = await api.seedCreatorUser(5_000);
    const processId = await api.startTask(owner, { keyword: "Data Analyst" });
    const response = await api.openStream(other, processId);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 404 });
    expect((await api.openStream(undefined, processId)).status).toBe(401);
    expect((await api.check(undefined, { keyword: "Nurse" })).status).toBe(401);
    expect(await api.taskOf(processId)).toMatchObject({ status: "PENDING" });
  });
});
