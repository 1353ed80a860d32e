// The editor gives every link it adds a stable id of its own (issue 27 item 1: linked translations and variants follow
// links by it), and a document kept in the browser before links had ids (a local draft, a history record) gets them as
// the server gives them, with every link kept.
import { createEditorStore, type EditorDoc } from "@/lib/client/editor/editor-store";
import { ops } from "@/lib/client/editor/doc-ops";
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

describe("link ids in the editor", () => {
  it("a link added in the editor has an id no other link has, and keeps it when moved or edited", () => {
    const store = createEditorStore(resume());
    store.edit(ops.addLink());
    store.edit(ops.addLink());
    const links = store.getState().doc.data.links;
    const ids = links.map((l) => l.id);
    expect(ids.every((id) => typeof id === "string" && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const added = ids.slice(-2);
    store.edit(ops.setLink(links.length - 1, { name: "GitHub" }));
    store.edit(ops.moveLink(links.length - 1, 0));
    const after = store.getState().doc.data.links;
    expect(after[0]).toMatchObject({ id: added[1], name: "GitHub" });
    expect(after.map((l) => l.id).sort()).toEqual([...ids].sort());
  });

  it("a local draft or history record whose links have no id gets their positions as ids, every link kept", () => {
    const store = createEditorStore(resume());
    const current = store.getState().doc;
    const old = {
      ...current,
      data: {
        ...current.data,
        links: [
          { name: "A", src: "https://a.example" },
          { name: "B", src: "" },
        ],
      },
    } as unknown as EditorDoc;
    store.adoptDraft(old, 3);
    expect(store.getState().doc.data.links).toEqual([
      { id: "0", name: "A", src: "https://a.example" },
      { id: "1", name: "B", src: "" },
    ]);
    store.replace(old, null, "restore");
    expect(store.getState().doc.data.links.map((l) => l.id)).toEqual(["0", "1"]);
  });

  it("a document whose links have ids is taken as it is", () => {
    const store = createEditorStore(resume());
    const doc = { ...store.getState().doc };
    store.replace(doc, null);
    expect(store.getState().doc).toBe(doc);
  });
});
