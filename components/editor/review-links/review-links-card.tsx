"use client";
// Review links in the share panel (issue 26 item 6): what they are, the form that makes
// one, the new link to copy (shown once), and the list with each link's state, comment count and revoke (behind a
// confirmation).
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import type { Locale } from "@/i18n/routing";
import { revokeReviewLink } from "@/lib/client/api-client/review-link-client";
import type { CreatedReviewLinkDto, ReviewLinkDto } from "@/lib/shared/validations/review-links/review-link";
import { EditorCard } from "../editor-card";
import { ConfirmDialog } from "./confirm-dialog";
import { CreatedReviewLink } from "./created-review-link";
import { ReviewLinkForm } from "./review-link-form";
import { ReviewLinkItem } from "./review-link-item";
import { useReviewLinks } from "./use-review-links";

export function ReviewLinksCard({ resumeId }: { resumeId: string }) {
  const t = useTranslations("ReviewLinks");
  const locale = useLocale() as Locale;
  const { state, retry, put } = useReviewLinks(resumeId);
  const [created, setCreated] = useState<CreatedReviewLinkDto | null>(null);
  const [revoking, setRevoking] = useState<ReviewLinkDto | null>(null);
  const onCreated = (link: CreatedReviewLinkDto) => {
    put({
      id: link.id,
      label: link.label,
      createdAt: link.createdAt,
      expiresAt: link.expiresAt,
      revokedAt: link.revokedAt,
      status: link.status,
      comments: link.comments,
    });
    setCreated(link);
    toast.success(t("form.created", { label: link.label }));
  };
  const onRevoke = async () => {
    if (!revoking) return;
    try {
      put(await revokeReviewLink(resumeId, revoking.id, locale));
      if (created?.id === revoking.id) setCreated(null);
      toast.success(t("revoked", { label: revoking.label }));
    } catch {
      toast.error(t("revokeFailed"));
    }
  };
  return (
    <EditorCard title={t("title")} id="review-links">
      <p className="mb-3 text-sm text-slate-600">{t("intro")}</p>
      <ReviewLinkForm resumeId={resumeId} onCreated={onCreated} />
      {created && <CreatedReviewLink link={created} onDone={() => setCreated(null)} />}
      <div className="mt-2">
        {state.status === "loading" && (
          <p role="status" className="py-2 text-sm text-slate-500">
            {t("loading")}
          </p>
        )}
        {state.status === "error" && (
          <div role="alert" className="flex flex-wrap items-center gap-2 py-2 text-sm text-red-700">
            <span className="mr-auto">{t("error")}</span>
            <Button variant="outline" size="sm" onClick={retry}>
              {t("retry")}
            </Button>
          </div>
        )}
        {state.status === "ready" &&
          (state.links.length === 0 ? (
            <p className="py-2 text-sm text-slate-500">{t("empty")}</p>
          ) : (
            <ul className="divide-y divide-slate-100" data-testid="review-link-list">
              {state.links.map((link) => (
                <ReviewLinkItem key={link.id} link={link} onRevoke={setRevoking} />
              ))}
            </ul>
          ))}
      </div>
      <ConfirmDialog
        open={revoking !== null}
        title={t("revokeTitle")}
        body={revoking ? t("revokeBody", { label: revoking.label }) : ""}
        labels={{ cancel: t("cancel"), confirm: t("revokeConfirm"), busy: t("revoking") }}
        onClose={() => setRevoking(null)}
        onConfirm={onRevoke}
      />
    </EditorCard>
  );
}
