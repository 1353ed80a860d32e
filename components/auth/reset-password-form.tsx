"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/client/api-client/api-error";
import { resetPassword } from "@/lib/client/api-client/auth-client";
import { formText, useSchemaForm } from "@/lib/client/forms/use-schema-form";
import { finishSignIn } from "./finish-sign-in";
import { FormAlert } from "./form-alert";
import { FormControl } from "@/components/ui/form-control";

const loadSchema = () => import("@/lib/shared/validations/auth/email-code").then((mod) => mod.ZResetPassword);

/** The page a reset link opens: a new password; every other session ends and this browser is signed in. */
export function ResetPasswordForm({ email, token }: { email: string; token: string }) {
  const t = useTranslations("Auth");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm({
    loadSchema,
    read: (data) => ({ email, token, password: formText(data, "password") }),
    onLoadError: () => setError(te("network")),
    onValid: async (values) => {
      setError(null);
      try {
        await resetPassword(values, locale);
        toast.success(t("reset.done"));
        finishSignIn(locale, null);
      } catch (caught) {
        setError(errorText(caught, te));
      }
    },
  });

  return (
    <form {...form.formProps} className="flex flex-col gap-4">
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <FormControl
        label={t("newPassword")}
        hint={t("passwordHint")}
        error={form.errors.password}
        input={{ type: "password", autoComplete: "new-password", name: "password" }}
      />
      <FormAlert message={error} />
      <Button type="submit" size="lg" disabled={form.isSubmitting}>
        {form.isSubmitting ? t("reset.submitting") : t("reset.submit")}
      </Button>
    </form>
  );
}
