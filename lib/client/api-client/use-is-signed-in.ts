"use client";

import { useCurrentUser } from "./use-current-user";

/** true / false once known, null while asking (the shared current-user store; no request for visitors). */
export function useIsSignedIn(): boolean | null {
  const { status } = useCurrentUser();
  return status === "signedIn" ? true : status === "signedOut" ? false : null;
}
