"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import type { Locale } from "@/i18n/routing";
import { Button } from "@/components/ui/button";
import { apiErrorText } from "@/lib/api-client/api-error";
import { apiFetch } from "@/lib/api-client/api-fetch";

/** Logout everywhere: every other browser and device is signed out; this one stays signed in. */
export function SessionsCard() {
  const t = useTranslations("Settings.sessions");
  const te = useTranslations("ApiErrors");
  const locale = useLocale() as Locale;
  const [isBusy, setIsBusy] = useState(false);
  const endAll = async () => {
    setIsBusy(true);
    try {
      await apiFetch("/api/users/logoutAll", { method: "POST", locale });
      toast.success(t("done"));
    } catch (caught) {
      toast.error(apiErrorText(caught, te));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <section className="flex max-w-md flex-col gap-3 border-t border-slate-100 pt-6">
      <h2 className="text-lg font-semibold text-slate-900">{t("title")}</h2>
      <p className="text-sm text-slate-600">{t("body")}</p>
      <Button variant="outline" className="self-start" disabled={isBusy} onClick={() => void endAll()}>
        {t("action")}
      </Button>
    </section>
  );
}
