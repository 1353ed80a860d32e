"use client";

import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { PhoneCodeFields } from "@/components/auth/phone-code-fields";
import { Button } from "@/components/ui/button";
import { apiErrorText } from "@/lib/api-client/api-error-text";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { currentUserStore } from "@/lib/api-client/current-user-store";
import { useCurrentUser } from "@/lib/api-client/use-current-user";
import type { UserDto } from "@/lib/validations/users/user-dto";
import { formText, useSchemaForm } from "@/lib/forms/use-schema-form";

const loadSchema = () => import("@/lib/validations/auth/phone").then((mod) => mod.ZPhoneCode);

/** The cellphone tab (Chinese locale): bind a number to log in by phone, also for WeChat users (SPEC §6). */
export function PhoneBindForm() {
  const t = useTranslations("Phone");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const current = useCurrentUser();
  const form = useSchemaForm({
    loadSchema,
    read: (data) => ({ phoneNumber: formText(data, "phoneNumber"), veriCode: formText(data, "veriCode") }),
    onLoadError: () => toast.error(te("network")),
    onValid: async (values, element) => {
      try {
        const user = await apiFetch<UserDto>("/api/users/bindPhoneNumber", { method: "POST", body: values, locale });
        currentUserStore.set({ status: "signedIn", user });
        element.reset();
        toast.success(t("bound"));
      } catch (caught) {
        toast.error(apiErrorText(caught, te));
      }
    },
  });
  const phone = current.status === "signedIn" ? current.user.cellphone : null;
  return (
    <form {...form.formProps} className="flex max-w-md flex-col gap-4">
      <h2 className="text-lg font-semibold text-slate-900">{t("bindTitle")}</h2>
      <p className="text-sm text-slate-600">{phone ? t("current", { phone }) : t("none")}</p>
      <PhoneCodeFields errors={form.errors} />
      <Button type="submit" className="self-start" disabled={form.isSubmitting}>
        {t("bind")}
      </Button>
    </form>
  );
}
