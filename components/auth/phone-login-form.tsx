"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import type { Locale } from "@/i18n/routing";
import { Button } from "@/components/ui/button";
import { apiErrorText } from "@/lib/api-client/api-error";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { phoneCodeSchema, type PhoneCodeInput } from "@/lib/validations/auth/phone";
import { finishSignIn } from "./finish-sign-in";
import { PhoneCodeFields } from "./phone-code-fields";

/** The phone tab of /ch/login: captcha → SMS code → signed in (a new number gets a new account). */
export function PhoneLoginForm({ prev }: { prev?: string }) {
  const t = useTranslations("Phone");
  const te = useTranslations("ApiErrors");
  const locale = useLocale() as Locale;
  const form = useForm<PhoneCodeInput>({ resolver: zodResolver(phoneCodeSchema), defaultValues: { phoneNumber: "", veriCode: "" } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await apiFetch("/api/users/loginByPhoneNumber", { method: "POST", body: values, locale });
      finishSignIn(locale, prev);
    } catch (caught) {
      toast.error(apiErrorText(caught, te));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <PhoneCodeFields form={form} />
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {t("login")}
      </Button>
    </form>
  );
}
