"use client";
// The cover letter of one application (issue 26 item 3), opened from its card: a textarea with save, the versions,
// "Start from a template" (always) and "Write with AI" (when AI is on, with its progress and cancel), and the PDF
// download in the resume's look. One column at every width, so a 390 px phone shows it whole.
import { useState } from "react";
import { Download, FileText, History, Save, Sparkles, Square } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { DialogShell } from "@/components/dialogs/dialog-shell";
import { useResumeDownload } from "@/components/resume-download/use-resume-download";
import { Button } from "@/components/ui/button";
import { controlClass } from "@/components/ui/form-control";
import { toast } from "@/components/ui/toast";
import { isApiCode } from "@/lib/client/api-client/api-error";
import { coverLetterPdfEndpoint } from "@/lib/client/api-client/cover-letter-client";
import { useSubmitErrorText } from "@/lib/client/forms/submit-error-text";
import { CONFLICT } from "@/lib/shared/api/codes";
import type { ApplicationDto } from "@/lib/shared/validations/applications/application";
import { MAX_COVER_LETTER } from "@/lib/shared/validations/cover-letters/cover-letter";
import { CoverLetterVersions } from "./cover-letter-versions";
import { useCoverLetter } from "./use-cover-letter";

type Props = { application: ApplicationDto; isAiEnabled: boolean; onClose: () => void };

export function CoverLetterDialog({ application, isAiEnabled, onClose }: Props) {
  const t = useTranslations("Applications.coverLetter");
  const names = { role: application.job.role, company: application.job.company };
  return (
    <DialogShell
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("title")}
      description={t("description", names)}
      closeLabel={t("close")}
      size="lg"
    >
      <CoverLetterPanel application={application} isAiEnabled={isAiEnabled} />
    </DialogShell>
  );
}

export function CoverLetterPanel({ application, isAiEnabled }: Omit<Props, "onClose">) {
  const t = useTranslations("Applications.coverLetter");
  const format = useFormatter();
  const errorText = useSubmitErrorText();
  const letter = useCoverLetter(application.id);
  const download = useResumeDownload();
  const [showVersions, setShowVersions] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { current, busy, dirty, writing } = letter;

  const attempt = async (work: () => Promise<unknown>, failed: string, done?: (value: unknown) => string) => {
    setNotice(null);
    try {
      const value = await work();
      if (done) toast.success(done(value));
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return setNotice(t("aiCancelled"));
      // A stale version has its own box, with the ways out.
      if (isApiCode(error, CONFLICT)) return;
      setNotice(`${failed}: ${errorText(error)}`);
    }
  };

  if (letter.load === "loading")
    return (
      <p role="status" className="py-8 text-center text-slate-600">
        {t("loading")}
      </p>
    );
  if (letter.load === "failed")
    return (
      <div role="alert" className="py-8 text-center">
        <p className="text-slate-700">{t("loadFailed")}</p>
        <Button variant="outline" className="mt-4" onClick={letter.retry}>
          {t("retry")}
        </Button>
      </div>
    );

  const empty = !current && !dirty && !writing;
  return (
    <div className="mt-4 flex min-w-0 flex-col gap-3" data-testid="cover-letter-panel">
      {!application.resume && <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">{t("noResume")}</p>}
      {empty && (
        <div className="rounded-lg border border-dashed border-slate-300 p-4 text-center">
          <h3 className="font-semibold text-slate-900">{t("emptyTitle")}</h3>
          <p className="mt-1 text-sm text-slate-600">{isAiEnabled ? t("emptyBodyAi") : t("emptyBody")}</p>
          <Button
            variant="outline"
            className="mt-3"
            disabled={busy !== null}
            onClick={() => void attempt(letter.startTemplate, t("loadFailed"))}
          >
            <FileText aria-hidden /> {t("template")}
          </Button>
        </div>
      )}
      {!empty && (
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <label htmlFor="cover-letter-text" className="font-medium text-slate-800">
              {t("label")}
            </label>
            <span className="text-xs text-slate-500">
              {current && t("version", { version: current.version })}
              {dirty && ` · ${t("unsaved")}`}
            </span>
          </div>
          <textarea
            id="cover-letter-text"
            rows={14}
            maxLength={MAX_COVER_LETTER}
            value={letter.text}
            readOnly={writing}
            aria-busy={writing}
            onChange={(event) => letter.edit(event.target.value)}
            className={`${controlClass} min-h-64 font-serif leading-relaxed`}
          />
          <p className="text-right text-xs text-slate-500">
            {t("chars", { count: format.number(letter.text.length), max: format.number(MAX_COVER_LETTER) })}
          </p>
        </div>
      )}
      {writing && (
        <p role="status" className="flex items-center gap-2 text-sm text-brand-800">
          <Sparkles aria-hidden className="size-4 animate-pulse" /> {t("writing")}
        </p>
      )}
      {letter.conflict && (
        <div role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <p>{t("conflict")}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => void letter.loadNewest()}>
              {t("loadNewest")}
            </Button>
            <Button size="sm" variant="outline" onClick={() => void letter.keepMine()}>
              {t("keepMine")}
            </Button>
          </div>
        </div>
      )}
      {notice && (
        <p role="alert" className="text-sm text-red-700">
          {notice}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {!empty && (
          <Button
            disabled={!dirty || !letter.hasText || busy !== null}
            onClick={() => void attempt(letter.save, t("saveFailed"), () => t("saved"))}
          >
            <Save aria-hidden /> {busy === "save" ? t("saving") : t("save")}
          </Button>
        )}
        {dirty && !writing && (
          <Button variant="ghost" disabled={busy !== null} onClick={letter.discard}>
            {t("discard")}
          </Button>
        )}
        {isAiEnabled &&
          (writing ? (
            <Button variant="outline" onClick={letter.cancelAi}>
              <Square aria-hidden /> {t("cancel")}
            </Button>
          ) : (
            <Button
              variant="secondary"
              disabled={dirty || busy !== null}
              title={dirty ? t("aiSaveFirst") : t("aiHint")}
              onClick={() =>
                void attempt(letter.writeWithAi, t("aiFailed"), (tokens) => t("written", { tokens: Number(tokens) }))
              }
            >
              <Sparkles aria-hidden /> {t("ai")}
            </Button>
          ))}
        {current && (
          <Button
            variant="outline"
            disabled={dirty || writing || download.isDownloading}
            onClick={() =>
              void download.start({
                endpoint: coverLetterPdfEndpoint(application.id),
                format: "one",
                fallbackName: `${application.job.company} ${application.job.role}`,
                onPremiumRequired: () => setNotice(t("downloadPremium")),
              })
            }
          >
            <Download aria-hidden /> {t("download")}
          </Button>
        )}
        {letter.versions.length > 0 && (
          <Button variant="ghost" aria-expanded={showVersions} onClick={() => setShowVersions((s) => !s)}>
            <History aria-hidden />{" "}
            {showVersions ? t("versionsHide") : t("versions", { count: letter.versions.length })}
          </Button>
        )}
      </div>
      {isAiEnabled && !writing && <p className="text-xs text-slate-500">{dirty ? t("aiSaveFirst") : t("aiHint")}</p>}
      {current && dirty && <p className="text-xs text-slate-500">{t("downloadSaveFirst")}</p>}
      {showVersions && (
        <CoverLetterVersions
          versions={letter.versions}
          current={current?.version}
          disabled={busy !== null || writing}
          onRestore={(version) =>
            void attempt(
              () => letter.restore(version),
              t("restoreFailed"),
              () => t("restored", { version }),
            )
          }
        />
      )}
    </div>
  );
}
