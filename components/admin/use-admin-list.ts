"use client";

import { useCallback, useEffect, useState } from "react";
import { useLocale } from "next-intl";
import { apiFetch } from "@/lib/api-client/api-fetch";

const ADMIN_PAGE_SIZE = 20;

type Page<T> = { count: number; data: T[] };
export type AdminListState<T> =
  { status: "loading" } | { status: "failed"; error: unknown } | { status: "ready"; page: Page<T> };

/** One page of an admin list answering `{ count, data }`; `query` holds the filters (empty values are left out). */
export function useAdminList<T>(path: string, page: number, query: Record<string, string>) {
  const locale = useLocale();
  const [state, setState] = useState<AdminListState<T>>({ status: "loading" });
  const [round, setRound] = useState(0);
  const search = new URLSearchParams({ currentPage: String(page), pageSize: String(ADMIN_PAGE_SIZE) });
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const url = `${path}?${search.toString()}`;
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<Page<T>>(url, { locale, signal: controller.signal })
      .then((result) => setState({ status: "ready", page: result }))
      .catch((error: unknown) => controller.signal.aborted || setState({ status: "failed", error }));
    return () => controller.abort();
  }, [locale, url, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  const pages = state.status === "ready" ? Math.max(1, Math.ceil(state.page.count / ADMIN_PAGE_SIZE)) : 1;
  return { state, pages, reload };
}
