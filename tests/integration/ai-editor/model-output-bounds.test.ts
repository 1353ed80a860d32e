// Issue 20 item 17. Every model output is held to its schema before anything is saved: a translation that would break
// the resume document (a text longer than its field allows) answers AI_INVALID_OUTPUT, is refunded and saves nothing.
// Every AI call bounds its answer: the fake model records each request, and each flow's carries max_tokens.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import { translatableTexts } from "@/lib/shared/resume/translate-document";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import type { FakeOpenAI } from "@/tests/fakes/openai-server";
import { draftEn } from "@/tests/integration/ai-creator/drafts";
import { jsonOf, lastEvent, readEvents } from "@/tests/integration/ai-creator/sse-events";
import { startEditorAiHarness, type EditorAiApi } from "./harness";

let fake: FakeOpenAI;
let api: EditorAiApi;
let creator: typeof import("@/tests/integration/ai-creator/creator-api");

beforeAll(async () => {
  ({ fake, api } = await startEditorAiHarness());
  creator = await import("@/tests/integration/ai-creator/creator-api");
});
afterAll(async () => {
  await fake.close();
  await api.db.$disconnect();
});
beforeEach(() => fake.reset());

const TRANSLATE_MARKER = "Translate these resume texts.";
const POLISH_MARKER = "Polish these resume texts.";
const START = 20_000;

describe("a translation that breaks the document schema", () => {
  it("answers AI_INVALID_OUTPUT, saves nothing and refunds the reservation", async () => {
    const user = await api.seedCreatorUser(START);
    const original = await api.seedResume(user.id, { lang: "en", name: "My CV" });
    const texts = translatableTexts(original.data as TResumeData);
    // The heading may hold 120 characters; the "translation" of it holds 5,000.
    const translations = texts.map(({ id, text }) => ({ id, text: id === "basic.title" ? "T".repeat(5_000) : text }));
    expect(translations.some((t) => t.id === "basic.title")).toBe(true);
    fake.when(TRANSLATE_MARKER, { kind: "json", content: { translations } });
    const before = await api.db.resume.count({ where: { userId: user.id } });

    const events = await api.eventsOf(await api.translate(user, { resumeId: original.id, lang: "ja" }));
    const last = lastEvent(events);
    expect(last.event).toBe("error");
    expect(jsonOf(last)).toEqual({
      code: 500102,
      message: "The AI model gave an answer that could not be used, please try again",
      key: "aiInvalidOutput",
    });
    expect(await api.db.resume.count({ where: { userId: user.id } })).toBe(before);
    const [task] = await api.tasksOf(user.id);
    expect(task).toMatchObject({ kind: "TRANSLATE", status: "FAILED", error: "AI_INVALID_OUTPUT", usedTokens: 0 });
    expect(await api.balanceOf(user.id)).toBe(START);
    expect(await api.ledgerSum(user.id)).toBe(START);
    expect((await api.rowsOf(user.id)).map((r) => r.type)).toEqual(["INITIAL", "RESUME_TRANSLATE", "REFUND"]);
  });
});

describe("every AI call bounds its answer", () => {
  it("the check, the generation, the polish and the translation each send max_tokens", async () => {
    const user = await api.seedCreatorUser(START);
    creator.acceptJobTitles(fake);
    creator.answerGeneration(fake, { kind: "json", content: draftEn });
    const processId = await creator.startTask(user, { keyword: "Data Analyst" });
    expect(lastEvent(await readEvents(await creator.openStream(user, processId))).event).toBe("finish");

    const resume = await api.seedResume(user.id, { lang: "en", name: "My CV" });
    const texts = await api.sectionTexts(resume.id, "sample-empolyment");
    fake.when(POLISH_MARKER, { kind: "json", content: { suggestions: [] } });
    expect(lastEvent(await api.eventsOf(await api.polish(user, { resumeId: resume.id, texts }))).event).toBe("finish");

    const translations = translatableTexts(resume.data as TResumeData).map(({ id, text }) => ({ id, text }));
    fake.when(TRANSLATE_MARKER, { kind: "json", content: { translations } });
    const translated = await api.eventsOf(await api.translate(user, { resumeId: resume.id, lang: "ja" }));
    expect(lastEvent(translated).event).toBe("finish");

    const bounds = fake.requests.map((request) => ({
      task: request.body.response_format?.json_schema?.name ?? fake.lastUserText(request).slice(0, 40),
      maxTokens: request.body.max_tokens ?? request.body.max_completion_tokens,
    }));
    expect(bounds.map((b) => b.task)).toEqual([
      "check-profession",
      "generate-resume",
      "polish-texts",
      "translate-resume",
    ]);
    for (const { task, maxTokens } of bounds) {
      expect({ task, bounded: typeof maxTokens === "number" && maxTokens > 0 && maxTokens <= 8_192 }).toEqual({
        task,
        bounded: true,
      });
    }
  });
});
