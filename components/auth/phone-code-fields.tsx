"use client";

// Phone number, image captcha, "get code" with the 60 s countdown, and the SMS code (docs/product.md §4/§5): shared by
// the phone login tab and the phone binding tab. The get-code button is disabled while the number is invalid.
import { useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { CODE_COOLDOWN } from "@/lib/shared/api/codes";
import { ApiError, errorText } from "@/lib/client/api-client/api-error";
import { sendPhoneCode } from "@/lib/client/api-client/auth-client";
import type { FieldErrors } from "@/lib/client/forms/use-schema-form";
import { ZCaptchaCode, ZPhoneNumber } from "@/lib/shared/validations/auth/phone";
import { CaptchaImage } from "./captcha-image";
import { FormControl } from "@/components/ui/form-control";
import { useCountdown } from "./use-countdown";

type Props = {
  errors: FieldErrors;
  /** The server's answer about the SMS code (wrong or expired), shown under its field until it is edited. */
  codeError?: string;
  onCodeInput?: () => void;
};

/** The inputs `phoneNumber` and `veriCode` of a useSchemaForm form validated with ZPhoneCode or ZPhoneLogin. */
export function PhoneCodeFields({ errors, codeError, onCodeInput }: Props) {
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
      await sendPhoneCode({ phoneNumber: phone.trim(), captchaCode: captcha.data }, locale);
      toast.success(t("codeSent"));
      countdown.start(60);
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === CODE_COOLDOWN && caught.retryAfter)
        countdown.start(caught.retryAfter);
      toast.error(errorText(caught, te));
    } finally {
      // A captcha is single use, right or wrong.
      setCaptchaCode("");
      setCaptchaKey((key) => key + 1);
    }
  };

  return (
    <>
      <FormControl
        label={t("phone")}
        error={errors.phoneNumber}
        input={{
          ref: phoneInput,
          name: "phoneNumber",
          type: "tel",
          inputMode: "numeric",
          autoComplete: "tel-national",
          maxLength: 11,
          onChange: (event) => setPhone(event.target.value),
        }}
      />
      <div className="flex items-end gap-2">
        <FormControl
          className="flex-1"
          label={t("captcha")}
          error={captchaError}
          input={{
            autoComplete: "off",
            maxLength: 4,
            value: captchaCode,
            onChange: (event) => setCaptchaCode(event.target.value),
          }}
        />
        <CaptchaImage
          url={isPhoneValid ? `/api/captcha?sms=1&number=${encodeURIComponent(phone.trim())}` : null}
          refreshKey={captchaKey}
        />
      </div>
      <div className="flex items-end gap-2">
        <FormControl
          className="flex-1"
          label={t("code")}
          error={errors.veriCode ?? codeError}
          input={{
            name: "veriCode",
            inputMode: "numeric",
            autoComplete: "one-time-code",
            maxLength: 4,
            onChange: onCodeInput,
          }}
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
