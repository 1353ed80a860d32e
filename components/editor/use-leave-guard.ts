"use client";
// Leaving with unsaved changes (docs/product.md §4): the browser asks on reload / close; an in-app link first tries to
// save, and only if that fails asks whether to leave without saving.
import { useEffect } from "react";
import type { EditorStore } from "@/lib/client/editor/editor-store";

export function useLeaveGuard(store: EditorStore, flush: () => Promise<void> | undefined, question: string) {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!store.getState().isDirty) return;
      event.preventDefault();
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      if (
        !store.getState().isDirty ||
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey
      )
        return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (
        !(anchor instanceof HTMLAnchorElement) ||
        anchor.target === "_blank" ||
        anchor.origin !== window.location.origin
      )
        return;
      if (anchor.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      void (async () => {
        await flush();
        if (!store.getState().isDirty || window.confirm(question)) window.location.assign(anchor.href);
      })();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [store, flush, question]);
}
