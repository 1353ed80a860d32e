"use client";

import { useCallback, useEffect, useState } from "react";
import type { Locale } from "@/i18n/routing";
import { listSessions } from "@/lib/client/api-client/account-client";
import type { SessionListItem } from "@/lib/shared/validations/sessions/session-dto";

export type SessionListState =
  { status: "loading" } | { status: "failed" } | { status: "ready"; sessions: SessionListItem[] };

/** GET /api/users/sessions, again after every change (`reload`). */
export function useSessionList(locale: Locale): { state: SessionListState; reload: () => void } {
  const [state, setState] = useState<SessionListState>({ status: "loading" });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    listSessions(locale, controller.signal)
      .then((page) => setState({ status: "ready", sessions: page.data }))
      .catch(() => controller.signal.aborted || setState({ status: "failed" }));
    return () => controller.abort();
  }, [locale, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { state, reload };
}
