// The one fetch wrapper of the UI: JSON or FormData in, the `{ code, data, message }` envelope out (or, with
// apiResponse, the Response of a file), failures as ApiError, and docs/product.md §2/§8's 'no premission' handling for
// a signed-in user (message, logout after 1 s, the locale's login page). Client code calls no bare fetch().
import type { Locale } from "@/i18n/routing";
import { apiErrorOf } from "./api-error";
import { currentUserStore } from "./current-user-store";

/** `body`: JSON, or FormData sent as multipart (the browser sets its Content-Type with the boundary). */
type Options = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  locale?: Locale;
  signal?: AbortSignal;
};
type Envelope<T> = { code: number; data: T; message?: string; key?: string };

/** `raw`: a successful answer is the Response itself (a PDF to stream, an image), not read as the envelope. */
async function send(path: string, { method = "GET", body, locale, signal }: Options, raw: boolean): Promise<unknown> {
  const headers: Record<string, string> = {};
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers["content-type"] = "application/json";
  if (locale) headers["x-locale"] = locale;
  const response = await fetch(path, {
    method,
    headers,
    body: isForm || body === undefined ? body : JSON.stringify(body),
    credentials: "same-origin",
    signal,
  });
  if (raw && response.ok) return response;
  const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
  if (response.ok && envelope?.code === 0) return envelope.data;
  const error = apiErrorOf(envelope, response.status, Number(response.headers.get("retry-after")) || undefined);
  if (error.message === "no premission" && currentUserStore.getSnapshot().status === "signedIn") {
    // Loaded only when a session has ended: the pages that call the API do not carry it in their first load.
    void import("./end-expired-session").then(({ endExpiredSession }) => endExpiredSession("sessionExpired"));
  }
  throw error;
}

// One function behind both, with a flag rather than shared helpers: every page with a form carries this module, and
// each extra function or export costs bytes there.
export function apiFetch<T>(path: string, options: Options = {}): Promise<T> {
  return send(path, options, false) as Promise<T>;
}

/** For an answer that is not the JSON envelope when it succeeds; a failure is thrown as ApiError, as apiFetch does. */
export function apiResponse(path: string, options: Options = {}): Promise<Response> {
  return send(path, options, true) as Promise<Response>;
}

/** A POST with a JSON body in the page's language: the typed clients' most common call (auth-client, account-client). */
export const apiPost = <T>(path: string, body: unknown, locale: Locale) =>
  send(path, { method: "POST", body, locale }, false) as Promise<T>;
