"use client";
// One resume of the list: cover, inline-editable name, last update, a variant's master (issue 26 item 1), and its
// actions (or "restore" in the trash); "Make this a variant of…" only on a resume that is not a variant already.
import { memo } from "react";
import { Copy, Download, GitBranch, Pencil, RotateCcw, Share2, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button, buttonClasses } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { formatUpdatedAt } from "@/lib/client/editor/resume-client";
import type { ResumeDto, ResumeListItemDto } from "@/lib/shared/validations/resumes/resume-dto";
import { InlineRename } from "./inline-rename";
import { ResumeCover } from "./resume-cover";

export type CardAction = "download" | "share" | "copy" | "makeVariant" | "delete" | "restore";
type Props = {
  resume: ResumeListItemDto;
  inTrash: boolean;
  onAction: (action: CardAction, resume: ResumeDto) => void;
  onRename: (resume: ResumeDto, name: string) => void;
};

export const ResumeCard = memo(function ResumeCard({ resume, inTrash, onAction, onRename }: Props) {
  const t = useTranslations("Resumes");
  const name = resume.name || t("untitled");
  const icon = (action: CardAction, label: string, Icon: typeof Copy) => (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`${label}: ${name}`}
      title={label}
      onClick={() => onAction(action, resume)}
    >
      <Icon aria-hidden />
    </Button>
  );
  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      data-testid="resume-card"
      data-resume-id={resume._id}
    >
      {inTrash ? (
        <ResumeCover resume={resume} alt={t("cover", { name })} />
      ) : (
        <Link href={`/editor/${resume._id}`} tabIndex={-1} aria-hidden className="block border-b border-slate-100">
          <ResumeCover resume={resume} alt={t("cover", { name })} />
        </Link>
      )}
      <div className="flex flex-1 flex-col gap-1 p-3">
        {inTrash ? (
          <p className="truncate font-semibold text-slate-900">{name}</p>
        ) : (
          <InlineRename name={name} onRename={(next) => onRename(resume, next)} />
        )}
        <p className="text-xs text-slate-500">
          {inTrash && resume.deletedAt
            ? t("deletedAt", { time: formatUpdatedAt(resume.deletedAt) })
            : t("updatedAt", { time: formatUpdatedAt(resume.updatedAt) })}
        </p>
        {resume.variantOf && (
          <p className="flex min-w-0 items-center gap-1 text-xs text-violet-800" data-testid="variant-of">
            <GitBranch aria-hidden className="size-3.5 shrink-0" />
            <span className="truncate">{t("variantOf", { name: resume.variantOf.name || t("untitled") })}</span>
          </p>
        )}
        <div
          role="group"
          aria-label={t("actions.label", { name })}
          className="mt-auto flex flex-wrap items-center gap-1 pt-2"
        >
          {inTrash ? (
            <Button variant="outline" size="sm" onClick={() => onAction("restore", resume)}>
              <RotateCcw aria-hidden /> {t("actions.restore")}
            </Button>
          ) : (
            <>
              <Link href={`/editor/${resume._id}`} className={buttonClasses({ size: "sm", className: "mr-auto" })}>
                <Pencil aria-hidden /> {t("actions.edit")}
              </Link>
              {icon("download", t("actions.download"), Download)}
              {icon("share", t("actions.share"), Share2)}
              {icon("copy", t("actions.copy"), Copy)}
              {!resume.variantOf && icon("makeVariant", t("actions.makeVariant"), GitBranch)}
              {icon("delete", t("actions.delete"), Trash2)}
            </>
          )}
        </div>
      </div>
    </li>
  );
});
