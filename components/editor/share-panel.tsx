"use client";
// Share settings (docs/product.md §2, §6): public or private (with the link, a copy button and a QR code once public),
// the premium custom URL and premium display options. A regular user's premium option opens the upgrade dialog instead
// of changing (the server would drop it anyway). Below it, the tracked links per recipient (share-links/), the review
// links and the reviewers' comments (review-links/).
import { useState } from "react";
import { Crown } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ops } from "@/lib/client/editor/doc-ops";
import { ZCustomUrl } from "@/lib/shared/validations/resumes/custom-url";
import type { FieldTarget } from "@/lib/shared/resume-check/types";
import { premiumConfigKeys, type TResumeConfig } from "@/lib/shared/validations/resume-document/document";
import { useEditor, useEditorStore } from "./editor-context";
import { EditorCard } from "./editor-card";
import { PublicSamplesNotice, type ConfirmSamples } from "./sample-warning";
import { ShareLink } from "./share-link";
import { ReviewCommentsCard } from "./review-links/review-comments-card";
import { ReviewLinksCard } from "./review-links/review-links-card";
import { ShareLinksCard } from "./share-links/share-links-card";

type BoolKey = Extract<
  keyof TResumeConfig,
  "isPublic" | "addToExamples" | "allowIndexing" | (typeof premiumConfigKeys)[number]
>;
const freeKeys: BoolKey[] = ["isPublic", "addToExamples", "allowIndexing"];
const premiumKeys: readonly BoolKey[] = premiumConfigKeys;

type Props = {
  isPremium: boolean;
  onUpgrade: () => void;
  customUrlError: string | null;
  onCustomUrl: () => void;
  /** Asks before a resume with sample entries goes public or its link is copied (sample-warning.tsx). */
  confirmSamples: ConfirmSamples;
  /** A reviewer's comment's "go to field": the content forms open with the keyboard there (issue 26 item 6). */
  onShowField: (target: FieldTarget) => void;
};

export function SharePanel({ isPremium, onUpgrade, customUrlError, onCustomUrl, confirmSamples, onShowField }: Props) {
  const t = useTranslations("Editor.share");
  const store = useEditorStore();
  const config = useEditor((s) => s.doc.config);
  const uuid = useEditor((s) => s.uuid);
  const resumeId = useEditor((s) => s.id);
  const data = useEditor((s) => s.doc.data);
  const [url, setUrl] = useState(config.customURL);
  const [formatError, setFormatError] = useState<string | null>(null);
  const toggle = (key: BoolKey, premium: boolean) => (
    <label key={key} className="flex items-center gap-3 py-1.5 text-sm text-slate-800">
      <input
        type="checkbox"
        className="size-4 accent-brand-600"
        checked={config[key]}
        onChange={(e) => (premium && !isPremium ? onUpgrade() : onToggle(key, e.target.checked))}
      />
      <span className="mr-auto">{t(`options.${key}`)}</span>
      {premium && !isPremium && <Crown aria-label={t("premium")} className="size-3.5 text-amber-500" />}
    </label>
  );
  const onToggle = (key: BoolKey, value: boolean) =>
    key === "isPublic" && value ? confirmSamples("publish", () => setOption(key, value)) : setOption(key, value);
  const setOption = (key: BoolKey, value: boolean) => {
    store.edit(ops.setConfig({ [key]: value }));
    // Going public saves at once, so the link shown below works the moment it appears.
    if (key === "isPublic") onCustomUrl();
  };
  const saveUrl = () => {
    if (!isPremium) return onUpgrade();
    const parsed = ZCustomUrl.safeParse(url);
    if (!parsed.success || url.trim() === "") return setFormatError(t(url.trim() === "" ? "urlRequired" : "urlFormat"));
    setFormatError(null);
    store.edit(ops.setConfig({ customURL: parsed.data }));
    onCustomUrl();
  };
  const error = formatError ?? customUrlError;
  return (
    <>
      <EditorCard title={t("title")} id="share">
        <div className="divide-y divide-slate-100">
          <div>{freeKeys.map((key) => toggle(key, false))}</div>
          {config.isPublic && <PublicSamplesNotice />}
          {config.isPublic && (
            <ShareLink
              uuid={uuid}
              config={config}
              useCustomUrl={isPremium && !customUrlError}
              confirmSamples={confirmSamples}
            />
          )}
          <div className="py-3">
            <label htmlFor="custom-url" className="mb-1 flex items-center gap-2 text-sm font-medium text-slate-800">
              {t("customUrl")} {!isPremium && <Crown aria-label={t("premium")} className="size-3.5 text-amber-500" />}
            </label>
            <div className="flex gap-2">
              <span className="self-center text-sm text-slate-500">/r/</span>
              <input
                id="custom-url"
                value={url}
                onChange={(e) => setUrl(e.target.value.toLowerCase())}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "custom-url-error" : undefined}
                className="min-w-0 flex-1 rounded-md border border-slate-300 px-2.5 py-1.5 text-sm aria-invalid:border-red-500"
              />
              <Button size="sm" onClick={saveUrl}>
                {t("saveUrl")}
              </Button>
            </div>
            {error && (
              <p id="custom-url-error" role="alert" className="mt-1 text-xs text-red-600">
                {error}
              </p>
            )}
          </div>
          <div className="pt-2">{premiumKeys.map((key) => toggle(key, true))}</div>
        </div>
      </EditorCard>
      {/* Tracked links work whether or not the resume is public (issue 26 item 4). */}
      <ShareLinksCard resumeId={resumeId} />
      {/* Read-and-comment links and what reviewers wrote (issue 26 item 6): here, not in a tab of their own. */}
      <ReviewLinksCard resumeId={resumeId} />
      <ReviewCommentsCard resumeId={resumeId} data={data} onShowField={onShowField} />
    </>
  );
}
