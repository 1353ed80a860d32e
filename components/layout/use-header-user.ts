"use client";

import { useCurrentUser } from "@/lib/client/api-client/use-current-user";
import type { HeaderUser } from "./user-avatar";

/** The header's user: the one passed from the server if any, else the client-loaded current user. */
export function useHeaderUser(given: HeaderUser | null): { user: HeaderUser | null; isPending: boolean } {
  const current = useCurrentUser();
  if (given) return { user: given, isPending: false };
  if (current.status === "signedIn")
    return { user: { nickName: current.user.nickName, avatar: current.user.avatar }, isPending: false };
  return { user: null, isPending: current.status === "loading" };
}
