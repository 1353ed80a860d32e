"use client";
// A save based on an older version was refused (409): someone changed this resume in another tab or device. Both
// sides are kept: "Keep mine" overwrites the server copy, "Load theirs" shows the server copy and keeps mine one
// undo away and in the version history.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { formatUpdatedAt } from "@/lib/client/editor/resume-client";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import { ScaledPreview } from "./preview-pane";

type Props = { current: ResumeDto; onKeepMine: () => void; onLoadTheirs: () => void };

export function ConflictBanner({ current, onKeepMine, onLoadTheirs }: Props) {
  const t = useTranslations("Editor.conflict");
  return (
    <div role="alert" className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">{t("title")}</p>
      <p className="mt-1">{t("body", { time: formatUpdatedAt(current.updatedAt) })}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" onClick={onKeepMine}>
          {t("keepMine")}
        </Button>
        <Button size="sm" variant="outline" onClick={onLoadTheirs}>
          {t("loadTheirs")}
        </Button>
      </div>
      <details className="mt-2">
        <summary className="cursor-pointer text-amber-900 underline">{t("showTheirs")}</summary>
        <div className="mt-2 max-h-80 overflow-y-auto rounded border border-amber-200 bg-white">
          <ScaledPreview data={current.data} config={current.config} label={t("theirs")} />
        </div>
      </details>
    </div>
  );
}
