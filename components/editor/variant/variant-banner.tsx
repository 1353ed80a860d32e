"use client";
// Above the content forms of a variant (issue 26 item 1): "Variant of <master> · N fields are this variant's own ·
// Show · Revert all · Detach". Show lists the own fields, this variant's value beside the master's, each with
// "Use master's"; Revert all asks first (the variant's content and look become the master's; the state before is in
// the history); Detach makes it a plain resume. Each action is a versioned call (variant-context.tsx): a 409 or any
// refusal is said here, translated.
import { useState } from "react";
import { GitBranch, Loader2, Unlink } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { errorText } from "@/lib/client/api-client/api-error";
import type { VariantOwnFieldDto } from "@/lib/shared/validations/resumes/variant";
import { useEditor } from "../editor-context";
import { describePath, type TPlace } from "./describe-path";
import { useVariant } from "./variant-context";

const SHOWN_VALUE = 300;

export function VariantBanner() {
  const t = useTranslations("Editor.variant");
  const tApi = useTranslations("ApiErrors");
  const variant = useVariant();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  if (!variant) return null;
  const { state } = variant;

  if (state.step === "loading")
    return (
      <p aria-live="polite" className="flex items-center gap-2 text-sm text-slate-600">
        <Loader2 aria-hidden className="size-4 animate-spin" /> {t("loading")}
      </p>
    );
  if (state.step === "error")
    return (
      <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
        {t("loadFailed")}
        <Button size="sm" variant="outline" onClick={variant.reload}>
          {t("retry")}
        </Button>
      </p>
    );
  const { status } = state;
  if (!status.isVariant)
    return message && !message.failed ? (
      <p role="status" className="text-sm text-slate-700">
        {message.text}
      </p>
    ) : null;

  const act = async (work: () => Promise<void>, done?: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await work();
      if (done) setMessage({ text: done, failed: false });
    } catch (error) {
      setMessage({ text: t("failed", { reason: errorText(error, tApi) }), failed: true });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  const anythingOwn = status.own.length > 0 || status.ownItems > 0;

  return (
    <section
      aria-labelledby="variant-banner-title"
      data-testid="variant-banner"
      className="rounded-xl border border-violet-300 bg-violet-50 p-3 text-sm text-violet-950 shadow-sm sm:p-4"
    >
      <div className="flex items-start gap-2">
        <GitBranch aria-hidden className="mt-0.5 size-4 shrink-0 text-violet-600" />
        <div className="min-w-0">
          <h2 id="variant-banner-title" className="font-semibold break-words">
            {status.masterId && !status.masterMissing ? (
              <Link href={`/editor/${status.masterId}`} className="underline underline-offset-2">
                {t("title", { name: status.masterName ?? "" })}
              </Link>
            ) : (
              t("title", { name: status.masterName ?? "" })
            )}
          </h2>
          <p className="mt-0.5" aria-live="polite" data-testid="variant-own-count">
            {t("own", { count: status.own.length })}
            {status.ownItems > 0 && ` ${t("ownItems", { count: status.ownItems })}`}
          </p>
          <p className="mt-0.5 text-violet-900">{status.masterMissing ? t("masterMissing") : t("hint")}</p>
        </div>
      </div>
      {open && status.own.length > 0 && (
        <OwnFieldList own={status.own} busy={busy} onRevert={(path) => void act(() => variant.revert(path))} />
      )}
      {confirming && (
        <div role="group" aria-label={t("revertAll")} className="mt-3 rounded-md border border-violet-200 bg-white p-2">
          <p>{t("revertAllConfirm")}</p>
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              {t("cancel")}
            </Button>
            <Button size="sm" disabled={busy} onClick={() => void act(() => variant.revert())}>
              {t("revertAllYes")}
            </Button>
          </div>
        </div>
      )}
      {message && (
        <p role={message.failed ? "alert" : "status"} className={message.failed ? "mt-2 text-red-700" : "mt-2"}>
          {message.text}
        </p>
      )}
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        {status.own.length > 0 && (
          <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
            {open ? t("hide") : t("show")}
          </Button>
        )}
        {anythingOwn && !status.masterMissing && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setConfirming(true)}>
            {t("revertAll")}
          </Button>
        )}
        <Button size="sm" variant="outline" disabled={busy} onClick={() => void act(variant.detach, t("detached"))}>
          <Unlink aria-hidden /> {t("detach")}
        </Button>
      </div>
    </section>
  );
}

type ListProps = { own: VariantOwnFieldDto[]; busy: boolean; onRevert: (path: string) => void };

function OwnFieldList({ own, busy, onRevert }: ListProps) {
  const t = useTranslations("Editor.variant");
  const data = useEditor((s) => s.doc.data);
  const placeText = (place: TPlace) =>
    place.kind === "link"
      ? t("place.link", { number: place.number })
      : place.kind === "section"
        ? t("place.section", { section: place.section })
        : place.kind === "item"
          ? t("place.item", { section: place.section, item: place.item })
          : t(`place.${place.kind}`);
  const shown = (value: string | null) => (value ? value.slice(0, SHOWN_VALUE) : t("empty"));
  return (
    <ul className="mt-3 space-y-2" data-testid="variant-own-fields">
      {own.map((field) => {
        const named = describePath(field.path, data);
        const label = named ? `${placeText(named.place)} › ${t(`fields.${named.field}`)}` : field.path;
        return (
          <li key={field.path} className="min-w-0 rounded-md border border-violet-200 bg-white p-2">
            <p className="text-xs font-medium break-words text-slate-600">{label}</p>
            <div className="mt-1 grid grid-cols-1 gap-2 sm:grid-cols-2">
              <div className="min-w-0">
                <p className="text-xs text-slate-500">{t("mine")}</p>
                <p className="line-clamp-4 break-words whitespace-pre-wrap">{shown(field.value)}</p>
              </div>
              <div className="min-w-0">
                <p className="text-xs text-slate-500">{t("master")}</p>
                <p className="line-clamp-4 break-words whitespace-pre-wrap">{shown(field.masterValue)}</p>
              </div>
            </div>
            {field.masterValue !== null && (
              <div className="mt-2 flex justify-end">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  aria-label={t("useMasterLabel", { field: label })}
                  onClick={() => onRevert(field.path)}
                >
                  {t("useMaster")}
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
