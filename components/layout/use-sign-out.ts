"use client";

import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { currentUserStore } from "@/lib/api-client/current-user-store";
import { getPathname } from "@/i18n/navigation";

/** SPEC §7: GET /api/logout clears the session cookie; then the browser goes home with a fresh page. */
export function useSignOut(): () => Promise<void> {
  const locale = useLocale();
  const t = useTranslations("Header.account");
  return async () => {
    try {
      await apiFetch("/api/logout");
      currentUserStore.set({ status: "signedOut", user: null });
      window.location.assign(getPathname({ locale, href: "/" }));
    } catch {
      toast.error(t("logoutFailed"));
    }
  };
}
