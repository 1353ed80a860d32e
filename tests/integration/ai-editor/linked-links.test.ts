// Links follow by id (issue 27 item 1) through the real routes: the source's editor save (PATCH) removes a link, adds
// one at the top, relabels and reorders the rest; its linked translation's status reports exactly that, the
// re-translation sends the new label alone to the model (never an address) and rebuilds the copy's links in the
// source's order with the label the user wrote in the copy kept on its link; the source's variant, synced in that same
// save, takes the new link and order and keeps the link it relabelled. And rows stored before links had ids (links
// without ids, a translation record and a variant record by position) upgrade on read and follow the same links.
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { translatableTexts } from "@/lib/shared/resume/translate-document";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import type { TranslationStatusDto } from "@/lib/shared/validations/resumes/translation-link";
import type { VariantStatusDto } from "@/lib/shared/validations/resumes/variant";
import type { FakeOpenAI } from "@/tests/fakes/openai-server";
import { jsonOf, lastEvent } from "@/tests/integration/ai-creator/sse-events";
import type { TestUser } from "@/tests/integration/resumes/helpers";
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
const rows = (data: TResumeData) => data.links.map((l) => [l.id, l.name, l.src]);

/** A Chinese resume with three links (saved as a client that sends no ids: the server gives them), translated to
 * English through the real route, and a variant of the source. */
async function setup() {
  const user = await api.seedCreatorUser(20_000);
  const source = await api.seedResume(user.id, { lang: "ch", name: "简历" });
  await variants.edit(user, source.id, (data) => {
    data.links = [
      { name: "主页", src: "https://wang.example" },
      { name: "代码", src: "https://github.com/wang" },
      { name: "作品集", src: "https://wang.design" },
    ] as TResumeData["links"];
  });
  const sourceData = (await variants.read(user, source.id)).data;
  expect(sourceData.links.map((l) => l.id)).toEqual(["0", "1", "2"]);
  const translations = translatableTexts(sourceData).map(({ id, text }) => ({ id, text: `[en] ${text}` }));
  fake.when(MARKER, { kind: "json", content: { translations }, chunks: 2 });
  const events = await api.eventsOf(await api.translate(user, { resumeId: source.id, lang: "en" }));
  const { resumeId: copyId } = jsonOf<{ resumeId: string }>(lastEvent(events));
  fake.reset();
  const variant = await variants.newVariant(user, source.id);
  return { user, sourceId: source.id, copyId, variantId: variant._id };
}

async function translationStatus(user: TestUser, id: string) {
  const response = await linked.translationStatus(user, id);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: TranslationStatusDto }).data;
}

async function variantStatus(user: TestUser, id: string) {
  const response = await variants.status(user, id);
  expect(response.status).toBe(200);
  return response.body.data as VariantStatusDto;
}

/** The source's edit of its link list: "主页" (0) removed, "博客" added first, the others swapped, "代码" relabelled. */
const editSourceLinks = (data: TResumeData) => {
  const [, code, works] = data.links;
  data.links = [{ id: "link-blog", name: "博客", src: "https://wang.blog" }, works!, { ...code!, name: "源代码" }];
};

describe("links added, removed, reordered and relabelled in the source", () => {
  it("reach the linked copy by id: status, then a re-translation of the new label only", async () => {
    const { user, sourceId, copyId } = await setup();
    const copyBefore = await variants.read(user, copyId);
    expect(rows(copyBefore.data)).toEqual([
      ["0", "[en] 主页", "https://wang.example"],
      ["1", "[en] 代码", "https://github.com/wang"],
      ["2", "[en] 作品集", "https://wang.design"],
    ]);
    // The user's own label for the code link, in the copy.
    await variants.edit(user, copyId, (data) => void (data.links[1]!.name = "My code"));
    await variants.edit(user, sourceId, editSourceLinks);

    const status = await translationStatus(user, copyId);
    expect(status.added).toEqual([{ linkId: "link-blog" }]);
    expect(status.removed).toEqual([{ linkId: "0", edited: false }]);
    expect(status.reordered).toBe(true);
    expect(status.stale).toEqual([{ path: "links.1.name", before: "代码", after: "源代码", edited: true }]);
    expect(status.copied).toEqual([]);

    fake.when(MARKER, {
      kind: "json",
      content: { translations: [{ id: "links.link-blog.name", text: "Blog" }] },
    });
    const copy = await variants.read(user, copyId);
    const events = await api.eventsOf(await linked.retranslate(user, copyId, { version: copy.version }));
    expect(lastEvent(events).event).toBe("finish");
    expect(fake.requests).toHaveLength(1);
    const sent = JSON.stringify(fake.requests[0]!.body);
    expect(sent).toContain("links.link-blog.name");
    expect(sent).toContain("博客");
    for (const never of ["wang.blog", "github.com", "源代码", "作品集"]) expect(sent).not.toContain(never);

    const after = await variants.read(user, copyId);
    expect(rows(after.data)).toEqual([
      ["link-blog", "Blog", "https://wang.blog"],
      ["2", "[en] 作品集", "https://wang.design"],
      ["1", "My code", "https://github.com/wang"],
    ]);
    // Only the user's own label is left, reported as theirs.
    const left = await translationStatus(user, copyId);
    expect(left).toMatchObject({ added: [], removed: [], reordered: false, copied: [], keptLinks: [] });
    expect(left.stale.map((f) => [f.path, f.edited])).toEqual([["links.1.name", true]]);
  });

  it("a link removed in the source but relabelled in the copy is kept and listed", async () => {
    const { user, sourceId, copyId } = await setup();
    await variants.edit(user, copyId, (data) => void (data.links[0]!.name = "My homepage"));
    await variants.edit(user, sourceId, (data) => void data.links.splice(0, 1));
    const status = await translationStatus(user, copyId);
    expect(status.removed).toEqual([{ linkId: "0", edited: true }]);
    const copy = await variants.read(user, copyId);
    const events = await api.eventsOf(await linked.retranslate(user, copyId, { version: copy.version }));
    expect(lastEvent(events).event).toBe("finish");
    expect(fake.requests).toHaveLength(0);
    expect((await variants.read(user, copyId)).data.links.map((l) => [l.id, l.name])).toEqual([
      ["1", "[en] 代码"],
      ["2", "[en] 作品集"],
      ["0", "My homepage"],
    ]);
    expect((await translationStatus(user, copyId)).keptLinks).toEqual(["0"]);
  });

  it("reach the variant in the master's save: the new link at its place, the master's order, its own label kept", async () => {
    const { user, sourceId, variantId } = await setup();
    await variants.edit(user, variantId, (data) => void (data.links[0]!.name = "主页（Acme 版）"));
    const before = await variants.read(user, variantId);
    await variants.edit(user, sourceId, editSourceLinks);

    const after = await variants.read(user, variantId);
    expect(after.version).toBe(before.version + 1);
    // "主页" was removed in the master but relabelled here: it stays, as the variant's own.
    expect(rows(after.data)).toEqual([
      ["0", "主页（Acme 版）", "https://wang.example"],
      ["link-blog", "博客", "https://wang.blog"],
      ["2", "作品集", "https://wang.design"],
      ["1", "源代码", "https://github.com/wang"],
    ]);
    const status = await variantStatus(user, variantId);
    expect(status.own).toEqual([]);
    expect(status.ownItems).toBe(1);

    // The master relabels its blog link: it reaches the variant, whose own link stays.
    await variants.edit(user, sourceId, (data) => void (data.links[0]!.name = "技术博客"));
    expect(rows((await variants.read(user, variantId)).data).map((r) => r[1])).toEqual([
      "主页（Acme 版）",
      "技术博客",
      "作品集",
      "源代码",
    ]);
  });
});

describe("rows stored before links had ids", () => {
  it("are read with ids by position, and the old translation and variant records follow the same links", async () => {
    const { user, sourceId, copyId, variantId } = await setup();
    // Rewrite the four rows as they were stored before: no link ids, records by position and a link count.
    const stripIds = async (id: string) => {
      const row = await api.db.resume.findUniqueOrThrow({ where: { id } });
      const data = structuredClone(row.data) as { links: { id?: string }[] };
      for (const link of data.links) delete link.id;
      const config = { ...(row.config as object), schemaVersion: 1 };
      return api.db.resume.update({ where: { id }, data: { data, config } });
    };
    for (const id of [sourceId, copyId, variantId]) await stripIds(id);
    const copyRow = await api.db.resume.findUniqueOrThrow({ where: { id: copyId } });
    const oldLink = { ...(copyRow.translationLink as Record<string, unknown>) };
    delete oldLink.links;
    delete oldLink.keptLinks;
    await api.db.resume.update({ where: { id: copyId }, data: { translationLink: oldLink as object } });
    const variantRow = await api.db.resume.findUniqueOrThrow({ where: { id: variantId } });
    await api.db.resume.update({
      where: { id: variantId },
      data: { variantBase: { ...(variantRow.variantBase as object), links: 3 } },
    });

    // Read as before, every link kept, with its position as its id; nothing reported.
    const source = await variants.read(user, sourceId);
    expect(source.data.links.map((l) => [l.id, l.name])).toEqual([
      ["0", "主页"],
      ["1", "代码"],
      ["2", "作品集"],
    ]);
    expect(await translationStatus(user, copyId)).toMatchObject({ stale: [], added: [], removed: [] });
    expect((await variantStatus(user, variantId)).own).toEqual([]);

    // The variant relabels its second link; the master (saved by its editor) drops its first link.
    await variants.edit(user, variantId, (data) => void (data.links[1]!.name = "代码（Acme）"));
    await variants.edit(user, sourceId, (data) => void data.links.splice(0, 1));

    const status = await translationStatus(user, copyId);
    expect(status.removed).toEqual([{ linkId: "0", edited: false }]);
    expect(status.stale).toEqual([]);
    expect(rows((await variants.read(user, variantId)).data)).toEqual([
      ["1", "代码（Acme）", "https://github.com/wang"],
      ["2", "作品集", "https://wang.design"],
    ]);
  });
});
