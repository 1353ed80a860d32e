"use client";
// The reviewers' comments in the share panel (issue 26 item 6): "Comments (N)" with the open ones first, then the
// resolved ones; each names its place in the resume as it is now, and "go to field" opens the content forms with the
// keyboard on that section or entry (the resume check's way, focus-field.ts). A refresh button reads new comments
// without leaving the panel.
import { useState } from "react";
import { RefreshCw } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import type { Locale } from "@/i18n/routing";
import { deleteReviewComment, resolveReviewComment } from "@/lib/client/api-client/review-link-client";
import type { FieldTarget } from "@/lib/shared/resume-check/types";
import { commentFieldTarget, describeCommentTarget, hasCommentTarget } from "@/lib/shared/review-links/comment-targets";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import type { ReviewCommentDto } from "@/lib/shared/validations/review-links/review-link";
import { EditorCard } from "../editor-card";
import { ConfirmDialog } from "./confirm-dialog";
import { ReviewCommentItem } from "./review-comment-item";
import { useReviewComments } from "./use-review-comments";

type Props = {
  resumeId: string;
  /** The document as the editor has it now: a comment's place is named from it. */
  data: TResumeData;
  onShowField: (target: FieldTarget) => void;
};

export function ReviewCommentsCard({ resumeId, data, onShowField }: Props) {
  const t = useTranslations("ReviewLinks");
  const locale = useLocale() as Locale;
  const { state, reload, put, remove } = useReviewComments(resumeId);
  const [busy, setBusy] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ReviewCommentDto | null>(null);
  const comments = state.status === "ready" ? state.comments : [];
  const open = comments.filter((comment) => comment.resolvedAt === null);
  const resolved = comments.filter((comment) => comment.resolvedAt !== null);

  const onResolve = async (comment: ReviewCommentDto, next: boolean) => {
    setBusy(comment.id);
    try {
      put(await resolveReviewComment(resumeId, comment.id, next, locale));
      toast.success(t(next ? "comments.resolved" : "comments.reopened"));
    } catch {
      toast.error(t("comments.failed"));
    } finally {
      setBusy(null);
    }
  };
  const onDelete = async () => {
    if (!deleting) return;
    try {
      await deleteReviewComment(resumeId, deleting.id, locale);
      remove(deleting.id);
      toast.success(t("comments.deleted"));
    } catch {
      toast.error(t("comments.failed"));
    }
  };
  const item = (comment: ReviewCommentDto) => (
    <ReviewCommentItem
      key={comment.id}
      comment={comment}
      place={{
        ...describeCommentTarget(data, comment.sectionId, comment.itemKey),
        exists: hasCommentTarget(data, comment.sectionId, comment.itemKey),
      }}
      busy={busy === comment.id}
      onResolve={(target, next) => void onResolve(target, next)}
      onDelete={setDeleting}
      onGoTo={(target) => onShowField(commentFieldTarget(data, target.sectionId, target.itemKey))}
    />
  );
  return (
    <EditorCard
      title={t("comments.title", { count: comments.length })}
      id="review-comments"
      actions={
        <Button size="icon" variant="ghost" aria-label={t("comments.refresh")} onClick={reload}>
          <RefreshCw aria-hidden />
        </Button>
      }
    >
      {state.status === "loading" && (
        <p role="status" className="py-2 text-sm text-slate-500">
          {t("comments.loading")}
        </p>
      )}
      {state.status === "error" && (
        <div role="alert" className="flex flex-wrap items-center gap-2 py-2 text-sm text-red-700">
          <span className="mr-auto">{t("comments.error")}</span>
          <Button variant="outline" size="sm" onClick={reload}>
            {t("retry")}
          </Button>
        </div>
      )}
      {state.status === "ready" && comments.length === 0 && (
        <p className="py-2 text-sm text-slate-500">{t("comments.empty")}</p>
      )}
      {comments.length > 0 && (
        <>
          <h3 className="text-sm font-semibold text-slate-900">{t("comments.open", { count: open.length })}</h3>
          {open.length === 0 ? (
            <p className="py-2 text-sm text-slate-500">{t("comments.noneOpen")}</p>
          ) : (
            <ul className="divide-y divide-slate-100" data-testid="review-comments-open">
              {open.map(item)}
            </ul>
          )}
          {resolved.length > 0 && (
            <>
              <h3 className="mt-3 text-sm font-semibold text-slate-900">
                {t("comments.resolvedHeading", { count: resolved.length })}
              </h3>
              <ul className="divide-y divide-slate-100" data-testid="review-comments-resolved">
                {resolved.map(item)}
              </ul>
            </>
          )}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t("comments.deleteTitle")}
        body={deleting ? t("comments.deleteBody", { author: deleting.authorName }) : ""}
        labels={{ cancel: t("cancel"), confirm: t("comments.deleteConfirm"), busy: t("comments.deleting") }}
        onClose={() => setDeleting(null)}
        onConfirm={onDelete}
      />
    </EditorCard>
  );
}
