"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/client/api-client/api-error";
import { forgetPassword } from "@/lib/client/api-client/auth-client";
import { formText, useSchemaForm } from "@/lib/client/forms/use-schema-form";
import { FORGOT_PANEL } from "./auth-switch";
import { FormAlert } from "./form-alert";
import { FormControl } from "@/components/ui/form-control";

const loadSchema = () => import("@/lib/shared/validations/auth/email-code").then((mod) => mod.ZEmailOnly);

/** docs/product.md §4: forgot-password form, then forgot-password-sent. The card around it carries the heading. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const t = useTranslations("Auth");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm({
    loadSchema,
    read: (data) => ({ email: formText(data, "email") }),
    onLoadError: () => setError(te("network")),
    onValid: async (values) => {
      setError(null);
      try {
        await forgetPassword(values, locale);
        setSentTo(values.email);
      } catch (caught) {
        setError(errorText(caught, te));
      }
    },
  });

  const back = (
    <button type="button" onClick={onBack} className="text-sm font-medium text-brand-700 hover:underline">
      {t("forgot.back")}
    </button>
  );

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4" role="status" {...FORGOT_PANEL}>
        <h2 className="text-lg font-semibold text-slate-900">{t("forgot.sentTitle")}</h2>
        <p className="text-sm text-slate-600">{t("forgot.sentBody", { email: sentTo })}</p>
        {back}
      </div>
    );
  }

  return (
    <form {...form.formProps} className="flex flex-col gap-4" {...FORGOT_PANEL}>
      <FormControl
        label={t("email")}
        error={form.errors.email}
        input={{ name: "email", type: "email", autoComplete: "email" }}
      />
      <FormAlert message={error} />
      <Button type="submit" size="lg" disabled={form.isSubmitting}>
        {form.isSubmitting ? t("forgot.submitting") : t("forgot.submit")}
      </Button>
      {back}
    </form>
  );
}
