"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { PhoneCodeFields } from "@/components/auth/phone-code-fields";
import { Button } from "@/components/ui/button";
import { INVALID_CODE } from "@/lib/shared/api/codes";
import { ApiError, errorText } from "@/lib/client/api-client/api-error";
import { bindPhoneNumber } from "@/lib/client/api-client/account-client";
import { currentUserStore } from "@/lib/client/api-client/current-user-store";
import { useCurrentUser } from "@/lib/client/api-client/use-current-user";
import { formText, useSchemaForm } from "@/lib/client/forms/use-schema-form";

const loadSchema = () => import("@/lib/shared/validations/auth/phone").then((mod) => mod.ZPhoneCode);

/** The cellphone tab (Chinese locale): bind a number to log in by phone, also for WeChat users (docs/product.md §6). */
export function PhoneBindForm() {
  const t = useTranslations("Phone");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const current = useCurrentUser();
  const [codeError, setCodeError] = useState<string | undefined>();
  const form = useSchemaForm({
    loadSchema,
    read: (data) => ({ phoneNumber: formText(data, "phoneNumber"), veriCode: formText(data, "veriCode") }),
    onLoadError: () => toast.error(te("network")),
    onValid: async (values, element) => {
      setCodeError(undefined);
      try {
        const user = await bindPhoneNumber(values, locale);
        currentUserStore.set({ status: "signedIn", user });
        element.reset();
        toast.success(t("bound"));
      } catch (caught) {
        // A wrong code is the code field's error; the picture captcha and the countdown stay as they are.
        if (caught instanceof ApiError && caught.code === INVALID_CODE) {
          setCodeError(te("invalidCode"));
          const code = element.elements.namedItem("veriCode");
          if (code instanceof HTMLInputElement) code.focus();
        } else toast.error(errorText(caught, te));
      }
    },
  });
  const phone = current.status === "signedIn" ? current.user.cellphone : null;
  return (
    <form {...form.formProps} className="flex max-w-md flex-col gap-4">
      <h2 className="text-lg font-semibold text-slate-900">{t("bindTitle")}</h2>
      <p className="text-sm text-slate-600">{phone ? t("current", { phone }) : t("none")}</p>
      <PhoneCodeFields errors={form.errors} codeError={codeError} onCodeInput={() => setCodeError(undefined)} />
      <Button type="submit" className="self-start" disabled={form.isSubmitting}>
        {t("bind")}
      </Button>
    </form>
  );
}
