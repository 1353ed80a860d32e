"use client";

// Phone number, image captcha, "get code" with the 60 s countdown, and the SMS code (SPEC §4/§5): shared by the
// phone login tab and the phone binding tab. The get-code button is disabled while the number is invalid.
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import type { Locale } from "@/i18n/routing";
import { Button } from "@/components/ui/button";
import { ApiError, apiErrorText } from "@/lib/api-client/api-error";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { captchaField, phoneField, type PhoneCodeInput } from "@/lib/validations/auth/phone";
import { CaptchaImage } from "./captcha-image";
import { FormField } from "./form-field";
import { useCountdown } from "./use-countdown";

export function PhoneCodeFields({ form }: { form: UseFormReturn<PhoneCodeInput> }) {
  const t = useTranslations("Phone");
  const te = useTranslations("ApiErrors");
  const locale = useLocale() as Locale;
  const countdown = useCountdown();
  const [captchaCode, setCaptchaCode] = useState("");
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [captchaKey, setCaptchaKey] = useState(0);
  const phone = form.watch("phoneNumber");
  const isPhoneValid = phoneField.safeParse(phone).success;

  const sendCode = async () => {
    const captcha = captchaField.safeParse(captchaCode);
    setCaptchaError(captcha.success ? undefined : captcha.error.issues[0]?.message);
    if (!captcha.success) return;
    try {
      await apiFetch("/api/users/genVeriCode", { method: "POST", body: { phoneNumber: phone.trim(), captchaCode: captcha.data }, locale });
      toast.success(t("codeSent"));
      countdown.start(60);
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 100004 && caught.retryAfter) countdown.start(caught.retryAfter);
      toast.error(apiErrorText(caught, te));
    } finally {
      // A captcha is single use, right or wrong.
      setCaptchaCode("");
      setCaptchaKey((key) => key + 1);
    }
  };

  return (
    <>
      <FormField label={t("phone")} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={11} error={form.formState.errors.phoneNumber?.message} {...form.register("phoneNumber")} />
      <div className="flex items-end gap-2">
        <FormField className="flex-1" label={t("captcha")} autoComplete="off" maxLength={4} value={captchaCode} error={captchaError} onChange={(event) => setCaptchaCode(event.target.value)} />
        <CaptchaImage url={isPhoneValid ? `/api/captcha?sms=1&number=${encodeURIComponent(phone.trim())}` : null} refreshKey={captchaKey} />
      </div>
      <div className="flex items-end gap-2">
        <FormField className="flex-1" label={t("code")} inputMode="numeric" autoComplete="one-time-code" maxLength={4} error={form.formState.errors.veriCode?.message} {...form.register("veriCode")} />
        <Button variant="outline" size="field" className="w-32" disabled={!isPhoneValid || countdown.seconds > 0} onClick={() => void sendCode()}>
          {countdown.seconds > 0 ? t("resendIn", { seconds: countdown.seconds }) : t("getCode")}
        </Button>
      </div>
    </>
  );
}
