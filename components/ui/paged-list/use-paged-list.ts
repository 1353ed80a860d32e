"use client";
// One page of a list the API answers as `{ count, data }`: the settings tabs (orders, balances, AI tokens) and the
// admin lists (orders, reviews, applications, audit log) all read their pages through this one hook.
import { useCallback, useEffect, useState } from "react";
import { useLocale } from "next-intl";
import { apiFetch } from "@/lib/client/api-client/api-fetch";
import type { PagedPath } from "@/lib/client/api-client/paged-lists";

type ListPage<T> = { count: number; data: T[] };
type PagedListState<T> =
  { status: "loading" } | { status: "failed"; error: unknown } | { status: "ready"; page: ListPage<T> };

export type PagedList<T> = {
  state: PagedListState<T>;
  pages: number;
  /** After a failure: the loading state again, then a fresh answer. */
  retry: () => void;
  /** After a change (an approval): the rows stay on screen until the fresh page replaces them. */
  reload: () => void;
};

type Options = {
  pageSize: number;
  /** Filters; empty values are left out of the query. */ query?: Record<string, string>;
};
type Loaded<T> = { url: string; result: PagedListState<T> };

export function usePagedList<T>(path: PagedPath<T>, page: number, { pageSize, query = {} }: Options): PagedList<T> {
  const locale = useLocale();
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const [round, setRound] = useState(0);
  const search = new URLSearchParams({ currentPage: String(page), pageSize: String(pageSize) });
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const url = `${path}?${search.toString()}`;
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<ListPage<T>>(url, { locale, signal: controller.signal })
      .then((result) => setLoaded({ url, result: { status: "ready", page: result } }))
      .catch((error: unknown) => controller.signal.aborted || setLoaded({ url, result: { status: "failed", error } }));
    return () => controller.abort();
  }, [locale, url, round]);
  const retry = useCallback(() => {
    setLoaded(null);
    setRound((value) => value + 1);
  }, []);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  // Another page or filter is loading until its own answer arrives: never the previous page's rows under new filters.
  const state: PagedListState<T> = loaded?.url === url ? loaded.result : { status: "loading" };
  const pages = state.status === "ready" ? Math.max(1, Math.ceil(state.page.count / pageSize)) : 1;
  return { state, pages, retry, reload };
}
