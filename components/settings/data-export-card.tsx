// Settings → "download my data" (issue 21 item 10), beside account deletion: a plain link to GET /api/user/export,
// which answers the JSON file as an attachment, so the browser saves it with the session cookie and no script.
import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { SettingsCard } from "./settings-card";

export function DataExportCard() {
  const t = useTranslations("Settings.data");
  return (
    <SettingsCard id="data-export-title" title={t("title")} className="flex max-w-xl flex-col gap-3">
      <p className="text-sm text-slate-600">{t("body")}</p>
      <a href="/api/user/export" download className={buttonClasses({ variant: "outline", className: "self-start" })}>
        {t("download")}
      </a>
    </SettingsCard>
  );
}
