// docs/product.md §2/§8: tell the user the session has expired, log out after one second, go to the locale's login page
// with the current path as `prev`. apiFetch and the current-user hook import this module when a session has ended, and
// it imports the message catalogue and sonner only then (static imports would cost every page ~35 kB gzip).
import { createTranslator } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { UNAUTHORIZED } from "@/lib/shared/api/codes";
import { ApiError } from "./api-error";
import { signOut } from "./account-client";
import { currentUserStore } from "./current-user-store";
import { loginPath } from "../../shared/auth/login-path";

let ending = false;

async function showExpiredToast(locale: Locale, reason: "sessionExpired" | "loginExpired"): Promise<void> {
  const [{ toast }, { default: messages }] = await Promise.all([
    import("sonner"),
    locale === "zh" ? import("@/messages/zh.json") : import("@/messages/en.json"),
  ]);
  toast.error(createTranslator({ locale, messages, namespace: "ApiErrors" })(reason));
}

export async function endExpiredSession(reason: "sessionExpired" | "loginExpired"): Promise<void> {
  if (ending) return;
  ending = true;
  const locale = window.location.pathname === "/ch" || window.location.pathname.startsWith("/ch/") ? "zh" : "en";
  // The message is a courtesy: a chunk that fails to load (e.g. after a deploy) must not keep the user signed in.
  await showExpiredToast(locale, reason).catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await signOut().catch(() => undefined);
  currentUserStore.set({ status: "signedOut", user: null });
  window.location.assign(loginPath(locale, window.location.pathname + window.location.search));
}

/**
 * The current user could not be loaded: only a refused session means "expired"; a network failure just leaves the
 * header signed out.
 */
export function endRefusedLogin(error: unknown): void {
  if (error instanceof ApiError && error.status === UNAUTHORIZED) void endExpiredSession("loginExpired");
}
