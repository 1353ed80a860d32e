"use client";
// The editor store for the component tree. useEditor(selector) re-renders a component only when its slice changes
// (selectors return parts of the immutable state, so unchanged parts keep their identity).
import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import type { EditorState, EditorStore } from "@/lib/client/editor/editor-store";

const StoreContext = createContext<EditorStore | null>(null);

export function EditorProvider({ store, children }: { store: EditorStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useEditorStore(): EditorStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error("useEditorStore outside EditorProvider");
  return store;
}

export function useEditor<T>(selector: (state: EditorState) => T): T {
  const store = useEditorStore();
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getState()),
  );
}
