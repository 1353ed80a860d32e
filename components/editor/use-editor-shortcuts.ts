"use client";
import { useEffect } from "react";
import type { EditorStore } from "@/lib/client/editor/editor-store";

/** Ctrl/Cmd-Z undoes; Ctrl/Cmd-Shift-Z and Ctrl-Y redo (the editor's own history, across every field). */
export function useEditorShortcuts(store: EditorStore) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === "z" && !event.shiftKey) {
        event.preventDefault();
        store.undo();
      } else if ((key === "z" && event.shiftKey) || (key === "y" && event.ctrlKey)) {
        event.preventDefault();
        store.redo();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [store]);
}
