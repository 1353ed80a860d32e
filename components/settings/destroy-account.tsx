"use client";

// docs/product.md §4 account deletion: step one, the notice and an agreement checkbox; step two, the captcha. On
// success: a message, logout (the server cleared the cookies), home after 2 s.
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { CaptchaImage } from "@/components/auth/captcha-image";
import { FormControl } from "@/components/ui/form-control";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/client/api-client/api-error";
import { deleteAccount } from "@/lib/client/api-client/account-client";
import { currentUserStore } from "@/lib/client/api-client/current-user-store";
import { getPathname } from "@/i18n/navigation";
import { ZCaptchaCode } from "@/lib/shared/validations/auth/phone";

export function DestroyAccount() {
  const t = useTranslations("Settings.destroy");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const [step, setStep] = useState<"notice" | "captcha" | "done">("notice");
  const [agreed, setAgreed] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [captchaKey, setCaptchaKey] = useState(0);

  const destroy = async () => {
    const parsed = ZCaptchaCode.safeParse(code);
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    try {
      await deleteAccount({ captchaCode: parsed.data }, locale);
      setStep("done");
      currentUserStore.set({ status: "signedOut", user: null });
      toast.success(t("deleted"));
      setTimeout(() => window.location.assign(getPathname({ locale, href: "/" })), 2000);
    } catch (caught) {
      toast.error(errorText(caught, te));
      setCode("");
      setCaptchaKey((key) => key + 1);
    }
  };

  return (
    <section className="flex max-w-xl flex-col gap-4">
      <h2 className="text-lg font-semibold text-slate-900">{t("title")}</h2>
      {step === "notice" && (
        <>
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t("notice")}</p>
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
              className="mt-0.5 size-4"
            />
            {t("agree")}
          </label>
          <Button className="self-start" disabled={!agreed} onClick={() => setStep("captcha")}>
            {t("next")}
          </Button>
        </>
      )}
      {step === "captcha" && (
        <>
          <div className="flex items-end gap-2">
            <FormControl
              className="flex-1"
              label={t("captcha")}
              error={error}
              input={{
                autoComplete: "off",
                maxLength: 4,
                value: code,
                onChange: (event) => setCode(event.target.value),
              }}
            />
            <CaptchaImage url="/api/destoryCaptcha" refreshKey={captchaKey} />
          </div>
          <Button variant="danger" className="self-start" onClick={() => void destroy()}>
            {t("confirm")}
          </Button>
        </>
      )}
      {step === "done" && (
        <p role="status" className="text-sm text-slate-700">
          {t("deleted")}
        </p>
      )}
    </section>
  );
}
