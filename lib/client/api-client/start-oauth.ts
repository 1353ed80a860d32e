// The browser's side of a provider sign-in (Google, GitHub, WeChat), loaded when a button is pressed: next-auth's
// CSRF token, then the provider's address from next-auth's sign-in endpoint, then the browser goes there. This is
// what next-auth/react's signIn does, less its last step: it also reloads the page when the address has a fragment,
// which cancels the navigation to WeChat (whose QR page address ends in #wechat_redirect). next-auth's endpoints do
// not answer our API envelope, hence plain fetch rather than apiFetch.
import { OAUTH_TERMS_COOKIE, OAUTH_TERMS_MAX_AGE_SECONDS } from "@/lib/shared/auth/oauth-terms-cookie";

/** `agreed`: /ch's agreement box was ticked, remembered for the account the provider's return may create. */
export async function startOAuth(provider: string, callbackUrl: string | undefined, agreed = false): Promise<void> {
  if (agreed) document.cookie = `${OAUTH_TERMS_COOKIE}=1; Path=/; Max-Age=${OAUTH_TERMS_MAX_AGE_SECONDS}; SameSite=Lax`;
  const csrf = await fetch("/api/auth/csrf", { credentials: "same-origin" });
  const { csrfToken } = (await csrf.json()) as { csrfToken?: string };
  if (!csrf.ok || !csrfToken) throw new Error(`next-auth's CSRF token: ${csrf.status}`);
  const response = await fetch(`/api/auth/signin/${encodeURIComponent(provider)}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    // json=true: next-auth answers {url} instead of a redirect (the provider's page, or its own error page).
    body: new URLSearchParams({ csrfToken, callbackUrl: callbackUrl ?? window.location.href, json: "true" }),
  });
  const { url } = (await response.json()) as { url?: string };
  if (!response.ok || !url) throw new Error(`next-auth's sign-in: ${response.status}`);
  window.location.assign(url);
}
