import { ZResumeData, type TSection } from "@/lib/shared/validations/resume-document/document";
import type { EditorDoc } from "@/lib/client/editor/editor-store";
import { createEditorStore } from "@/lib/client/editor/editor-store";
import { ops } from "@/lib/client/editor/doc-ops";
import { createUndoStack } from "@/lib/client/editor/undo-stack";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";

function resume(): ResumeDto {
  const { data, config } = sampleResume("en");
  return {
    _id: "r1",
    name: "CV",
    coverImg: null,
    updatedAt: "2026-01-01T10:00:00.000Z",
    uuid: "u1",
    version: 3,
    data,
    config,
  };
}

describe("editor store flags (docs/product.md §4)", () => {
  it("loads clean: isLoaded, not dirty, not changed", () => {
    const s = createEditorStore(resume()).getState();
    expect([s.isLoaded, s.isDirty, s.isChanged, s.version]).toEqual([true, false, false, 3]);
  });

  it("an edit marks dirty and changed; a save clears dirty only and takes the server's updatedAt", () => {
    const store = createEditorStore(resume());
    store.edit(ops.setBasic("name", "Ada"));
    expect(store.getState()).toMatchObject({ isDirty: true, isChanged: true });
    store.saved({ version: 4, updatedAt: "2026-01-02T00:00:00.000Z" }, store.getState().revision);
    expect(store.getState()).toMatchObject({
      isDirty: false,
      isChanged: true,
      version: 4,
      updatedAt: "2026-01-02T00:00:00.000Z",
      status: "saved",
    });
  });

  it("a save that finishes after newer edits leaves the document dirty", () => {
    const store = createEditorStore(resume());
    store.edit(ops.setBasic("name", "A"));
    const sent = store.getState().revision;
    store.edit(ops.setBasic("name", "Ad"));
    store.saved({ version: 4, updatedAt: "2026-01-02T00:00:00.000Z" }, sent);
    expect(store.getState()).toMatchObject({ isDirty: true, version: 4 });
  });

  it("an edit that changes nothing is not an edit", () => {
    const store = createEditorStore(resume());
    store.edit((doc) => doc);
    expect(store.getState().isDirty).toBe(false);
  });

  it("keeps untouched sections by reference", () => {
    const store = createEditorStore(resume());
    const before = store.getState().doc.data.sections;
    store.edit(ops.setItem(before[0]!.id, 0, { title: "New" }));
    const after = store.getState().doc.data.sections;
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).toBe(before[1]);
  });

  it("undo and redo; rapid typing in one field is one step", () => {
    const store = createEditorStore(resume());
    const original = store.getState().doc.data.basicInfo.name;
    for (const value of ["A", "Ad", "Ada"]) store.edit(ops.setBasic("name", value), { coalesceKey: "basic.name" });
    store.edit(ops.setBasic("email", "a@b.c"), { coalesceKey: "basic.email" });
    store.undo();
    expect(store.getState().doc.data.basicInfo).toMatchObject({ name: "Ada", email: resume().data.basicInfo.email });
    store.undo();
    expect(store.getState().doc.data.basicInfo.name).toBe(original);
    expect(store.getState().canUndo).toBe(false);
    store.redo();
    expect(store.getState().doc.data.basicInfo.name).toBe("Ada");
    expect(store.getState().canRedo).toBe(true);
    store.edit(ops.setBasic("title", "CTO"));
    expect(store.getState().canRedo).toBe(false);
  });

  it("the same key after a pause is a new undo step", () => {
    const stack = createUndoStack<string>({ coalesceMs: 1000 });
    stack.record("", "k", 0);
    stack.record("a", "k", 500);
    stack.record("ab", "k", 2000);
    expect(stack.undo("abc")).toBe("ab");
    expect(stack.undo("ab")).toBe("");
    expect(stack.undo("")).toBeNull();
  });

  it("a conflict keeps my text: keep mine rebases on the server version, load theirs keeps mine in undo", () => {
    const store = createEditorStore(resume());
    store.edit(ops.setBasic("name", "Mine"));
    const theirs = {
      ...resume(),
      version: 7,
      updatedAt: "2026-01-03T00:00:00.000Z",
      data: { ...resume().data, basicInfo: { ...resume().data.basicInfo, name: "Theirs" } },
    };
    store.setConflict(theirs);
    store.keepMine();
    expect(store.getState()).toMatchObject({ version: 7, isDirty: true, conflict: null });
    expect(store.getState().doc.data.basicInfo.name).toBe("Mine");

    store.setConflict(theirs);
    store.replace({ name: theirs.name, data: theirs.data, config: theirs.config }, theirs);
    expect(store.getState()).toMatchObject({ version: 7, isDirty: false, conflict: null });
    expect(store.getState().doc.data.basicInfo.name).toBe("Theirs");
    store.undo();
    expect(store.getState().doc.data.basicInfo.name).toBe("Mine");
  });
});

describe("document edits", () => {
  it("changing template resets the theme to its first; language renames default sections", () => {
    const store = createEditorStore(resume());
    store.edit(ops.setTemplate("TemplateSidebar"));
    expect(store.getState().doc.config).toMatchObject({ templateName: "TemplateSidebar", templateTheme: "navy" });
    store.edit(ops.setLang("ch"));
    const names = store.getState().doc.data.sections.map((s) => s.name);
    expect(names).toContain("工作经历");
    expect(store.getState().doc.config.lang).toBe("ch");
  });

  it("an empty style value is removed, a number stored as px", () => {
    const store = createEditorStore(resume());
    const id = store.getState().doc.data.sections[0]!.id;
    store.edit(ops.setSectionStyle(id, "marginTop", "12"));
    expect(store.getState().doc.data.sections[0]!.styles).toEqual({ marginTop: 12 });
    store.edit(ops.setSectionStyle(id, "marginTop", ""));
    expect(store.getState().doc.data.sections[0]!.styles).toEqual({});
  });

  it("moves sections, items and links; flips a section's column", () => {
    const store = createEditorStore(resume());
    const [a, b] = store.getState().doc.data.sections;
    store.edit(ops.moveSection(0, 1), { kind: "update" });
    expect(
      store
        .getState()
        .doc.data.sections.slice(0, 2)
        .map((s) => s.id),
    ).toEqual([b!.id, a!.id]);
    store.edit(ops.flipSection(a!.id));
    expect(store.getState().doc.data.sections[1]!.position).toBe(a!.position === "side" ? "main" : "side");
    store.edit(ops.addLink(), { kind: "add" });
    store.edit(ops.setLink(store.getState().doc.data.links.length - 1, { name: "Blog" }));
    store.edit(ops.moveLink(store.getState().doc.data.links.length - 1, 0));
    expect(store.getState().doc.data.links[0]!.name).toBe("Blog");
    expect(store.getState().pendingKind).toBe("add");
  });
});

describe("new entries", () => {
  it("get distinct ids within the schema's limit, even when added in the same millisecond to a long-named section", () => {
    const { data, config } = sampleResume("en");
    const longId = "s".repeat(64);
    const section: TSection = { ...data.sections[0]!, id: longId, data: [] };
    let doc: EditorDoc = { name: "CV", data: { ...data, sections: [section] }, config };
    const now = jest.spyOn(Date, "now").mockReturnValue(1_800_000_000_000);
    try {
      doc = ops.addItem(longId)(ops.addItem(longId)(doc));
    } finally {
      now.mockRestore();
    }
    const ids = doc.data.sections[0]!.data.map((item) => item.id ?? "");
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(id.length).toBeLessThanOrEqual(64);
    expect(ZResumeData.safeParse(doc.data).success).toBe(true);
  });
});
