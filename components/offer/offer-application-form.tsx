"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { controlClass, FormControl } from "@/components/ui/form-control";
import {
  applyForOffer,
  getOfferProfileCode,
  getOwnOfferApplication,
  sendOfferEmailCode,
} from "@/lib/client/api-client/offer-client";
import { errorText } from "@/lib/client/api-client/api-error";
import { useSubmitErrorText } from "@/lib/client/forms/submit-error-text";
import { formText, useSchemaForm } from "@/lib/client/forms/use-schema-form";
import type { OwnOfferApplication } from "@/lib/shared/validations/offer/offer-dto";
import type { TOfferApplicationInput } from "@/lib/shared/validations/offer/offer-application";
import { OFFER_STATEMENT_MAX } from "@/lib/shared/validations/offer/offer-rules";

type Kind = "schoolEmail" | "codeProfile";

const loadSchemas = () => import("@/lib/shared/validations/offer/offer-application");
const loadSchema = () => loadSchemas().then((mod) => mod.ZOfferApplication);

/** The fields of the chosen way to apply, as typed; the schema checks them (and the kind) itself. */
const readApplication = (data: FormData) =>
  (formText(data, "kind") === "codeProfile"
    ? { kind: "codeProfile", profileUrl: formText(data, "profileUrl"), statement: formText(data, "statement") }
    : {
        kind: "schoolEmail",
        schoolEmail: formText(data, "schoolEmail"),
        veriCode: formText(data, "veriCode"),
      }) as TOfferApplicationInput;

/**
 * Apply once: a school address proven by a mailed 6-digit code, or a GitHub profile with a statement, shown to be the
 * applicant's by their GitHub sign-in or by the code shown here placed in the profile README. Checked in the browser
 * with the API's own schema (messages translated, Offer.validation), then by the server; after applying the status is
 * shown instead.
 */
export function OfferApplicationForm() {
  const t = useTranslations("Offer");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const [own, setOwn] = useState<OwnOfferApplication | undefined>(undefined);
  const [kind, setKind] = useState<Kind>("schoolEmail");
  const [error, setError] = useState<string | null>(null);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [profileCode, setProfileCode] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getOwnOfferApplication(locale, controller.signal)
      .then(setOwn)
      .catch(() => controller.signal.aborted || setOwn(null));
    return () => controller.abort();
  }, [locale]);

  // The code that shows a GitHub profile is the applicant's, asked for once they choose to apply with a profile.
  const needsProfileCode = kind === "codeProfile" && profileCode === null;
  useEffect(() => {
    if (!needsProfileCode) return;
    const controller = new AbortController();
    getOfferProfileCode(locale, controller.signal)
      .then(({ code }) => setProfileCode(code))
      .catch((caught: unknown) => controller.signal.aborted || setError(errorText(caught, te)));
    return () => controller.abort();
  }, [needsProfileCode, locale, te]);

  // A refusal by the server is a refused field (its key, translated) or another API error.
  const refusalText = useSubmitErrorText();

  const form = useSchemaForm({
    loadSchema,
    read: readApplication,
    onLoadError: (caught) => setError(errorText(caught, te)),
    onValid: async (values) => {
      setError(null);
      try {
        setOwn(await applyForOffer(values, locale));
      } catch (caught) {
        setError(refusalText(caught));
      }
    },
  });

  /** "Send code" checks the address alone, with the e-mail code call's own schema, before asking for a code. */
  async function sendCode(element: HTMLFormElement) {
    const field = element.elements.namedItem("schoolEmail");
    const input = { schoolEmail: formText(new FormData(element), "schoolEmail") };
    setIsSending(true);
    setError(null);
    setCodeError(null);
    try {
      const { ZOfferEmailCode } = await loadSchemas();
      const parsed = ZOfferEmailCode.safeParse(input);
      if (!parsed.success) {
        // The schema's message key, translated by the field (FormControl).
        setCodeError(parsed.error.issues[0]?.message ?? null);
        if (field instanceof HTMLElement) field.focus();
        return;
      }
      await sendOfferEmailCode(input, locale);
      setCodeSentTo(parsed.data.schoolEmail);
    } catch (caught) {
      setError(refusalText(caught));
    } finally {
      setIsSending(false);
    }
  }

  if (own === undefined) return null;
  if (own) {
    return (
      <p role="status" className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-4 text-slate-800">
        {t(`status.${own.status}`)}
      </p>
    );
  }
  const busy = form.isSubmitting || isSending;
  return (
    <form {...form.formProps} className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <fieldset className="flex flex-wrap gap-x-6 gap-y-1">
        <legend className="mb-2 text-sm font-medium text-slate-700">{t("kindLabel")}</legend>
        {(["schoolEmail", "codeProfile"] as const).map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-slate-800">
            <input
              type="radio"
              name="kind"
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
              className="size-4 accent-brand-600"
            />
            {t(value)}
          </label>
        ))}
      </fieldset>
      {kind === "schoolEmail" ? (
        <>
          <FormControl label={t("schoolEmailLabel")} error={form.errors.schoolEmail ?? codeError ?? undefined}>
            {(control) => (
              <div className="flex flex-col gap-2 sm:flex-row">
                <input
                  {...control}
                  name="schoolEmail"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  maxLength={254}
                  className={controlClass}
                />
                <button
                  type="button"
                  disabled={busy}
                  className={buttonClasses({ variant: "outline", size: "field" })}
                  onClick={(event) => event.currentTarget.form && sendCode(event.currentTarget.form)}
                >
                  {t("sendCode")}
                </button>
              </div>
            )}
          </FormControl>
          {codeSentTo && (
            <p role="status" className="text-sm text-green-700 [overflow-wrap:anywhere]">
              {t("codeSent", { email: codeSentTo })}
            </p>
          )}
          <FormControl label={t("veriCodeLabel")} error={form.errors.veriCode}>
            {(control) => (
              <input
                {...control}
                name="veriCode"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                className={controlClass}
              />
            )}
          </FormControl>
        </>
      ) : (
        <>
          <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
            <p>{t("profileProof")}</p>
            {profileCode && (
              <code className="mt-2 block font-mono text-slate-900 select-all [overflow-wrap:anywhere]">
                {profileCode}
              </code>
            )}
          </div>
          <FormControl label={t("profileUrlLabel")} error={form.errors.profileUrl}>
            {(control) => (
              <input
                {...control}
                name="profileUrl"
                type="url"
                inputMode="url"
                placeholder="https://github.com/…"
                maxLength={200}
                className={controlClass}
              />
            )}
          </FormControl>
          <FormControl label={t("statementLabel")} error={form.errors.statement}>
            {(control) => (
              <textarea
                {...control}
                name="statement"
                rows={4}
                maxLength={OFFER_STATEMENT_MAX}
                className={controlClass}
              />
            )}
          </FormControl>
        </>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy} className={buttonClasses({ size: "field", className: "w-full sm:w-auto" })}>
        {t("submit")}
      </button>
    </form>
  );
}
