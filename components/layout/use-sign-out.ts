"use client";

import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { currentUserStore } from "@/lib/api-client/current-user-store";
import { localizePath } from "@/lib/i18n/locale-paths";

/** SPEC §7: GET /api/logout clears the session cookie; then the browser goes home with a fresh page. */
export function useSignOut(): () => Promise<void> {
  const locale = useLocale();
  const t = useTranslations("Header.account");
  return async () => {
    try {
      const response = await fetch("/api/logout", { credentials: "same-origin" });
      if (!response.ok) throw new Error(`logout answered ${response.status}`);
      currentUserStore.set({ status: "signedOut", user: null });
      window.location.assign(localizePath(locale, "/"));
    } catch {
      toast.error(t("logoutFailed"));
    }
  };
}
