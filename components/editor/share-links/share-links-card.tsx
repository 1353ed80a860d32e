"use client";
// Tracked links per recipient in the share panel (issue 26 item 4, docs/product.md §2): what they are, the form that
// makes one, and the list with each link's views, copy and revoke (behind a confirmation).
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import type { Locale } from "@/i18n/routing";
import { revokeShareLink } from "@/lib/client/api-client/share-link-client";
import type { ShareLinkDto } from "@/lib/shared/validations/share-links/share-link";
import { EditorCard } from "../editor-card";
import { RevokeShareLinkDialog } from "./revoke-share-link-dialog";
import { ShareLinkForm } from "./share-link-form";
import { ShareLinkList } from "./share-link-list";
import { useShareLinks } from "./use-share-links";

export function ShareLinksCard({ resumeId }: { resumeId: string }) {
  const t = useTranslations("ShareLinks");
  const locale = useLocale() as Locale;
  const { state, retry, put } = useShareLinks(resumeId);
  const [revoking, setRevoking] = useState<ShareLinkDto | null>(null);
  const onCreated = (link: ShareLinkDto) => {
    put(link);
    toast.success(t("form.created", { label: link.label }));
  };
  const onRevoke = async (link: ShareLinkDto) => {
    try {
      put(await revokeShareLink(resumeId, link.id, locale));
      toast.success(t("revoked", { label: link.label }));
    } catch {
      toast.error(t("revokeFailed"));
    }
  };
  return (
    <EditorCard title={t("title")} id="share-links">
      <p className="mb-3 text-sm text-slate-600">{t("intro")}</p>
      <ShareLinkForm resumeId={resumeId} onCreated={onCreated} />
      <div className="mt-2">
        <ShareLinkList state={state} onRetry={retry} onRevoke={setRevoking} />
      </div>
      <RevokeShareLinkDialog link={revoking} onClose={() => setRevoking(null)} onConfirm={onRevoke} />
    </EditorCard>
  );
}
