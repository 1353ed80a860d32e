"use client";
import { useCallback, useEffect, useState } from "react";
import { resumeClient, type ResumePage } from "@/lib/client/editor/resume-client";
import { LIST_PAGE_SIZE } from "@/lib/shared/validations/pagination/list-page-query";

export type ListKind = "active" | "trash";
type ListState = { status: "loading" } | { status: "failed" } | { status: "ready"; page: ResumePage };

type Loaded = { key: string; result: ListState };

/** One page of the resume list or the trash; `reload` after any change keeps the count and order right. */
export function useResumeList(kind: ListKind, page: number) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [tick, setTick] = useState(0);
  const key = `${kind}:${page}`;
  useEffect(() => {
    let live = true;
    (kind === "active" ? resumeClient.list(page) : resumeClient.trash(page))
      .then((result) => live && setLoaded({ key: `${kind}:${page}`, result: { status: "ready", page: result } }))
      .catch(() => live && setLoaded({ key: `${kind}:${page}`, result: { status: "failed" } }));
    return () => {
      live = false;
    };
  }, [kind, page, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  // A reload keeps showing the current cards until the new page arrives; another list or page shows skeletons.
  const state: ListState = loaded?.key === key ? loaded.result : { status: "loading" };
  const pages = state.status === "ready" ? Math.max(1, Math.ceil(state.page.count / LIST_PAGE_SIZE)) : 1;
  return { state, reload, pages };
}
