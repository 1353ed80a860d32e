"use client";

import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { signOut } from "@/lib/client/api-client/account-client";
import { currentUserStore } from "@/lib/client/api-client/current-user-store";
import { getPathname } from "@/i18n/navigation";

/** docs/product.md §7: GET /api/logout clears the session cookie; then the browser goes home with a fresh page. */
export function useSignOut(): () => Promise<void> {
  const locale = useLocale();
  const t = useTranslations("Header.account");
  return async () => {
    try {
      await signOut();
      currentUserStore.set({ status: "signedOut", user: null });
      window.location.assign(getPathname({ locale, href: "/" }));
    } catch {
      toast.error(t("logoutFailed"));
    }
  };
}
