"use client";

import { useEffect, useSyncExternalStore } from "react";
import { currentUserStore, type CurrentUserState } from "./current-user-store";

/**
 * The signed-in user for client components; loads /api/user/current once per page when a session exists. The
 * request code is imported only then: visitors, most page views, never download it.
 */
export function useCurrentUser(): CurrentUserState {
  const state = useSyncExternalStore(
    currentUserStore.subscribe,
    currentUserStore.getSnapshot,
    currentUserStore.getServerSnapshot,
  );
  useEffect(() => {
    void currentUserStore.load(
      () => import("./account-client").then(({ getCurrentUser }) => getCurrentUser()),
      (error) => void import("./end-expired-session").then(({ endRefusedLogin }) => endRefusedLogin(error)),
    );
  }, []);
  return state;
}
