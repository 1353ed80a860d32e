"use client";

import { useEffect, useSyncExternalStore } from "react";
import type { UserDto } from "@/lib/services/users/to-user-dto";
import { ApiError } from "./api-error";
import { apiFetch } from "./api-fetch";
import { currentUserStore, type CurrentUserState } from "./current-user-store";
import { endExpiredSession } from "./end-expired-session";

/** The signed-in user for client components; loads /api/user/current once per page when a session exists. */
export function useCurrentUser(): CurrentUserState {
  const state = useSyncExternalStore(currentUserStore.subscribe, currentUserStore.getSnapshot, currentUserStore.getServerSnapshot);
  useEffect(() => {
    void currentUserStore.load(
      () => apiFetch<UserDto>("/api/user/current"),
      // Only a refused session means "expired"; a network failure just leaves the header signed out.
      (error) => {
        if (error instanceof ApiError && error.status === 401) void endExpiredSession("loginExpired");
      },
    );
  }, []);
  return state;
}
