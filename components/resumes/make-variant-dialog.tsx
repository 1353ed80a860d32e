"use client";
// "Make this a variant of…" on a card of My resumes (issue 26 item 1, docs/api.md "Master and variants"): the masters
// the server allows for this resume (GET /api/resumes/{id}/variant-masters), or why there are none, a plain word on
// what converting does (the content is kept; the master's later edits flow in except where this copy differs), then
// PUT /api/resumes/{id}/variant and its answer: the master's name and the way to the editor, where the fields of its
// own are marked. Native radio buttons (arrows choose, Tab reaches the buttons) in one column, so a 390 px phone shows
// it whole; refusals through errorText, translated.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { GitBranch, Loader2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { DialogShell } from "@/components/dialogs/dialog-shell";
import { Button, buttonClasses } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { errorText } from "@/lib/client/api-client/api-error";
import { convertToVariant, listVariantMasters } from "@/lib/client/api-client/variant-client";
import { formatUpdatedAt } from "@/lib/client/editor/resume-client";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import type { VariantMastersDto } from "@/lib/shared/validations/resumes/variant-masters";

type Props = {
  /** The resume to convert; null: closed. */
  resume: ResumeDto | null;
  onClose: () => void;
  /** Called once the resume is a variant (the list reloads to show its mark). */
  onConverted: () => void;
};

/** The card's "Continue editing": where focus goes once the card has lost the button that opened the dialog. */
const editLinkOf = (resumeId: string) =>
  document.querySelector<HTMLElement>(`[data-resume-id="${resumeId}"] [role="group"] a`);

export function MakeVariantDialog({ resume, onClose, onConverted }: Props) {
  const t = useTranslations("Resumes");
  const name = resume ? resume.name || t("untitled") : "";
  // Set when the conversion succeeds: the card then shows its mark instead of the opener.
  const converted = useRef<string | null>(null);
  return (
    <DialogShell
      open={resume !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("makeVariant.title", { name })}
      description={t("makeVariant.description")}
      closeLabel={t("makeVariant.close")}
      returnFocusTo={() => {
        const id = converted.current;
        converted.current = null;
        return id ? editLinkOf(id) : null;
      }}
    >
      {resume && (
        <MakeVariantForm
          key={resume._id}
          resume={resume}
          name={name}
          onClose={onClose}
          onConverted={() => {
            converted.current = resume._id;
            onConverted();
          }}
        />
      )}
    </DialogShell>
  );
}

type TLoad = { step: "loading" } | { step: "failed"; error: unknown } | { step: "ready"; answer: VariantMastersDto };

type FormProps = Omit<Props, "resume"> & { resume: ResumeDto; name: string };

function MakeVariantForm({ resume, name, onClose, onConverted }: FormProps) {
  const t = useTranslations("Resumes.makeVariant");
  const tList = useTranslations("Resumes");
  const tApi = useTranslations("ApiErrors");
  const locale = useLocale() as Locale;
  const [load, setLoad] = useState<TLoad>({ step: "loading" });
  const [tick, setTick] = useState(0);
  const [masterId, setMasterId] = useState("");
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    listVariantMasters(resume._id).then(
      (answer) => live && setLoad({ step: "ready", answer }),
      (error: unknown) => live && setLoad({ step: "failed", error }),
    );
    return () => {
      live = false;
    };
  }, [resume._id, tick]);

  // The form's buttons are gone once it is done: focus moves to what happened, so a keyboard stays in the dialog.
  useEffect(() => {
    if (done !== null) doneRef.current?.focus();
  }, [done]);

  const closeButton = (
    <div className="flex justify-end">
      <Button variant="outline" onClick={onClose}>
        {t("close")}
      </Button>
    </div>
  );

  if (done !== null)
    return (
      <div className="space-y-4">
        <div
          ref={doneRef}
          tabIndex={-1}
          role="status"
          data-testid="make-variant-done"
          className="flex items-start gap-2 rounded-md border border-violet-200 bg-violet-50 p-3 text-sm text-violet-950"
        >
          <GitBranch aria-hidden className="mt-0.5 size-4 shrink-0 text-violet-600" />
          <div className="min-w-0 break-words">
            <p className="font-medium">{t("done", { name, master: done })}</p>
            <p className="mt-1">{t("doneHint")}</p>
          </div>
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            {t("close")}
          </Button>
          <Link href={`/editor/${resume._id}`} className={buttonClasses()}>
            {t("openEditor")}
          </Link>
        </div>
      </div>
    );

  if (load.step === "loading")
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Loader2 aria-hidden className="size-4 animate-spin" /> {t("loading")}
      </p>
    );

  if (load.step === "failed")
    return (
      <div role="alert" className="space-y-3 text-sm text-red-700">
        <p>{t("loadFailed", { reason: errorText(load.error, tApi) })}</p>
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button
            onClick={() => {
              setLoad({ step: "loading" });
              setTick((n) => n + 1);
            }}
          >
            {t("retry")}
          </Button>
        </div>
      </div>
    );

  const { answer } = load;
  if (!answer.convertible || answer.masters.length === 0)
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-700" data-testid="make-variant-none">
          {!answer.convertible ? t(answer.reason) : t("noMasters")}
        </p>
        {closeButton}
      </div>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!masterId || saving) return;
    setSaving(true);
    setFailed(null);
    try {
      const status = await convertToVariant(resume._id, { masterId }, locale);
      const chosen = answer.masters.find((m) => m._id === masterId)?.name ?? "";
      setDone(status.masterName || chosen || tList("untitled"));
      onConverted();
    } catch (error) {
      setFailed(t("failed", { reason: errorText(error, tApi) }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4">
      <p className="text-sm text-slate-700">{t("explain")}</p>
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-medium text-slate-900">{t("choose")}</legend>
        <ul className="max-h-64 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-1">
          {answer.masters.map((master) => (
            <li key={master._id}>
              <label className="flex min-w-0 cursor-pointer items-start gap-3 rounded-md p-2 hover:bg-slate-50 has-checked:bg-brand-50">
                <input
                  type="radio"
                  name="masterId"
                  value={master._id}
                  checked={masterId === master._id}
                  onChange={() => setMasterId(master._id)}
                  className="mt-1 size-4 shrink-0"
                />
                <span className="min-w-0">
                  <span className="block font-medium break-words text-slate-900">
                    {master.name || tList("untitled")}
                  </span>
                  <span className="block text-xs text-slate-500">
                    {t("updated", { time: formatUpdatedAt(master.updatedAt) })}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {failed}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="outline" onClick={onClose}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={!masterId || saving}>
          {saving && <Loader2 aria-hidden className="animate-spin" />}
          {saving ? t("converting") : t("confirm")}
        </Button>
      </div>
    </form>
  );
}
