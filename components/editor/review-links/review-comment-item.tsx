"use client";
// One reviewer's comment in the editor (issue 26 item 6): where it is pinned (the section and entry as the resume names
// them now, or "since deleted"), who wrote it through which link and when, the text, and resolve or reopen, go to the
// field, and delete. The buttons wrap under the text on a phone.
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { CommentPlace } from "@/lib/shared/review-links/comment-targets";
import type { ReviewCommentDto } from "@/lib/shared/validations/review-links/review-link";
import { cn } from "@/lib/shared/utils/cn";

type Props = {
  comment: ReviewCommentDto;
  place: CommentPlace & { exists: boolean };
  busy: boolean;
  onResolve: (comment: ReviewCommentDto, resolved: boolean) => void;
  onDelete: (comment: ReviewCommentDto) => void;
  onGoTo: (comment: ReviewCommentDto) => void;
};

export function ReviewCommentItem({ comment, place, busy, onResolve, onDelete, onGoTo }: Props) {
  const t = useTranslations("ReviewLinks.comments");
  const format = useFormatter();
  const section = place.section ?? t("unnamedSection");
  const where = !place.exists
    ? t("deletedPlace")
    : comment.itemKey === null
      ? section
      : t("place", { section, item: place.item ?? t("unnamedItem") });
  const resolved = comment.resolvedAt !== null;
  const author = comment.authorName;
  return (
    <li className={cn("py-3", resolved && "opacity-75")} data-testid="review-comment">
      <p className="text-xs font-medium text-slate-600">{where}</p>
      <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm">
        <span className="font-medium break-all text-slate-900">{author}</span>
        <span className="text-xs text-slate-500">{t("via", { label: comment.linkLabel })}</span>
        <time dateTime={comment.createdAt} className="text-xs text-slate-500">
          {format.dateTime(new Date(comment.createdAt), { dateStyle: "medium", timeStyle: "short" })}
        </time>
      </p>
      <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800">{comment.body}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={resolved ? "outline" : "secondary"}
          disabled={busy}
          aria-label={t(resolved ? "reopenLabel" : "resolveLabel", { author })}
          onClick={() => onResolve(comment, !resolved)}
        >
          {t(resolved ? "reopen" : "resolve")}
        </Button>
        {place.exists && (
          <Button
            size="sm"
            variant="outline"
            aria-label={t("goToLabel", { place: where })}
            onClick={() => onGoTo(comment)}
          >
            {t("goTo")}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          aria-label={t("deleteLabel", { author })}
          onClick={() => onDelete(comment)}
        >
          {t("delete")}
        </Button>
      </div>
    </li>
  );
}
