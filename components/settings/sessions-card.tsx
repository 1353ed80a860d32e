"use client";

// Settings → sessions: every browser and device signed in to this account, each with "end this one", plus logout
// everywhere (every other browser and device is signed out; this one stays signed in).
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/client/api-client/api-error";
import { endAllSessions } from "@/lib/client/api-client/account-client";
import { SessionRow } from "./session-row";
import { useSessionList } from "./use-session-list";
import { SettingsCard } from "./settings-card";

export function SessionsCard() {
  const t = useTranslations("Settings.sessions");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const [isBusy, setIsBusy] = useState(false);
  const { state, reload } = useSessionList(locale);
  const endAll = async () => {
    setIsBusy(true);
    try {
      await endAllSessions(locale);
      toast.success(t("done"));
      reload();
    } catch (caught) {
      toast.error(errorText(caught, te));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <SettingsCard id="sessions-title" title={t("title")} className="flex flex-col gap-3 border-t border-slate-100 pt-6">
      {state.status === "loading" && <p className="text-sm text-slate-500">{t("loading")}</p>}
      {state.status === "failed" && (
        <p role="alert" className="text-sm text-red-700">
          {t("loadFailed")}{" "}
          <button type="button" className="font-medium underline" onClick={reload}>
            {t("retry")}
          </button>
        </p>
      )}
      {state.status === "ready" && (
        <ul
          aria-label={t("listLabel")}
          className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200"
        >
          {state.sessions.map((session) => (
            <SessionRow key={session.id} session={session} onEnded={reload} />
          ))}
        </ul>
      )}
      <p className="max-w-md text-sm text-slate-600">{t("body")}</p>
      <Button variant="outline" className="self-start" disabled={isBusy} onClick={() => void endAll()}>
        {t("action")}
      </Button>
    </SettingsCard>
  );
}
