// The session cookie is HttpOnly, so scripts cannot see it. The server sets this readable companion cookie (no
// secret in it) with the session (lib/server/auth/session-token.ts), so the page knows whether to load the current
// user at all (hasSessionHint, lib/client/api-client/session-hint.ts).
export const SESSION_HINT_COOKIE = "x-signed-in";
