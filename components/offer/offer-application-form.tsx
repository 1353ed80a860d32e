"use client";

import { useEffect, useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { INVALID_INPUT } from "@/lib/api/codes";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { ApiError } from "@/lib/api-client/api-error";
import { apiErrorText } from "@/lib/api-client/api-error-text";
import type { OfferApplicationDto, OwnOfferApplication } from "@/lib/validations/offer/offer-dto";
import { offerMessageKey } from "@/lib/validations/offer/offer-rules";

type Kind = "schoolEmail" | "codeProfile";
const field = "w-full rounded-lg border border-slate-300 bg-white px-3 py-2";

/**
 * Apply once: a school address proven by a mailed 6-digit code, or a code-hosting profile with a statement. The
 * server validates (its messages are shown translated, Offer.validation); after applying the status is shown.
 */
export function OfferApplicationForm() {
  const t = useTranslations("Offer");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const [own, setOwn] = useState<OwnOfferApplication | undefined>(undefined);
  const [kind, setKind] = useState<Kind>("schoolEmail");
  const [error, setError] = useState<string | null>(null);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    apiFetch<OwnOfferApplication>("/api/offer/applications", { locale, signal: controller.signal })
      .then(setOwn)
      .catch(() => controller.signal.aborted || setOwn(null));
    return () => controller.abort();
  }, [locale]);

  const errorText = (caught: unknown) => {
    const key =
      caught instanceof ApiError && caught.code === INVALID_INPUT ? offerMessageKey(caught.message) : undefined;
    return key ? t(`validation.${key}`) : apiErrorText(caught, te);
  };

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  }

  function sendCode(form: HTMLFormElement) {
    const schoolEmail = String(new FormData(form).get("schoolEmail") ?? "");
    return run(async () => {
      await apiFetch("/api/offer/email-code", { method: "POST", body: { schoolEmail }, locale });
      setCodeSentTo(schoolEmail.trim());
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? "");
    const body =
      kind === "schoolEmail"
        ? { kind, schoolEmail: value("schoolEmail"), veriCode: value("veriCode") }
        : { kind, profileUrl: value("profileUrl"), statement: value("statement") };
    return run(async () => {
      setOwn(await apiFetch<OfferApplicationDto>("/api/offer/applications", { method: "POST", body, locale }));
    });
  }

  if (own === undefined) return null;
  if (own) {
    return (
      <p role="status" className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-4 text-slate-800">
        {t(`status.${own.status}`)}
      </p>
    );
  }
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-2 text-sm font-medium text-slate-700">{t("kindLabel")}</legend>
        {(["schoolEmail", "codeProfile"] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-slate-800">
            <input type="radio" name="kind" value={value} checked={kind === value} onChange={() => setKind(value)} />
            {t(value)}
          </label>
        ))}
      </fieldset>
      {kind === "schoolEmail" ? (
        <>
          <label className="block text-sm text-slate-700">
            {t("schoolEmailLabel")}
            <div className="mt-1 flex flex-col gap-2 sm:flex-row">
              <input name="schoolEmail" type="email" autoComplete="email" maxLength={254} className={field} />
              <button
                type="button"
                disabled={busy}
                className={buttonClasses({ variant: "outline", className: "shrink-0" })}
                onClick={(event) => event.currentTarget.form && sendCode(event.currentTarget.form)}
              >
                {t("sendCode")}
              </button>
            </div>
          </label>
          {codeSentTo && (
            <p role="status" className="text-sm text-green-700 [overflow-wrap:anywhere]">
              {t("codeSent", { email: codeSentTo })}
            </p>
          )}
          <label className="block text-sm text-slate-700">
            {t("veriCodeLabel")}
            <input
              name="veriCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              className={`${field} mt-1`}
            />
          </label>
        </>
      ) : (
        <>
          <label className="block text-sm text-slate-700">
            {t("profileUrlLabel")}
            <input
              name="profileUrl"
              type="url"
              placeholder="https://github.com/…"
              maxLength={200}
              className={`${field} mt-1`}
            />
          </label>
          <label className="block text-sm text-slate-700">
            {t("statementLabel")}
            <textarea name="statement" rows={4} maxLength={1000} className={`${field} mt-1`} />
          </label>
        </>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy} className={buttonClasses({ className: "w-full sm:w-auto" })}>
        {t("submit")}
      </button>
    </form>
  );
}
