"use client";
// One application on the board or in the list (issue 26 item 5): the job, its state (a select that moves it), the
// dates, the next step, the resume used (to the editor), the tracked link's views (item 4's counts) and the cover
// letter (item 3).
import { Eye, FileText, Link2, Pencil, Trash2 } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import type { ApplicationDto } from "@/lib/shared/validations/applications/application";
import { moment, pickedDay } from "./format-day";
import { StateSelect } from "./state-select";

type Props = {
  application: ApplicationDto;
  onChanged: (application: ApplicationDto) => void;
  onEdit: (application: ApplicationDto) => void;
  onDelete: (application: ApplicationDto) => void;
  /** Opens the application's cover letter (issue 26 item 3). */
  onCoverLetter: (application: ApplicationDto) => void;
};

export function ApplicationCard({ application, onChanged, onEdit, onDelete, onCoverLetter }: Props) {
  const t = useTranslations("Applications");
  const format = useFormatter();
  const { job, resume, shareLink } = application;
  const names = { role: job.role, company: job.company };
  const day = (iso: string) => format.dateTime(new Date(iso), pickedDay);
  return (
    <article
      aria-label={`${job.role} – ${job.company}`}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm"
    >
      <header className="min-w-0">
        <h3 className="font-semibold break-words text-slate-900">{job.company}</h3>
        <p className="break-words text-slate-700">{job.role}</p>
        {job.location && <p className="text-xs text-slate-500">{job.location}</p>}
      </header>
      <StateSelect application={application} onChanged={onChanged} />
      <p className="text-xs text-slate-500">
        {application.appliedAt
          ? t("card.applied", { date: day(application.appliedAt) })
          : t("card.added", { date: format.dateTime(new Date(application.createdAt), moment) })}
      </p>
      {application.nextStep && (
        <p className="break-words text-slate-800">
          {application.nextStepAt
            ? t("card.nextStepOn", { step: application.nextStep, date: day(application.nextStepAt) })
            : t("card.nextStep", { step: application.nextStep })}
        </p>
      )}
      {resume ? (
        <Link href={`/editor/${resume.id}`} className="break-words text-brand-700 underline hover:text-brand-800">
          {t("card.resume", { name: resume.name })}
        </Link>
      ) : (
        <p className="text-xs text-slate-500">{t("card.noResume")}</p>
      )}
      {shareLink && (
        <div className="rounded-md bg-slate-50 px-2 py-1.5 text-xs text-slate-700" data-testid="application-link">
          <p className="flex items-center gap-1 break-words">
            <Link2 aria-hidden className="size-3.5 shrink-0" /> {t("card.link", { label: shareLink.label })}
          </p>
          <p className="flex items-center gap-1">
            <Eye aria-hidden className="size-3.5 shrink-0" /> {t("card.views", { count: shareLink.views })}
            {shareLink.lastViewAt &&
              ` · ${t("card.lastView", { date: format.dateTime(new Date(shareLink.lastViewAt), moment) })}`}
          </p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={t("coverLetter.openLabel", names)}
          onClick={() => onCoverLetter(application)}
        >
          <FileText aria-hidden /> {t("coverLetter.open")}
        </Button>
        <Button variant="outline" size="sm" aria-label={t("card.editLabel", names)} onClick={() => onEdit(application)}>
          <Pencil aria-hidden /> {t("card.edit")}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t("card.deleteLabel", names)}
          onClick={() => onDelete(application)}
        >
          <Trash2 aria-hidden /> {t("card.delete")}
        </Button>
      </div>
    </article>
  );
}
