"use client";

import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { apiErrorText } from "@/lib/api-client/api-error-text";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { formText, useSchemaForm } from "@/lib/forms/use-schema-form";
import { finishSignIn } from "./finish-sign-in";
import { PhoneCodeFields } from "./phone-code-fields";

const loadSchema = () => import("@/lib/validations/auth/phone").then((mod) => mod.ZPhoneCode);

/** The phone tab of /ch/login: captcha → SMS code → signed in (a new number gets a new account). */
export function PhoneLoginForm({ prev }: { prev?: string }) {
  const t = useTranslations("Phone");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const form = useSchemaForm({
    loadSchema,
    read: (data) => ({ phoneNumber: formText(data, "phoneNumber"), veriCode: formText(data, "veriCode") }),
    onLoadError: () => toast.error(te("network")),
    onValid: async (values) => {
      try {
        await apiFetch("/api/users/loginByPhoneNumber", { method: "POST", body: values, locale });
        finishSignIn(locale, prev);
      } catch (caught) {
        toast.error(apiErrorText(caught, te));
      }
    },
  });
  return (
    <form {...form.formProps} className="flex flex-col gap-4">
      <PhoneCodeFields errors={form.errors} />
      <Button type="submit" size="lg" disabled={form.isSubmitting}>
        {t("login")}
      </Button>
    </form>
  );
}
