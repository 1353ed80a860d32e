// The editor's store (docs/product.md §4): the document being edited plus isLoaded / isDirty / isChanged, the save
// status and a conflict. A tiny external store for useSyncExternalStore: components subscribe to slices, so a keystroke
// re-renders only what reads the changed slice. Edits are pure functions of the document (doc-ops.ts).
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import type { TResumeConfig, TResumeData } from "@/lib/shared/validations/resume-document/document";
import { withLinkIds } from "@/lib/shared/validations/resume-document/link-ids";
import { createUndoStack } from "./undo-stack";

export type EditorDoc = { name: string; data: TResumeData; config: TResumeConfig };
export type SaveStatus = "loading" | "idle" | "saving" | "saved" | "offline" | "conflict";
/** The kind of change, for the history panel (docs/product.md §3 history record operations). */
export type EditKind = "add" | "update" | "delete" | "restore";

export type EditorState = {
  id: string;
  uuid: string;
  doc: EditorDoc;
  /** The server version the document is based on: every PATCH sends it. */
  version: number;
  updatedAt: string;
  isLoaded: boolean;
  /** Edited since the last successful save. */
  isDirty: boolean;
  /** Edited since the resume was loaded. */
  isChanged: boolean;
  /** Bumped by every edit, so a save that finishes after newer edits does not clear isDirty. */
  revision: number;
  status: SaveStatus;
  savedAt: string | null;
  conflict: ResumeDto | null;
  /** The strongest kind of change since the last save (restore > delete > add > update). */
  pendingKind: EditKind | null;
  canUndo: boolean;
  canRedo: boolean;
};

const kindRank: Record<EditKind, number> = { update: 1, add: 2, delete: 3, restore: 4 };

export function docOf(resume: Pick<ResumeDto, "name" | "data" | "config">): EditorDoc {
  return { name: resume.name, data: resume.data, config: resume.config };
}

/** A document kept in the browser before links had ids (a local draft, a history record) gets them as the server
 * would (link-ids.ts); a document that has them is returned as it is. */
function withIds(doc: EditorDoc): EditorDoc {
  const links: { id?: string }[] = doc.data.links;
  return links.every((link) => link.id) ? doc : { ...doc, data: { ...doc.data, links: withLinkIds(doc.data.links) } };
}

export function createEditorStore(resume: ResumeDto) {
  let state: EditorState = {
    id: resume._id,
    uuid: resume.uuid,
    doc: docOf(resume),
    version: resume.version,
    updatedAt: resume.updatedAt,
    isLoaded: true,
    isDirty: false,
    isChanged: false,
    revision: 0,
    status: "idle",
    savedAt: null,
    conflict: null,
    pendingKind: null,
    canUndo: false,
    canRedo: false,
  };
  const listeners = new Set<() => void>();
  const undo = createUndoStack<EditorDoc>();

  const set = (patch: Partial<EditorState>) => {
    state = { ...state, ...patch, canUndo: undo.canUndo(), canRedo: undo.canRedo() };
    for (const listener of listeners) listener();
  };
  const edited = (doc: EditorDoc, kind: EditKind): Partial<EditorState> => ({
    doc,
    isDirty: true,
    isChanged: true,
    revision: state.revision + 1,
    pendingKind: state.pendingKind && kindRank[state.pendingKind] >= kindRank[kind] ? state.pendingKind : kind,
  });

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** One edit. `coalesceKey` (e.g. the field's path) merges a burst of typing into one undo step. */
    edit(
      recipe: (doc: EditorDoc) => EditorDoc,
      { kind = "update", coalesceKey = null }: { kind?: EditKind; coalesceKey?: string | null } = {},
    ) {
      const next = recipe(state.doc);
      if (next === state.doc) return;
      undo.record(state.doc, coalesceKey);
      set(edited(next, kind));
    },
    undo() {
      const previous = undo.undo(state.doc);
      if (previous) set(edited(previous, "update"));
    },
    redo() {
      const next = undo.redo(state.doc);
      if (next) set(edited(next, "update"));
    },
    /** A save of `revision` succeeded: dirty only if edits arrived meanwhile; take the server's version and time. */
    saved(result: { version: number; updatedAt: string }, revision: number) {
      const clean = revision === state.revision;
      set({
        version: result.version,
        updatedAt: result.updatedAt,
        isDirty: !clean,
        status: clean ? "saved" : "idle",
        savedAt: result.updatedAt,
        conflict: null,
        pendingKind: clean ? null : state.pendingKind,
      });
    },
    setStatus: (status: SaveStatus) => set({ status }),
    setConflict: (current: ResumeDto) => set({ status: "conflict", conflict: current }),
    /** Keep mine: the next save overwrites the server copy (its version becomes our base). */
    keepMine() {
      if (!state.conflict) return;
      set({
        version: state.conflict.version,
        conflict: null,
        status: "idle",
        isDirty: true,
        revision: state.revision + 1,
      });
    },
    /** Load theirs (or a restored version): replace the document; mine stays reachable through undo. */
    replace(stored: EditorDoc, base: { version: number; updatedAt: string } | null, kind: EditKind = "update") {
      const doc = withIds(stored);
      undo.record(state.doc, null);
      if (base)
        set({
          doc,
          version: base.version,
          updatedAt: base.updatedAt,
          conflict: null,
          status: "saved",
          isDirty: false,
          isChanged: true,
          pendingKind: null,
        });
      else set({ ...edited(doc, kind), conflict: null, status: "idle" });
    },
    /** A local draft newer than the server copy: edit on top of the version it was based on. */
    adoptDraft(doc: EditorDoc, baseVersion: number) {
      undo.record(state.doc, null);
      set({ ...edited(withIds(doc), "update"), version: baseVersion });
    },
  };
}

export type EditorStore = ReturnType<typeof createEditorStore>;
