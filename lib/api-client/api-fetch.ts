// The one fetch wrapper of the UI: JSON in, the `{ code, data, message }` envelope out, failures as ApiError, and
// SPEC §2/§8's 'no premission' handling for a signed-in user (message, logout after 1 s, the locale's login page).
import type { Locale } from "@/i18n/routing";
import { ApiError } from "./api-error";
import { currentUserStore } from "./current-user-store";

type Options = { method?: "GET" | "POST" | "PATCH" | "DELETE"; body?: unknown; locale?: Locale; signal?: AbortSignal };
type Envelope<T> = { code: number; data: T; message?: string };

export async function apiFetch<T>(path: string, { method = "GET", body, locale, signal }: Options = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (locale) headers["x-locale"] = locale;
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: "same-origin", signal });
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (response.ok && envelope?.code === 0) return envelope.data;
  const error = new ApiError(envelope?.code ?? response.status, envelope?.message ?? "", response.status, Number(response.headers.get("retry-after")) || undefined);
  if (error.message === "no premission" && currentUserStore.getSnapshot().status === "signedIn") {
    // Loaded only when a session has ended: the pages that call the API do not carry it in their first load.
    void import("./end-expired-session").then(({ endExpiredSession }) => endExpiredSession("sessionExpired"));
  }
  throw error;
}
