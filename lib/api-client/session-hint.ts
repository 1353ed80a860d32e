// The session cookie is HttpOnly, so scripts cannot see it. The server sets this readable companion cookie (no
// secret in it) with the session, so the page knows whether to load the current user at all.
export const SESSION_HINT_COOKIE = "x-signed-in";

export function hasSessionHint(): boolean {
  if (typeof document === "undefined") return false;
  return document.cookie.split(";").some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=1`));
}
