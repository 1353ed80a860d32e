"use client";
// Public pages are static, so who is looking is asked on the client: GET /api/user/current answers 401 when signed
// out. "loading" until it answers; any failure (offline, 5xx) counts as signed out, which only offers the sign-in link.
import { useEffect, useState } from "react";

export type CurrentUser = { _id: string; nickName: string; avatar: string | null };
export type CurrentUserState = { status: "loading" } | { status: "signedOut" } | { status: "signedIn"; user: CurrentUser };

function isCurrentUser(value: unknown): value is CurrentUser {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate._id === "string" && typeof candidate.nickName === "string";
}

export function useCurrentUser(): CurrentUserState {
  const [state, setState] = useState<CurrentUserState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/user/current", { credentials: "same-origin", cache: "no-store", signal: controller.signal })
      .then(async (response) => {
        const body: unknown = response.ok ? await response.json() : null;
        const data = typeof body === "object" && body !== null ? (body as { data?: unknown }).data : undefined;
        setState(isCurrentUser(data) ? { status: "signedIn", user: data } : { status: "signedOut" });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "signedOut" });
      });
    return () => controller.abort();
  }, []);
  return state;
}

/** true / false once known, null while asking. */
export function useIsSignedIn(): boolean | null {
  const state = useCurrentUser();
  return state.status === "loading" ? null : state.status === "signedIn";
}
