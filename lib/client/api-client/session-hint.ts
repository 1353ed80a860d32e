// Whether the readable companion of the session cookie is set (lib/shared/auth/session-hint-cookie.ts).
import { SESSION_HINT_COOKIE } from "@/lib/shared/auth/session-hint-cookie";

export function hasSessionHint(): boolean {
  if (typeof document === "undefined") return false;
  return document.cookie.split(";").some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=1`));
}
