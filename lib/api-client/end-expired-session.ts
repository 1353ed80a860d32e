// SPEC §2/§8: tell the user the session has expired, log out after one second, go to the locale's login page with
// the current path as `prev`.
import { toast } from "sonner";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";
import { currentUserStore } from "./current-user-store";
import { loginPath } from "./login-path";

let ending = false;

export async function endExpiredSession(reason: "sessionExpired" | "loginExpired"): Promise<void> {
  if (ending) return;
  ending = true;
  const locale = window.location.pathname === "/ch" || window.location.pathname.startsWith("/ch/") ? "zh" : "en";
  const t = createTranslator({ locale, messages: locale === "zh" ? zh : en, namespace: "ApiErrors" });
  toast.error(t(reason));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await fetch("/api/logout", { credentials: "same-origin" }).catch(() => undefined);
  currentUserStore.set({ status: "signedOut", user: null });
  window.location.assign(loginPath(locale, window.location.pathname + window.location.search));
}
