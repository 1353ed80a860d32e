"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import type { Locale } from "@/i18n/routing";
import { PhoneCodeFields } from "@/components/auth/phone-code-fields";
import { Button } from "@/components/ui/button";
import { apiErrorText } from "@/lib/api-client/api-error";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { currentUserStore } from "@/lib/api-client/current-user-store";
import { useCurrentUser } from "@/lib/api-client/use-current-user";
import type { UserDto } from "@/lib/services/users/to-user-dto";
import { phoneCodeSchema, type PhoneCodeInput } from "@/lib/validations/auth/phone";

/** The cellphone tab (Chinese locale): bind a number to log in by phone, also for WeChat users (SPEC §6). */
export function PhoneBindForm() {
  const t = useTranslations("Phone");
  const te = useTranslations("ApiErrors");
  const locale = useLocale() as Locale;
  const current = useCurrentUser();
  const form = useForm<PhoneCodeInput>({ resolver: zodResolver(phoneCodeSchema), defaultValues: { phoneNumber: "", veriCode: "" } });
  const submit = form.handleSubmit(async (values) => {
    try {
      const user = await apiFetch<UserDto>("/api/users/bindPhoneNumber", { method: "POST", body: values, locale });
      currentUserStore.set({ status: "signedIn", user });
      form.reset({ phoneNumber: "", veriCode: "" });
      toast.success(t("bound"));
    } catch (caught) {
      toast.error(apiErrorText(caught, te));
    }
  });
  const phone = current.status === "signedIn" ? current.user.cellphone : null;
  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
      <h2 className="text-lg font-semibold text-slate-900">{t("bindTitle")}</h2>
      <p className="text-sm text-slate-600">{phone ? t("current", { phone }) : t("none")}</p>
      <PhoneCodeFields form={form} />
      <Button type="submit" className="self-start" disabled={form.formState.isSubmitting}>
        {t("bind")}
      </Button>
    </form>
  );
}
