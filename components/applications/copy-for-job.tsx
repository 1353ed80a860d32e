"use client";
// "Make a variant for this job" (issue 26 items 1, 2): a variant of the chosen resume, named after the job, becomes this
// application's resume; the master's later edits flow into it except where it differs. The editor, where the AI polish
// aimed at a job lives, opens from the link.
import { useState } from "react";
import { GitBranch } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Button, buttonClasses } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { copyResumeForJob } from "@/lib/client/api-client/application-client";
import { useSubmitErrorText } from "@/lib/client/forms/submit-error-text";
import type { ApplicationDto } from "@/lib/shared/validations/applications/application";

type Props = {
  /** Null while the application is not saved yet. */
  applicationId: string | null;
  resumeId: string;
  onCopied: (application: ApplicationDto) => void;
};

export function CopyForJob({ applicationId, resumeId, onCopied }: Props) {
  const t = useTranslations("Applications.copy");
  const locale = useLocale() as Locale;
  const errorText = useSubmitErrorText();
  const [busy, setBusy] = useState(false);
  const [copyId, setCopyId] = useState<string | null>(null);
  const copy = async () => {
    if (!applicationId) return;
    setBusy(true);
    try {
      const answer = await copyResumeForJob(applicationId, { resumeId }, locale);
      setCopyId(answer.resumeId);
      onCopied(answer.application);
      toast.success(t("done"));
    } catch (error) {
      toast.error(`${t("failed")}: ${errorText(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-3">
      <p className="text-xs text-slate-600">{applicationId ? t("hint") : t("saveFirst")}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={!applicationId || !resumeId || busy}
          onClick={() => void copy()}
        >
          <GitBranch aria-hidden /> {busy ? t("working") : t("button")}
        </Button>
        {copyId && (
          <Link href={`/editor/${copyId}`} className={buttonClasses({ variant: "secondary", size: "sm" })}>
            {t("open")}
          </Link>
        )}
      </div>
    </div>
  );
}
