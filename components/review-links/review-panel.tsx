"use client";
// The reviewer's side of a review link's page (issue 26 item 6): every section and entry of the resume with a
// "comment" button (the box opens right under it, so on a phone it is where the thumb is), and the comments already
// posted through this link, oldest first, a new one added at once from the answer. The place each comment is pinned to
// is named as the list names it.
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import type { CommentSectionTarget } from "@/lib/shared/review-links/comment-targets";
import type { PublicReviewCommentDto } from "@/lib/shared/validations/review-links/review-link";
import { ReviewCommentForm, type CommentTarget } from "./review-comment-form";
import { useHydrated } from "./use-hydrated";

type Props = { token: string; targets: CommentSectionTarget[]; initialComments: PublicReviewCommentDto[] };

const same = (a: CommentTarget | null, sectionId: string, itemKey: string | null) =>
  a !== null && a.sectionId === sectionId && a.itemKey === itemKey;

export function ReviewPanel({ token, targets, initialComments }: Props) {
  const t = useTranslations("ReviewLinks");
  const format = useFormatter();
  const hydrated = useHydrated();
  const [comments, setComments] = useState(initialComments);
  const [open, setOpen] = useState<CommentTarget | null>(null);
  const [name, setName] = useState("");

  const sectionName = (section: CommentSectionTarget) => section.name || t("comments.unnamedSection");
  const placeOf = (sectionId: string, itemKey: string | null): string => {
    const section = targets.find((candidate) => candidate.sectionId === sectionId);
    if (!section) return t("comments.deletedPlace");
    if (itemKey === null) return sectionName(section);
    const item = section.items.find((candidate) => candidate.key === itemKey);
    return t("comments.place", { section: sectionName(section), item: item?.label || t("comments.unnamedItem") });
  };
  const countOn = (sectionId: string, itemKey: string | null) =>
    comments.filter((comment) => comment.sectionId === sectionId && comment.itemKey === itemKey).length;
  const onPosted = (comment: PublicReviewCommentDto, author: string) => {
    setComments((old) => [...old, comment]);
    setName(author);
    setOpen(null);
    toast.success(t("page.form.posted"));
  };
  const form = (sectionId: string, itemKey: string | null) =>
    same(open, sectionId, itemKey) && (
      <ReviewCommentForm
        token={token}
        target={{ sectionId, itemKey }}
        place={placeOf(sectionId, itemKey)}
        name={name}
        onPosted={onPosted}
        onCancel={() => setOpen(null)}
      />
    );
  const count = (sectionId: string, itemKey: string | null) => {
    const n = countOn(sectionId, itemKey);
    return n > 0 && <span className="rounded bg-brand-50 px-1.5 text-xs text-brand-800">{n}</span>;
  };

  return (
    <aside
      className="min-w-0 space-y-5 rounded-xl bg-white p-4 shadow-sm lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)] lg:overflow-y-auto"
      data-testid="review-panel"
    >
      <section aria-labelledby="review-targets-heading">
        <h2 id="review-targets-heading" className="mb-2 text-base font-semibold text-slate-900">
          {t("page.sections")}
        </h2>
        {targets.length === 0 && <p className="text-sm text-slate-600">{t("page.nothing")}</p>}
        <ul className="divide-y divide-slate-100">
          {targets.map((section) => (
            <li key={section.sectionId} className="py-2" data-testid="review-target-section">
              <div className="flex flex-wrap items-center gap-2">
                <span className="mr-auto min-w-0 font-medium break-words text-slate-900">{sectionName(section)}</span>
                {count(section.sectionId, null)}
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t("page.commentOnSectionLabel", { section: sectionName(section) })}
                  aria-expanded={same(open, section.sectionId, null)}
                  onClick={() => setOpen({ sectionId: section.sectionId, itemKey: null })}
                >
                  {t("page.commentOnSection")}
                </Button>
              </div>
              {form(section.sectionId, null)}
              <ul className="mt-1 space-y-1 border-l-2 border-slate-100 pl-3">
                {section.items.map((item) => {
                  const label = item.label || t("comments.unnamedItem");
                  return (
                    <li key={item.key} data-testid="review-target-item">
                      <div className="flex items-center gap-2">
                        <span className="mr-auto min-w-0 text-sm break-words text-slate-700">{label}</span>
                        {count(section.sectionId, item.key)}
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t("page.commentOnItemLabel", { item: label })}
                          aria-expanded={same(open, section.sectionId, item.key)}
                          onClick={() => setOpen({ sectionId: section.sectionId, itemKey: item.key })}
                        >
                          {t("page.commentOnItem")}
                        </Button>
                      </div>
                      {form(section.sectionId, item.key)}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="review-comments-heading">
        <h2 id="review-comments-heading" className="mb-2 text-base font-semibold text-slate-900">
          {t("page.commentsHeading", { count: comments.length })}
        </h2>
        {comments.length === 0 ? (
          <p className="text-sm text-slate-600">{t("page.noComments")}</p>
        ) : (
          <ul className="space-y-3" data-testid="review-page-comments">
            {comments.map((comment) => (
              <li key={comment.id} className="rounded-lg border border-slate-200 p-3" data-testid="review-page-comment">
                <p className="text-xs text-slate-500">{placeOf(comment.sectionId, comment.itemKey)}</p>
                <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm">
                  <span className="font-medium break-all text-slate-900">{comment.authorName}</span>
                  {hydrated && (
                    <time dateTime={comment.createdAt} className="text-xs text-slate-500">
                      {format.dateTime(new Date(comment.createdAt), { dateStyle: "medium", timeStyle: "short" })}
                    </time>
                  )}
                  {comment.resolved && (
                    <span className="rounded bg-emerald-50 px-1.5 text-xs text-emerald-800">
                      {t("page.resolvedBadge")}
                    </span>
                  )}
                </p>
                <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800">{comment.body}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </aside>
  );
}
