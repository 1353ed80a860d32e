"use client";
// Moves an application to another column (issue 26 item 5): a native select, so a keyboard, a screen reader and a
// phone's picker all work without a drag; the board and the list use the same one.
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import type { Locale } from "@/i18n/routing";
import { updateApplication } from "@/lib/client/api-client/application-client";
import { useSubmitErrorText } from "@/lib/client/forms/submit-error-text";
import {
  applicationStates,
  type ApplicationDto,
  type ApplicationStateDto,
} from "@/lib/shared/validations/applications/application";

type Props = { application: ApplicationDto; onChanged: (application: ApplicationDto) => void };

export function StateSelect({ application, onChanged }: Props) {
  const t = useTranslations("Applications");
  const locale = useLocale() as Locale;
  const errorText = useSubmitErrorText();
  const [busy, setBusy] = useState(false);
  const move = async (state: ApplicationStateDto) => {
    setBusy(true);
    try {
      const moved = await updateApplication(application.id, { state }, locale);
      onChanged(moved);
      toast.success(t("card.moved", { state: t(`states.${state}`) }));
    } catch (error) {
      toast.error(`${t("card.moveFailed")}: ${errorText(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <select
      aria-label={t("card.state", { role: application.job.role, company: application.job.company })}
      value={application.state}
      disabled={busy}
      onChange={(event) => void move(event.target.value as ApplicationStateDto)}
      className="h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
    >
      {applicationStates.map((state) => (
        <option key={state} value={state}>
          {t(`states.${state}`)}
        </option>
      ))}
    </select>
  );
}
