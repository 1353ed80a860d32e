"use client";

import { useState } from "react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/client/api-client/api-error";
import { endSession } from "@/lib/client/api-client/account-client";
import type { SessionListItem } from "@/lib/shared/validations/sessions/session-dto";

/** One signed-in browser: what it is, where from, when last active; "end this one" for every other device. */
export function SessionRow({ session, onEnded }: { session: SessionListItem; onEnded: () => void }) {
  const t = useTranslations("Settings.sessions");
  const te = useTranslations("ApiErrors");
  const format = useFormatter();
  const locale = useLocale();
  const [isBusy, setIsBusy] = useState(false);
  const browser = session.browser ?? t("unknownBrowser");
  const device = session.os ? t("device", { browser, os: session.os }) : browser;
  const end = async () => {
    setIsBusy(true);
    try {
      await endSession(session.id, locale);
      toast.success(t("ended"));
      onEnded();
    } catch (caught) {
      toast.error(errorText(caught, te));
      setIsBusy(false);
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4" data-testid="session-row">
      <div className="min-w-0 flex-1 basis-52">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <span className="break-words">{device}</span>
          {session.isCurrent && (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
              {t("thisDevice")}
            </span>
          )}
        </p>
        <p className="mt-1 text-sm break-words text-slate-600">
          {t("details", {
            address: session.clientAddress ?? t("unknownAddress"),
            lastActive: format.dateTime(new Date(session.lastSeenAt), { dateStyle: "medium", timeStyle: "short" }),
          })}
        </p>
      </div>
      {!session.isCurrent && (
        <Button
          variant="outline"
          size="sm"
          disabled={isBusy}
          onClick={() => void end()}
          aria-label={t("endLabel", { device })}
        >
          {t("end")}
        </Button>
      )}
    </li>
  );
}
