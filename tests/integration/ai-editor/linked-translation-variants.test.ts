// A linked translation that is a master (issues 26 item 1 and 27 item 1): "re-translate what changed" saves the copy
// through its own path (save-retranslation.ts), and its variants follow in that same transaction, as after an editor
// save of the master: each field the variant has not changed takes the re-translated text and the copied contact,
// the variant's own headline stays, its version goes up (an editor still on the old one gets the 409 with the new
// text), and nothing waits for the master's next save.
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { translatableTexts } from "@/lib/shared/resume/translate-document";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import type { VariantStatusDto } from "@/lib/shared/validations/resumes/variant";
import type { FakeOpenAI } from "@/tests/fakes/openai-server";
import { jsonOf, lastEvent } from "@/tests/integration/ai-creator/sse-events";
import { startEditorAiHarness, type EditorAiApi } from "./harness";

jest.setTimeout(60_000);

let fake: FakeOpenAI;
let api: EditorAiApi;
let linked: typeof import("./linked-api");
let variants: typeof import("@/tests/integration/resumes/variants-helpers");

beforeAll(async () => {
  ({ fake, api } = await startEditorAiHarness());
  linked = await import("./linked-api");
  variants = await import("@/tests/integration/resumes/variants-helpers");
});
afterAll(async () => {
  await fake.close();
  await api.db.$disconnect();
});
beforeEach(() => fake.reset());

const MARKER = "Translate these resume texts.";
const work = (data: TResumeData) => data.sections.find((s) => s.id === "sample-empolyment")!;

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

describe("a re-translated master", () => {
  it("reaches its variants in the same save: new text and contacts in, the variant's own fields kept", async () => {
    const { user, sourceId, copyId } = await translatedCopy();
    const variant = await variants.newVariant(user, copyId);
    await variants.edit(user, variant._id, (data) => void (data.basicInfo.title = "Frontend lead for Acme"));
    const variantBefore = await variants.read(user, variant._id);

    // The source changes: a job's text (for the model) and the e-mail (copied as it is).
    const source = await api.db.resume.findUniqueOrThrow({ where: { id: sourceId } });
    const sourceData = structuredClone(source.data) as TResumeData;
    work(sourceData).data[0]!.description = "- 带领 8 人团队";
    sourceData.basicInfo.email = "new@example.com";
    await api.db.resume.update({ where: { id: sourceId }, data: { data: sourceData, version: { increment: 1 } } });

    const copy = await api.db.resume.findUniqueOrThrow({ where: { id: copyId } });
    const itemId = work(copy.data as TResumeData).data[0]!.id!;
    const path = `sections.sample-empolyment.${itemId}.description`;
    fake.when(MARKER, { kind: "json", content: { translations: [{ id: path, text: "- Led a team of 8" }] } });
    const events = await api.eventsOf(await linked.retranslate(user, copyId, { version: copy.version }));
    expect(lastEvent(events).event).toBe("finish");
    expect(fake.requests).toHaveLength(1);

    // The copy saved, and its variant with it, before the answer: no master save in between.
    const after = await variants.read(user, variant._id);
    expect(after.version).toBe(variantBefore.version + 1);
    expect(work(after.data).data[0]!.description).toBe("- Led a team of 8");
    expect(after.data.basicInfo.email).toBe("new@example.com");
    expect(after.data.basicInfo.title).toBe("Frontend lead for Acme");
    const status = await variants.status(user, variant._id);
    expect(status.status).toBe(200);
    expect((status.body.data as VariantStatusDto).own.map((f) => f.path)).toEqual(["basicInfo.title"]);

    // An editor still showing the variant's old version: the usual 409, the re-translated text in the server copy.
    const stale = await variants.patch(user, variant._id, { data: variantBefore.data, version: variantBefore.version });
    expect(stale.status).toBe(409);
    const current = (stale.body.details as { current: ResumeDto }).current;
    expect(work(current.data).data[0]!.description).toBe("- Led a team of 8");
  });

  it("a variant that changed the re-translated field keeps its own text", async () => {
    const { user, sourceId, copyId } = await translatedCopy();
    const variant = await variants.newVariant(user, copyId);
    await variants.edit(user, variant._id, (data) => void (work(data).data[0]!.description = "- Mine, for Acme"));

    const source = await api.db.resume.findUniqueOrThrow({ where: { id: sourceId } });
    const sourceData = structuredClone(source.data) as TResumeData;
    work(sourceData).data[0]!.description = "- 带领 8 人团队";
    work(sourceData).data[0]!.startDate = "2015-03";
    await api.db.resume.update({ where: { id: sourceId }, data: { data: sourceData, version: { increment: 1 } } });

    const copy = await api.db.resume.findUniqueOrThrow({ where: { id: copyId } });
    const itemId = work(copy.data as TResumeData).data[0]!.id!;
    const path = `sections.sample-empolyment.${itemId}.description`;
    fake.when(MARKER, { kind: "json", content: { translations: [{ id: path, text: "- Led a team of 8" }] } });
    const events = await api.eventsOf(await linked.retranslate(user, copyId, { version: copy.version }));
    expect(lastEvent(events).event).toBe("finish");

    const after = await variants.read(user, variant._id);
    expect(work(after.data).data[0]).toMatchObject({ description: "- Mine, for Acme", startDate: "2015-03" });
  });
});
