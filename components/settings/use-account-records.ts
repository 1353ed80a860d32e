"use client";

import { useCallback, useEffect, useState } from "react";
import { useLocale } from "next-intl";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { LIST_PAGE_SIZE } from "@/lib/validations/pagination/list-page-query";

type Page<T> = { count: number; data: T[] };
export type RecordsState<T> = { status: "loading" } | { status: "failed" } | { status: "ready"; page: Page<T> };

type Loaded<T> = { page: number; result: RecordsState<T> };

/** One page of an account list that answers `{ count, data }` (GET /api/orders, /api/balances). */
export function useAccountRecords<T>(path: "/api/orders" | "/api/balances", page: number) {
  const locale = useLocale();
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<Page<T>>(`${path}?currentPage=${page}&pageSize=${LIST_PAGE_SIZE}`, { locale, signal: controller.signal })
      .then((result) => setLoaded({ page, result: { status: "ready", page: result } }))
      .catch(() => controller.signal.aborted || setLoaded({ page, result: { status: "failed" } }));
    return () => controller.abort();
  }, [locale, page, path, round]);
  const retry = useCallback(() => {
    setLoaded(null);
    setRound((value) => value + 1);
  }, []);
  const state: RecordsState<T> = loaded?.page === page ? loaded.result : { status: "loading" };
  const pages = state.status === "ready" ? Math.max(1, Math.ceil(state.page.count / LIST_PAGE_SIZE)) : 1;
  return { state, pages, retry };
}
