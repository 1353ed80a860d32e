// Linked translations (issue 27 item 1) over the real routes, what the first suite leaves out: contacts, dates and
// link addresses changed in the source reach the copy as they are, without a model call, a task or a charge (the copy's
// own edit kept); a whole section added in the source is translated and inserted at its place, a removed one leaves
// the copy unless the user edited it there (then kept and listed); and a client that cancels a running re-translation
// leaves the copy unchanged and gets its tokens back, as a cancelled polish or translation does.
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { translatableTexts } from "@/lib/shared/resume/translate-document";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import type { TranslationStatusDto } from "@/lib/shared/validations/resumes/translation-link";
import type { FakeOpenAI } from "@/tests/fakes/openai-server";
import { jsonOf, lastEvent } from "@/tests/integration/ai-creator/sse-events";
import type { TestUser } from "@/tests/integration/resumes/helpers";
import { startEditorAiHarness, type EditorAiApi } from "./harness";

jest.setTimeout(60_000);

let fake: FakeOpenAI;
let api: EditorAiApi;
let linked: typeof import("./linked-api");

beforeAll(async () => {
  ({ fake, api } = await startEditorAiHarness());
  linked = await import("./linked-api");
});
afterAll(async () => {
  await fake.close();
  await api.db.$disconnect();
});
beforeEach(() => fake.reset());

const MARKER = "Translate these resume texts.";

async function translatedCopy() {
  const user = await api.seedCreatorUser(20_000);
  const source = await api.seedResume(user.id, { lang: "ch", name: "简历" });
  const translations = translatableTexts(source.data as TResumeData).map(({ id, text }) => ({
    id,
    text: `[en] ${text}`,
  }));
  fake.when(MARKER, { kind: "json", content: { translations }, chunks: 4 });
  const events = await api.eventsOf(await api.translate(user, { resumeId: source.id, lang: "en" }));
  const { resumeId } = jsonOf<{ resumeId: string }>(lastEvent(events));
  fake.reset();
  return { user, sourceId: source.id, copyId: resumeId };
}

/** Changes a resume's document as a save would. */
async function edit(id: string, change: (data: TResumeData) => void) {
  const row = await api.db.resume.findUniqueOrThrow({ where: { id } });
  const data = structuredClone(row.data) as TResumeData;
  change(data);
  return api.db.resume.update({ where: { id }, data: { data, version: { increment: 1 } } });
}

async function statusOf(user: TestUser, id: string) {
  const response = await linked.translationStatus(user, id);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: TranslationStatusDto }).data;
}

const section = (data: TResumeData, id: string) => data.sections.find((s) => s.id === id)!;

describe("linked translation: what the model never sees, whole sections, cancel", () => {
  it("contacts, dates and link addresses flow as they are: no model call, no task, nothing charged", async () => {
    const { user, sourceId, copyId } = await translatedCopy();
    await edit(sourceId, (data) => {
      data.basicInfo.email = "new@example.com";
      data.basicInfo.cellphone = "139 0000 0000";
      section(data, "sample-empolyment").data[0]!.startDate = "2015-03";
      data.links[1]!.src = "https://siyuan.blog";
    });
    // The user's own number in the copy: kept.
    const copy = await edit(copyId, (data) => void (data.basicInfo.cellphone = "+86 138 0000 0001"));
    const itemId = section(copy.data as TResumeData, "sample-empolyment").data[0]!.id!;
    const datePath = `sections.sample-empolyment.${itemId}.startDate`;

    const status = await statusOf(user, copyId);
    expect(status.stale).toEqual([]);
    expect(status.copied.map((f) => [f.path, f.after, f.edited])).toEqual([
      ["basicInfo.cellphone", "139 0000 0000", true],
      ["basicInfo.email", "new@example.com", false],
      ["links.1.src", "https://siyuan.blog", false],
      [datePath, "2015-03", false],
    ]);

    const balance = await api.balanceOf(user.id);
    const rows = (await api.rowsOf(user.id)).length;
    const tasks = (await api.tasksOf(user.id)).length;
    const events = await api.eventsOf(await linked.retranslate(user, copyId, { version: copy.version }));
    expect(lastEvent(events).event).toBe("finish");
    expect(jsonOf(lastEvent(events))).toEqual({ version: copy.version + 1, updated: 3 });
    expect(fake.requests).toHaveLength(0);
    expect(await api.balanceOf(user.id)).toBe(balance);
    expect(await api.rowsOf(user.id)).toHaveLength(rows);
    expect(await api.tasksOf(user.id)).toHaveLength(tasks);

    const after = (await api.db.resume.findFirstOrThrow({ where: { id: copyId, userId: user.id } }))
      .data as TResumeData;
    const before = copy.data as TResumeData;
    expect(after.basicInfo).toEqual({ ...before.basicInfo, email: "new@example.com" });
    expect(after.links[1]).toEqual({ ...before.links[1], src: "https://siyuan.blog" });
    expect(section(after, "sample-empolyment").data[0]).toEqual({
      ...section(before, "sample-empolyment").data[0],
      startDate: "2015-03",
    });

    // Only the user's own number still differs; nothing is left to do without replacing it.
    expect((await statusOf(user, copyId)).copied.map((f) => f.path)).toEqual(["basicInfo.cellphone"]);
    const again = await linked.retranslate(user, copyId, { version: copy.version + 1 });
    expect(again.status).toBe(409);
  });

  it("a section added in the source is translated in place; removed ones leave, unless edited in the copy", async () => {
    const { user, sourceId, copyId } = await translatedCopy();
    await edit(sourceId, (data) => {
      data.sections.splice(2, 0, {
        ...section(data, "sample-project"),
        id: "awards",
        kind: undefined,
        name: "获奖",
        data: [{ ...section(data, "sample-project").data[0]!, id: "a1", title: "ACM 金奖", description: "" }],
      });
      data.sections = data.sections.filter((s) => s.id !== "sample-hobby" && s.id !== "sample-language");
    });
    const awards = (
      (await api.db.resume.findUniqueOrThrow({ where: { id: sourceId } })).data as TResumeData
    ).sections.find((s) => s.id === "awards")!;
    const copy = await edit(copyId, (data) => void (section(data, "sample-language").data[0]!.title = "Mine"));

    const status = await statusOf(user, copyId);
    expect(status.added).toEqual([{ sectionId: "awards" }]);
    expect(status.removed).toEqual(
      expect.arrayContaining([
        { sectionId: "sample-language", edited: true },
        { sectionId: "sample-hobby", edited: false },
      ]),
    );
    expect(status.removed).toHaveLength(2);

    const translations = [
      { id: "sections.awards.name", text: "Awards" },
      { id: "sections.awards.a1.title", text: "ACM gold medal" },
      { id: "sections.awards.a1.subTitle", text: "[en] sub" },
      { id: "sections.awards.a1.city", text: "[en] city" },
    ];
    fake.when(MARKER, { kind: "json", content: { translations } });
    const balance = await api.balanceOf(user.id);
    const events = await api.eventsOf(await linked.retranslate(user, copyId, { version: copy.version }));
    expect(lastEvent(events).event).toBe("finish");

    // Only the new section's texts went out: never its dates, never another section's text.
    expect(fake.requests).toHaveLength(1);
    const sent = JSON.stringify(fake.requests[0]!.body.messages);
    expect(sent).toContain("sections.awards.name");
    expect(sent).toContain("ACM 金奖");
    expect(sent).not.toContain("sample-empolyment");
    if (awards.data[0]!.startDate) expect(sent).not.toContain(awards.data[0]!.startDate);
    expect(await api.balanceOf(user.id)).toBeLessThan(balance);
    expect(await api.ledgerSum(user.id)).toBe(await api.balanceOf(user.id));

    const after = (await api.db.resume.findFirstOrThrow({ where: { id: copyId, userId: user.id } }))
      .data as TResumeData;
    expect(after.sections.map((s) => s.id)).toEqual([
      "sample-profile",
      "sample-empolyment",
      "awards",
      "sample-project",
      "sample-education",
      "sample-skills",
      "sample-certificate",
      "sample-language",
    ]);
    expect(section(after, "awards").name).toBe("Awards");
    expect(section(after, "awards").data[0]).toMatchObject({
      title: "ACM gold medal",
      startDate: awards.data[0]!.startDate,
      endDate: awards.data[0]!.endDate,
    });
    expect(section(after, "sample-language").data[0]!.title).toBe("Mine");

    const now = await statusOf(user, copyId);
    expect(now).toMatchObject({ stale: [], copied: [], added: [], removed: [], reordered: false });
    expect(now.kept).toEqual(["sample-language"]);
  });

  it("a client that cancels a running re-translation: the model call aborted, the copy unchanged, refunded", async () => {
    const { user, sourceId, copyId } = await translatedCopy();
    await edit(sourceId, (data) => {
      section(data, "sample-empolyment").data[0]!.description = "- 带领 8 人团队";
      data.basicInfo.email = "new@example.com";
    });
    const copy = await api.db.resume.findUniqueOrThrow({ where: { id: copyId } });
    const itemId = section(copy.data as TResumeData, "sample-empolyment").data[0]!.id!;
    const path = `sections.sample-empolyment.${itemId}.description`;
    const answer = { translations: [{ id: path, text: "- Led a team of 8" }] };
    fake.when(MARKER, { kind: "stall", text: JSON.stringify(answer), chunks: 10 });
    const balance = await api.balanceOf(user.id);

    const controller = new AbortController();
    const requested = fake.waitForRequest();
    const response = await linked.retranslate(user, copyId, { version: copy.version }, controller.signal);
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    await requested;
    const upstreamAborted = fake.waitForAbort();
    controller.abort();
    await reader.cancel().catch(() => undefined);
    await upstreamAborted;

    const [task] = await api.eventually(
      async () => (await api.tasksOf(user.id)).filter((t) => t.status !== "SUCCEEDED"),
      (tasks) => tasks[0]?.status === "FAILED",
    );
    expect(task).toMatchObject({ status: "FAILED", error: "AI_CANCELLED", usedTokens: 0 });
    expect(await api.balanceOf(user.id)).toBe(balance);
    expect((await api.rowsOf(user.id)).at(-1)).toMatchObject({ type: "REFUND", reference: task!.id });
    expect(await api.ledgerSum(user.id)).toBe(balance);
    const after = await api.db.resume.findUniqueOrThrow({ where: { id: copyId } });
    expect(after.version).toBe(copy.version);
    expect(after.data).toEqual(copy.data);
    const status = await statusOf(user, copyId);
    expect(status.stale.map((f) => f.path)).toEqual([path]);
    expect(status.copied.map((f) => f.path)).toEqual(["basicInfo.email"]);
  });
});
