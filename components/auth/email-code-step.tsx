"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { ApiError, errorText } from "@/lib/client/api-client/api-error";
import { sendVerifyEmail, verifyEmail } from "@/lib/client/api-client/auth-client";
import { formText, useSchemaForm } from "@/lib/client/forms/use-schema-form";
import { FormAlert } from "./form-alert";
import { FormControl } from "@/components/ui/form-control";
import { useCountdown } from "./use-countdown";

const loadSchema = () => import("@/lib/shared/validations/auth/email-code").then((mod) => mod.ZVerifyEmail);

type Props = { email: string; onVerified: () => void; cooldown?: number };

/** The 6-digit code step: verify (which signs in), or resend after the 60 s countdown. */
export function EmailCodeStep({ email, onVerified, cooldown = 60 }: Props) {
  const t = useTranslations("Auth");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const countdown = useCountdown(cooldown);
  const [error, setError] = useState<string | null>(null);

  const form = useSchemaForm({
    loadSchema,
    read: (data) => ({ email, veriCode: formText(data, "veriCode") }),
    onLoadError: () => setError(te("network")),
    onValid: async (values) => {
      setError(null);
      try {
        await verifyEmail(values, locale);
        toast.success(t("signup.done"));
        onVerified();
      } catch (caught) {
        setError(errorText(caught, te));
      }
    },
  });

  const resend = async () => {
    setError(null);
    try {
      await sendVerifyEmail({ email }, locale);
      toast.success(t("signup.resent"));
      countdown.start(60);
    } catch (caught) {
      if (caught instanceof ApiError && caught.retryAfter) countdown.start(caught.retryAfter);
      setError(errorText(caught, te));
    }
  };

  return (
    <form {...form.formProps} className="flex flex-col gap-4">
      <FormControl
        label={t("signup.code")}
        error={form.errors.veriCode}
        input={{ name: "veriCode", inputMode: "numeric", autoComplete: "one-time-code", maxLength: 6 }}
      />
      <FormAlert message={error} />
      <Button type="submit" size="lg" disabled={form.isSubmitting}>
        {form.isSubmitting ? t("signup.verifying") : t("signup.verify")}
      </Button>
      <Button variant="ghost" onClick={() => void resend()} disabled={countdown.seconds > 0}>
        {countdown.seconds > 0 ? t("signup.resendIn", { seconds: countdown.seconds }) : t("signup.resend")}
      </Button>
    </form>
  );
}
