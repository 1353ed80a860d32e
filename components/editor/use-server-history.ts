"use client";
// The server-side history of the open resume for the history panel: the list (reloaded after each save of this
// editor, without hiding what is shown), and a restore that goes through the version check like a save. Before a
// restore the editor's own pending edits must have landed, else the restore would be based on a copy older than what
// the user sees; a 409 (another device saved meanwhile) shows the editor's conflict banner.
import { useCallback, useEffect, useState } from "react";
import { CONFLICT } from "@/lib/shared/api/codes";
import { ApiError } from "@/lib/client/api-client/api-error";
import { docOf, type EditorStore } from "@/lib/client/editor/editor-store";
import { resumeClient } from "@/lib/client/editor/resume-client";
import { snapshotClient } from "@/lib/client/editor/snapshot-client";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import type { ResumeSnapshotSummaryDto } from "@/lib/shared/validations/resumes/resume-snapshot";

type ListState =
  { status: "loading" } | { status: "error" } | { status: "ready"; snapshots: ResumeSnapshotSummaryDto[] };

export type RestoreOutcome = "restored" | "conflict" | "unsaved" | "failed";

/** Resolves true once the store has nothing unsaved (autosave runs ~1 s after the last edit); false if it cannot. */
function whenSaved(store: EditorStore, timeoutMs = 15_000): Promise<boolean> {
  const failed = () => store.getState().conflict !== null || store.getState().status === "offline";
  const settled = () => !store.getState().isDirty && store.getState().status !== "saving";
  if (failed()) return Promise.resolve(false);
  if (settled()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const finish = (result: boolean) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(result);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    const unsubscribe = store.subscribe(() => {
      if (failed()) finish(false);
      else if (settled()) finish(true);
    });
  });
}

export function useServerHistory(resumeId: string, store: EditorStore, refresh: number) {
  const [list, setList] = useState<ListState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    snapshotClient.list(resumeId).then(
      (snapshots) => live && setList({ status: "ready", snapshots }),
      // A failed reload keeps a list already shown; only a first load shows the error.
      () => live && setList((old) => (old.status === "ready" ? old : { status: "error" })),
    );
    return () => {
      live = false;
    };
  }, [resumeId, refresh, attempt]);
  const retry = useCallback(() => {
    setList({ status: "loading" });
    setAttempt((n) => n + 1);
  }, []);

  const restore = useCallback(
    async (snapshotId: string): Promise<RestoreOutcome> => {
      if (!(await whenSaved(store))) return store.getState().conflict ? "conflict" : "unsaved";
      try {
        const restored: ResumeDto = await snapshotClient.restore(resumeId, snapshotId, store.getState().version);
        store.replace(docOf(restored), { version: restored.version, updatedAt: restored.updatedAt }, "restore");
        setAttempt((n) => n + 1);
        return "restored";
      } catch (error) {
        if (!(error instanceof ApiError && error.status === CONFLICT)) return "failed";
        // As autosave does on a 409: fetch the server copy and let the banner offer both.
        const current = await resumeClient.get(resumeId).catch(() => null);
        if (current) store.setConflict(current);
        return "conflict";
      }
    },
    [resumeId, store],
  );
  return { list, retry, restore };
}
