// Linked translations (issue 27 item 1): a copy translated zh → en stays linked to its source; after the source is
// edited, the status names exactly the changed fields, and "re-translate what changed" sends only those (never
// contacts, dates or links), charges only for them with ledger rows, keeps the field the user edited in the copy,
// and runs once however many requests arrive together. Unlink makes a plain copy; another user gets 404.
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { translatableTexts } from "@/lib/shared/resume/translate-document";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import type { TranslationStatusDto } from "@/lib/shared/validations/resumes/translation-link";
import type { FakeOpenAI } from "@/tests/fakes/openai-server";
import { jsonOf, lastEvent } from "@/tests/integration/ai-creator/sse-events";
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
  return { user, source, copyId: resumeId };
}

/** Edits the source as a save would: the first job's description and the title change; e-mail and a date too. */
async function editSource(sourceId: string) {
  const row = await api.db.resume.findUniqueOrThrow({ where: { id: sourceId } });
  const data = structuredClone(row.data) as TResumeData;
  const work = data.sections.find((s) => s.kind === "empolyment")!;
  data.basicInfo.title = "高级前端工程师";
  data.basicInfo.email = "changed@example.com";
  work.data[0]!.description = "- 带领 8 人团队，性能提升 40%";
  work.data[0]!.startDate = "2015-03";
  await api.db.resume.update({ where: { id: sourceId }, data: { data, version: { increment: 1 } } });
  return { data, workId: work.id, itemId: work.data[0]!.id! };
}

async function statusOf(user: Parameters<typeof linked.translationStatus>[0], id: string) {
  const response = await linked.translationStatus(user, id);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: TranslationStatusDto }).data;
}

describe("linked translation", () => {
  it("zh → en: linked, the changed fields stale, re-translated alone, charged alone, the user's edit kept", async () => {
    const { user, source, copyId } = await translatedCopy();
    const copyRow = await api.db.resume.findFirstOrThrow({ where: { id: copyId, userId: user.id } });
    expect(copyRow.translatedFromId).toBe(source.id);
    expect((await statusOf(user, copyId)).stale).toEqual([]);

    const { data, workId, itemId } = await editSource(source.id);
    // The user edits the title in the copy: it must not be overwritten.
    const copyData = structuredClone(copyRow.data) as TResumeData;
    copyData.basicInfo.title = "My own title";
    const edited = await api.db.resume.update({
      where: { id: copyId },
      data: { data: copyData, version: { increment: 1 } },
    });

    const status = await statusOf(user, copyId);
    const descPath = `sections.${workId}.${itemId}.description`;
    expect(status.stale.map((f) => [f.path, f.edited])).toEqual([
      ["basicInfo.title", true],
      [descPath, false],
    ]);
    expect(status.stale[1]).toMatchObject({ after: data.sections.find((s) => s.id === workId)!.data[0]!.description });
    expect(status).toMatchObject({ linked: true, sourceId: source.id, added: [], removed: [], reordered: false });
    expect(status.copied.map((f) => f.path)).toEqual(["basicInfo.email", `sections.${workId}.${itemId}.startDate`]);

    const rowsBefore = (await api.rowsOf(user.id)).length;
    const balanceBefore = await api.balanceOf(user.id);
    fake.when(MARKER, {
      kind: "json",
      content: { translations: [{ id: descPath, text: "- Led a team of 8, 40% faster" }] },
    });
    const response = await linked.retranslate(user, copyId, { version: edited.version });
    const events = await api.eventsOf(response);
    expect(lastEvent(events).event).toBe("finish");
    expect(jsonOf<{ version: number; updated: number }>(lastEvent(events))).toEqual({
      version: edited.version + 1,
      updated: 3,
    });

    // Only the changed, unedited field went to the model; no contact, date or link address.
    expect(fake.requests).toHaveLength(1);
    const sent = JSON.stringify(fake.requests[0]!.body.messages);
    expect(sent).toContain(descPath);
    expect(sent).not.toContain("basicInfo.title");
    for (const secret of ["changed@example.com", "2015-03", data.basicInfo.cellphone, ...data.links.map((l) => l.src)])
      if (secret) expect(sent).not.toContain(secret);

    const after = await api.db.resume.findFirstOrThrow({ where: { id: copyId, userId: user.id } });
    const afterData = after.data as TResumeData;
    expect(afterData.basicInfo.title).toBe("My own title");
    expect(afterData.sections.find((s) => s.id === workId)!.data[0]!.description).toBe("- Led a team of 8, 40% faster");
    // Contacts and dates are never sent, but they follow the source as they are (the copy had not changed them).
    expect(afterData.basicInfo.email).toBe("changed@example.com");
    expect(afterData.sections.find((s) => s.id === workId)!.data[0]!.startDate).toBe("2015-03");

    // Charged once, as resume_translate, for this call only; the ledger adds up.
    const rows = (await api.rowsOf(user.id)).slice(rowsBefore);
    expect(rows.map((r) => r.type)).toContain("RESUME_TRANSLATE");
    expect(await api.ledgerSum(user.id)).toBe(await api.balanceOf(user.id));
    const spent = balanceBefore - (await api.balanceOf(user.id));
    expect(spent).toBeGreaterThan(0);
    expect(spent).toBeLessThan(600 + 200);

    // Only the edited field is still stale; replacing edits brings it too.
    expect((await statusOf(user, copyId)).stale.map((f) => f.path)).toEqual(["basicInfo.title"]);
    fake.reset();
    fake.when(MARKER, {
      kind: "json",
      content: { translations: [{ id: "basicInfo.title", text: "Senior engineer" }] },
    });
    const again = await api.eventsOf(
      await linked.retranslate(user, copyId, { version: after.version, replaceEdits: true }),
    );
    expect(lastEvent(again).event).toBe("finish");
    const last = await api.db.resume.findFirstOrThrow({ where: { id: copyId } });
    expect((last.data as TResumeData).basicInfo.title).toBe("Senior engineer");
    expect((await statusOf(user, copyId)).stale).toEqual([]);
  });

  it("an up-to-date copy and a stale version are refused before the model, nothing charged", async () => {
    const { user, copyId } = await translatedCopy();
    const copy = await api.db.resume.findUniqueOrThrow({ where: { id: copyId } });
    const balance = await api.balanceOf(user.id);
    const upToDate = await linked.retranslate(user, copyId, { version: copy.version });
    expect(upToDate.status).toBe(409);
    const stale = await linked.retranslate(user, copyId, { version: copy.version + 5 });
    expect(stale.status).toBe(409);
    expect(fake.requests).toHaveLength(0);
    expect(await api.balanceOf(user.id)).toBe(balance);
  });

  it("20 concurrent re-translations run once and charge once", async () => {
    const { user, source, copyId } = await translatedCopy();
    const { workId, itemId } = await editSource(source.id);
    const copy = await api.db.resume.findUniqueOrThrow({ where: { id: copyId } });
    const descPath = `sections.${workId}.${itemId}.description`;
    fake.when(MARKER, { kind: "json", content: { translations: [{ id: descPath, text: "- Led 8" }] }, chunks: 6 });
    const rowsBefore = (await api.rowsOf(user.id)).length;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => linked.retranslate(user, copyId, { version: copy.version })),
    );
    const streams = responses.filter((r) => r.status === 200);
    expect(streams).toHaveLength(1);
    for (const r of responses.filter((r) => r.status !== 200)) expect([409, 429]).toContain(r.status);
    expect(lastEvent(await api.eventsOf(streams[0]!)).event).toBe("finish");
    expect(fake.requests).toHaveLength(1);
    const reserves = (await api.rowsOf(user.id)).slice(rowsBefore).filter((r) => r.operation === "SUBTRACT");
    expect(new Set(reserves.map((r) => r.reference)).size).toBe(1);
    expect(await api.ledgerSum(user.id)).toBe(await api.balanceOf(user.id));
    const after = await api.db.resume.findUniqueOrThrow({ where: { id: copyId } });
    expect(after.version).toBe(copy.version + 1);
  });

  it("unlink makes a plain copy; another user gets 404 on every call", async () => {
    const { user, copyId } = await translatedCopy();
    const stranger = await api.seedCreatorUser(20_000);
    expect((await linked.translationStatus(stranger, copyId)).status).toBe(404);
    expect((await linked.retranslate(stranger, copyId, { version: 1 })).status).toBe(404);
    expect((await linked.unlink(stranger, copyId)).status).toBe(404);
    expect((await statusOf(user, copyId)).linked).toBe(true);

    const response = await linked.unlink(user, copyId);
    expect(response.status).toBe(200);
    const row = await api.db.resume.findUniqueOrThrow({ where: { id: copyId } });
    expect(row).toMatchObject({ translatedFromId: null, translationLink: null });
    expect((await statusOf(user, copyId)).linked).toBe(false);
    expect((await linked.retranslate(user, copyId, { version: row.version })).status).toBe(409);
  });
});
