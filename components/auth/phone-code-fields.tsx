"use client";

// Phone number, image captcha, "get code" with the 60 s countdown, and the SMS code (SPEC §4/§5): shared by the
// phone login tab and the phone binding tab. The get-code button is disabled while the number is invalid.
import { useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { CODE_COOLDOWN } from "@/lib/api/codes";
import { ApiError } from "@/lib/api-client/api-error";
import { apiErrorText } from "@/lib/api-client/api-error-text";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { FieldErrors } from "@/lib/forms/use-schema-form";
import { ZCaptchaCode, ZPhoneNumber } from "@/lib/validations/auth/phone";
import { CaptchaImage } from "./captcha-image";
import { FormField } from "./form-field";
import { useCountdown } from "./use-countdown";

/** The inputs `phoneNumber` and `veriCode` of a useSchemaForm form validated with ZPhoneCode. */
export function PhoneCodeFields({ errors }: { errors: FieldErrors }) {
  const t = useTranslations("Phone");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const countdown = useCountdown();
  const [phone, setPhone] = useState("");
  const [captchaCode, setCaptchaCode] = useState("");
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [captchaKey, setCaptchaKey] = useState(0);
  const phoneInput = useRef<HTMLInputElement>(null);
  const isPhoneValid = ZPhoneNumber.safeParse(phone).success;

  // The number input is uncontrolled (useSchemaForm reads it on submit) and followed here for the captcha and the
  // get-code button; a form reset (after binding a number) empties it without an input event.
  useEffect(() => {
    const form = phoneInput.current?.form;
    if (!form) return;
    const onReset = () => setPhone("");
    form.addEventListener("reset", onReset);
    return () => form.removeEventListener("reset", onReset);
  }, []);

  const sendCode = async () => {
    const captcha = ZCaptchaCode.safeParse(captchaCode);
    setCaptchaError(captcha.success ? undefined : captcha.error.issues[0]?.message);
    if (!captcha.success) return;
    try {
      await apiFetch("/api/users/genVeriCode", {
        method: "POST",
        body: { phoneNumber: phone.trim(), captchaCode: captcha.data },
        locale,
      });
      toast.success(t("codeSent"));
      countdown.start(60);
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === CODE_COOLDOWN && caught.retryAfter)
        countdown.start(caught.retryAfter);
      toast.error(apiErrorText(caught, te));
    } finally {
      // A captcha is single use, right or wrong.
      setCaptchaCode("");
      setCaptchaKey((key) => key + 1);
    }
  };

  return (
    <>
      <FormField
        ref={phoneInput}
        label={t("phone")}
        name="phoneNumber"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={11}
        error={errors.phoneNumber}
        onChange={(event) => setPhone(event.target.value)}
      />
      <div className="flex items-end gap-2">
        <FormField
          className="flex-1"
          label={t("captcha")}
          autoComplete="off"
          maxLength={4}
          value={captchaCode}
          error={captchaError}
          onChange={(event) => setCaptchaCode(event.target.value)}
        />
        <CaptchaImage
          url={isPhoneValid ? `/api/captcha?sms=1&number=${encodeURIComponent(phone.trim())}` : null}
          refreshKey={captchaKey}
        />
      </div>
      <div className="flex items-end gap-2">
        <FormField
          className="flex-1"
          label={t("code")}
          name="veriCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          error={errors.veriCode}
        />
        <Button
          variant="outline"
          size="field"
          className="w-32"
          disabled={!isPhoneValid || countdown.seconds > 0}
          onClick={() => void sendCode()}
        >
          {countdown.seconds > 0 ? t("resendIn", { seconds: countdown.seconds }) : t("getCode")}
        </Button>
      </div>
    </>
  );
}
