"use client";
// Add or edit an application (issue 26 items 2 and 5): the job as pasted (company, role, location, link, text), the
// resume and tracked link used, state, dates, next step and notes; the job match of the chosen resume against the text;
// and, once saved, "make a copy for this job". Checked with the API's own field rules (ZApplicationForm); a refusal
// of the server shows at its field (`job.company` → company) or above the buttons.
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { DialogShell } from "@/components/dialogs/dialog-shell";
import { Button } from "@/components/ui/button";
import { FormControl, controlClass } from "@/components/ui/form-control";
import { toast } from "@/components/ui/toast";
import type { Locale } from "@/i18n/routing";
import { fieldIssueOf, type FieldIssue } from "@/lib/client/api-client/api-error";
import { createApplication, updateApplication } from "@/lib/client/api-client/application-client";
import { listShareLinks } from "@/lib/client/api-client/share-link-client";
import { resumeClient } from "@/lib/client/editor/resume-client";
import { useSubmitErrorText } from "@/lib/client/forms/submit-error-text";
import { formText, useSchemaForm } from "@/lib/client/forms/use-schema-form";
import { MAX_PAGE_SIZE } from "@/lib/shared/validations/pagination/list-page-query";
import {
  applicationStates,
  MAX_APPLICATION_NOTES,
  MAX_JOB_DESCRIPTION,
  MAX_JOB_FIELD,
  MAX_JOB_URL,
  MAX_NEXT_STEP,
  toApplicationBody,
  type ApplicationDto,
  type ApplicationStateDto,
  type TApplicationForm,
} from "@/lib/shared/validations/applications/application";
import { CopyForJob } from "./copy-for-job";
import { dayInputValue } from "./format-day";
import { JobMatchPanel } from "./job-match-panel";

const loadSchema = () => import("@/lib/shared/validations/applications/application").then((m) => m.ZApplicationForm);

type Option = { id: string; name: string };

type Props = {
  open: boolean;
  /** The application edited; null to add one. */
  application: ApplicationDto | null;
  onClose: () => void;
  onSaved: (application: ApplicationDto) => void;
};

const orNull = (value: string) => (value === "" ? null : value);

export function ApplicationFormDialog({ open, application, onClose, onSaved }: Props) {
  const t = useTranslations("Applications.form");
  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={application ? t("editTitle") : t("addTitle")}
      description={t("descriptionHint")}
      closeLabel={t("cancel")}
      size="lg"
    >
      {open && (
        <ApplicationForm key={application?.id ?? "new"} application={application} onClose={onClose} onSaved={onSaved} />
      )}
    </DialogShell>
  );
}

function ApplicationForm({ application, onClose, onSaved }: Omit<Props, "open">) {
  const t = useTranslations("Applications");
  const locale = useLocale() as Locale;
  const refusalText = useSubmitErrorText();
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState<ApplicationDto | null>(application);
  const [resumes, setResumes] = useState<Option[]>(application?.resume ? [application.resume] : []);
  const [resumeId, setResumeId] = useState(application?.resume?.id ?? "");
  const [links, setLinks] = useState<Option[]>(
    application?.shareLink ? [{ id: application.shareLink.id, name: application.shareLink.label }] : [],
  );
  const [shareLinkId, setShareLinkId] = useState(application?.shareLink?.id ?? "");
  const [refused, setRefused] = useState<{ field?: FieldIssue; text?: string } | null>(null);

  useEffect(() => {
    let live = true;
    resumeClient.list(1, MAX_PAGE_SIZE).then(
      (page) => {
        if (!live) return;
        const mine = page.data.map((r) => ({ id: r._id, name: r.name }));
        setResumes((current) => [...mine, ...current.filter((r) => !mine.some((m) => m.id === r.id))]);
      },
      () => undefined, // the select keeps the resume already chosen
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!resumeId) return;
    let live = true;
    listShareLinks(resumeId).then(
      (list) => {
        if (!live) return;
        const fresh = list.map((l) => ({ id: l.id, name: l.label }));
        setLinks((current) => [
          ...fresh,
          ...current.filter((l) => l.id === shareLinkId && !fresh.some((f) => f.id === l.id)),
        ]);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
    // The chosen link is kept in the options whatever resume is picked; reloading on its change is not needed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resumeId]);

  const read = useCallback(
    (data: FormData) => ({
      company: formText(data, "company"),
      role: formText(data, "role"),
      location: formText(data, "location"),
      url: formText(data, "url"),
      description: formText(data, "description"),
      resumeId: orNull(formText(data, "resumeId")),
      shareLinkId: orNull(formText(data, "shareLinkId")),
      // Whatever the select holds; the schema refuses anything but a state.
      state: formText(data, "state") as ApplicationStateDto,
      appliedAt: orNull(formText(data, "appliedAt")),
      notes: formText(data, "notes"),
      nextStep: formText(data, "nextStep"),
      nextStepAt: orNull(formText(data, "nextStepAt")),
    }),
    [],
  );

  const onValid = useCallback(
    async (values: TApplicationForm) => {
      setRefused(null);
      try {
        const body = toApplicationBody(values);
        const answer = saved ? await updateApplication(saved.id, body, locale) : await createApplication(body, locale);
        setSaved(answer);
        onSaved(answer);
        toast.success(t("form.saved"));
        onClose();
      } catch (error) {
        const field = fieldIssueOf(error);
        setRefused(
          field ? { field: { ...field, path: field.path.replace(/^job\./, "") } } : { text: refusalText(error) },
        );
        if (!field) toast.error(t("form.failed"));
      }
    },
    [saved, locale, onSaved, onClose, refusalText, t],
  );

  const form = useSchemaForm({
    loadSchema,
    read,
    onValid,
    onLoadError: (error) => setRefused({ text: refusalText(error) }),
  });
  const errorOf = (name: keyof TApplicationForm) =>
    form.errors[name] ?? (refused?.field?.path === name ? refused.field : undefined);

  const readForMatch = () => {
    const data = formRef.current ? new FormData(formRef.current) : new FormData();
    return { resumeId: formText(data, "resumeId"), description: formText(data, "description") };
  };

  const text = (name: "company" | "role" | "location" | "url" | "nextStep", max: number, value: string) => (
    <FormControl label={t(`form.${name}`)} error={errorOf(name)} hint={name === "url" ? t("form.urlHint") : undefined}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={name === "url" ? "url" : "text"}
          defaultValue={value}
          maxLength={max * 2}
          autoComplete="off"
          className={controlClass}
        />
      )}
    </FormControl>
  );
  const day = (name: "appliedAt" | "nextStepAt", value: string | null) => (
    <FormControl label={t(`form.${name}`)} error={errorOf(name)}>
      {(control) => (
        <input {...control} name={name} type="date" defaultValue={dayInputValue(value)} className={controlClass} />
      )}
    </FormControl>
  );

  const job = application?.job;
  return (
    <form
      {...form.formProps}
      ref={formRef}
      aria-label={application ? t("form.editTitle") : t("form.addTitle")}
      className="mt-2 space-y-5"
    >
      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t("form.jobHeading")}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {text("company", MAX_JOB_FIELD, job?.company ?? "")}
          {text("role", MAX_JOB_FIELD, job?.role ?? "")}
          {text("location", MAX_JOB_FIELD, job?.location ?? "")}
          {text("url", MAX_JOB_URL, job?.url ?? "")}
        </div>
        <FormControl label={t("form.description")} error={errorOf("description")}>
          {(control) => (
            <textarea
              {...control}
              name="description"
              rows={6}
              maxLength={MAX_JOB_DESCRIPTION}
              defaultValue={job?.description ?? ""}
              className={controlClass}
            />
          )}
        </FormControl>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t("form.applicationHeading")}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormControl label={t("form.resume")} error={errorOf("resumeId")}>
            {(control) => (
              <select
                {...control}
                name="resumeId"
                value={resumeId}
                onChange={(event) => setResumeId(event.target.value)}
                className={controlClass}
              >
                <option value="">{t("form.noResume")}</option>
                {resumes.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </select>
            )}
          </FormControl>
          <FormControl label={t("form.shareLink")} error={errorOf("shareLinkId")} hint={t("form.shareLinkHint")}>
            {(control) => (
              <select
                {...control}
                name="shareLinkId"
                value={shareLinkId}
                onChange={(event) => setShareLinkId(event.target.value)}
                className={controlClass}
              >
                <option value="">{t("form.noShareLink")}</option>
                {links.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
              </select>
            )}
          </FormControl>
          <FormControl label={t("form.state")} error={errorOf("state")}>
            {(control) => (
              <select {...control} name="state" defaultValue={application?.state ?? "saved"} className={controlClass}>
                {applicationStates.map((state) => (
                  <option key={state} value={state}>
                    {t(`states.${state}`)}
                  </option>
                ))}
              </select>
            )}
          </FormControl>
          {day("appliedAt", application?.appliedAt ?? null)}
          {text("nextStep", MAX_NEXT_STEP, application?.nextStep ?? "")}
          {day("nextStepAt", application?.nextStepAt ?? null)}
        </div>
        <FormControl label={t("form.notes")} error={errorOf("notes")}>
          {(control) => (
            <textarea
              {...control}
              name="notes"
              rows={3}
              maxLength={MAX_APPLICATION_NOTES}
              defaultValue={application?.notes ?? ""}
              className={controlClass}
            />
          )}
        </FormControl>
      </fieldset>

      <JobMatchPanel read={readForMatch} />
      <CopyForJob
        applicationId={saved?.id ?? null}
        resumeId={resumeId}
        onCopied={(copied) => {
          setSaved(copied);
          onSaved(copied);
          if (copied.resume) {
            const copy = copied.resume;
            setResumes((current) => [copy, ...current.filter((r) => r.id !== copy.id)]);
            setResumeId(copy.id);
          }
        }}
      />

      {refused?.text && (
        <p role="alert" className="text-sm text-red-700">
          {refused.text}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          {t("form.cancel")}
        </Button>
        <Button type="submit" disabled={form.isSubmitting}>
          {form.isSubmitting ? t("form.saving") : t("form.save")}
        </Button>
      </div>
    </form>
  );
}
