// Translation (issue 15 item 2): a new resume in the target language with that language's default section names and
// config.lang, contact details and dates kept, the original untouched; the copy counts against the cap of 5; a failed
// translation charges nothing and creates nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { translatableTexts } from "@/lib/shared/resume/translate-document";
import { defaultSectionNames } from "@/lib/shared/validations/resume-document/default-names";
import type { TResumeConfig, TResumeData, TResumeLang } from "@/lib/shared/validations/resume-document/document";
import type { FakeOpenAI } from "@/tests/fakes/openai-server";
import { jsonOf, lastEvent } from "@/tests/integration/ai-creator/sse-events";
import { startEditorAiHarness, type EditorAiApi } from "./harness";

jest.setTimeout(60_000);

let fake: FakeOpenAI;
let api: EditorAiApi;

beforeAll(async () => {
  ({ fake, api } = await startEditorAiHarness());
});
afterAll(async () => {
  await fake.close();
  await api.db.$disconnect();
});
beforeEach(() => fake.reset());

const MARKER = "Translate these resume texts.";

/** The fake translator: every text prefixed with the target language's tag. */
function answerTranslations(data: TResumeData, tag: string) {
  const translations = translatableTexts(data).map(({ id, text }) => ({ id, text: `[${tag}] ${text}` }));
  fake.when(MARKER, { kind: "json", content: { translations }, chunks: 12 });
}

async function translateOwn(from: "en" | "ch", to: TResumeLang) {
  const user = await api.seedCreatorUser(20_000);
  const original = await api.seedResume(user.id, { lang: from, name: "My CV" });
  answerTranslations(original.data as TResumeData, to);
  const events = await api.eventsOf(await api.translate(user, { resumeId: original.id, lang: to }));
  return { user, original, events };
}

describe("translation", () => {
  it.each<["en" | "ch", TResumeLang]>([
    ["ch", "en"],
    ["en", "ja"],
  ])("%s → %s: a new resume, default section names of the target, contacts and dates kept", async (from, to) => {
    const { user, original, events } = await translateOwn(from, to);
    const last = lastEvent(events);
    expect(last.event).toBe("finish");
    const progress = events.filter((e) => e.event === "message").map((e) => jsonOf<{ done: number; total: number }>(e));
    expect(progress[0]).toMatchObject({ done: 0 });
    expect(progress.at(-1)!.done).toBe(progress.at(-1)!.total);

    const { resumeId } = jsonOf<{ resumeId: string }>(last);
    const copy = await api.db.resume.findFirstOrThrow({ where: { id: resumeId, userId: user.id } });
    const source = original.data as TResumeData;
    const data = copy.data as TResumeData;
    const config = copy.config as TResumeConfig;
    expect(config.lang).toBe(to);
    expect(copy.name).toMatch(/^My CV · /);
    const names = defaultSectionNames[to];
    expect(data.sections.map((s) => s.name)).toEqual(source.sections.map((s) => names[s.kind!]));
    const { name, email, cellphone, birth, wechat, avatar } = source.basicInfo;
    expect(data.basicInfo).toMatchObject({ name, email, cellphone, birth, wechat, avatar });
    expect(data.basicInfo.title).toBe(`[${to}] ${source.basicInfo.title}`);
    expect(data.links.map((l) => l.src)).toEqual(source.links.map((l) => l.src));
    const work = (d: TResumeData) => d.sections.find((s) => s.kind === "empolyment")!.data;
    expect(work(data).map((i) => [i.startDate, i.endDate])).toEqual(work(source).map((i) => [i.startDate, i.endDate]));
    expect(work(data)[0]!.description).toBe(`[${to}] ${work(source)[0]!.description}`);

    // The original is untouched.
    const after = await api.db.resume.findUniqueOrThrow({ where: { id: original.id } });
    expect(after.data).toEqual(original.data);
    expect(after.config).toEqual(original.config);
    expect(after.updatedAt).toEqual(original.updatedAt);
    // Charged once, as resume_translate, on the reported usage.
    const rows = await api.rowsOf(user.id);
    expect(rows.filter((r) => r.operation === "SUBTRACT").map((r) => r.type)).toContain("RESUME_TRANSLATE");
    expect(await api.ledgerSum(user.id)).toBe(await api.balanceOf(user.id));
    expect(await api.balanceOf(user.id)).toBeLessThan(20_000);
    expect((await api.tasksOf(user.id))[0]).toMatchObject({ kind: "TRANSLATE", status: "SUCCEEDED", resumeId });
    // The texts went to the model as data, in the target language's name.
    expect(fake.lastUserText(fake.requests.at(-1)!)).toContain(JSON.stringify(source.basicInfo.title));
    expect(JSON.stringify(fake.requests.at(-1)!.body.messages)).not.toContain(email);
  });

  it("the copy counts against the cap: a regular user with 5 resumes is refused before the model", async () => {
    const user = await api.seedCreatorUser(20_000);
    const resumes = [];
    for (let i = 0; i < 5; i += 1) resumes.push(await api.seedResume(user.id));
    const response = await api.translate(user, { resumeId: resumes[0]!.id, lang: "ja" });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 300001 });
    expect(fake.requests).toHaveLength(0);
    expect(await api.db.resume.count({ where: { userId: user.id } })).toBe(5);
    expect(await api.balanceOf(user.id)).toBe(20_000);
  });

  it("a regular user with 4 resumes gets the fifth; premium users have no cap", async () => {
    const user = await api.seedCreatorUser(20_000);
    for (let i = 0; i < 3; i += 1) await api.seedResume(user.id);
    const { events } = await (async () => {
      const original = await api.seedResume(user.id);
      answerTranslations(original.data as TResumeData, "de");
      return { events: await api.eventsOf(await api.translate(user, { resumeId: original.id, lang: "de" })) };
    })();
    expect(lastEvent(events).event).toBe("finish");
    expect(await api.db.resume.count({ where: { userId: user.id } })).toBe(5);

    const premium = await api.seedCreatorUser(20_000, "premium");
    for (let i = 0; i < 5; i += 1) await api.seedResume(premium.id);
    const source = await api.db.resume.findFirstOrThrow({ where: { userId: premium.id } });
    const result = await api.eventsOf(await api.translate(premium, { resumeId: source.id, lang: "de" }));
    expect(lastEvent(result).event).toBe("finish");
    expect(await api.db.resume.count({ where: { userId: premium.id } })).toBe(6);
  });

  it("a failing translation: an error event, nothing charged, no copy", async () => {
    const user = await api.seedCreatorUser(20_000);
    const original = await api.seedResume(user.id);
    fake.script({ kind: "error", status: 500 }, { kind: "error", status: 500 });
    const events = await api.eventsOf(await api.translate(user, { resumeId: original.id, lang: "fr" }));
    expect(lastEvent(events)).toEqual({ event: "error", data: expect.stringContaining('"code":500105') });
    expect(await api.balanceOf(user.id)).toBe(20_000);
    expect(await api.ledgerSum(user.id)).toBe(20_000);
    expect(await api.db.resume.count({ where: { userId: user.id } })).toBe(1);
    expect((await api.tasksOf(user.id))[0]).toMatchObject({ status: "FAILED", usedTokens: 0 });
  });

  it("malformed answers twice: an error event, nothing charged", async () => {
    const user = await api.seedCreatorUser(20_000);
    const original = await api.seedResume(user.id);
    fake.script({ kind: "text", text: '{"translations": [' }, { kind: "text", text: "no" });
    const events = await api.eventsOf(await api.translate(user, { resumeId: original.id, lang: "fr" }));
    expect(lastEvent(events)).toEqual({ event: "error", data: expect.stringContaining('"code":500102') });
    expect(await api.balanceOf(user.id)).toBe(20_000);
    expect(await api.db.resume.count({ where: { userId: user.id } })).toBe(1);
  });

  it("another user's resume: 404; an unknown language: 400", async () => {
    const owner = await api.seedCreatorUser(20_000);
    const other = await api.seedCreatorUser(20_000);
    const resume = await api.seedResume(owner.id);
    expect((await api.translate(other, { resumeId: resume.id, lang: "en" })).status).toBe(404);
    expect((await api.translate(owner, { resumeId: resume.id, lang: "xx" })).status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });
});
