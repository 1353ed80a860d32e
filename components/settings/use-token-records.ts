"use client";

import { useCallback, useEffect, useState } from "react";
import { useLocale } from "next-intl";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { LIST_PAGE_SIZE } from "@/lib/validations/pagination/list-page-query";
import type { TokenRecordPage } from "@/lib/validations/tokens/token-record-dto";

type TokenRecordsState = { status: "loading" } | { status: "failed" } | { status: "ready"; page: TokenRecordPage };

type Loaded = { page: number; result: TokenRecordsState };

/** One page of GET /api/tokens; another page shows the loading state until it arrives. */
export function useTokenRecords(page: number) {
  const locale = useLocale();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<TokenRecordPage>(`/api/tokens?currentPage=${page}&pageSize=${LIST_PAGE_SIZE}`, {
      locale,
      signal: controller.signal,
    })
      .then((result) => setLoaded({ page, result: { status: "ready", page: result } }))
      .catch(() => controller.signal.aborted || setLoaded({ page, result: { status: "failed" } }));
    return () => controller.abort();
  }, [locale, page, round]);
  const retry = useCallback(() => {
    setLoaded(null);
    setRound((value) => value + 1);
  }, []);
  const state: TokenRecordsState = loaded?.page === page ? loaded.result : { status: "loading" };
  const pages = state.status === "ready" ? Math.max(1, Math.ceil(state.page.count / LIST_PAGE_SIZE)) : 1;
  return { state, pages, retry };
}
