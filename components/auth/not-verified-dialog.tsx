"use client";

import { useState } from "react";
import { Dialog } from "radix-ui";
import { useLocale, useTranslations } from "next-intl";
import { X } from "lucide-react";
import type { Locale } from "@/i18n/routing";
import { Button } from "@/components/ui/button";
import { ApiError, apiErrorText } from "@/lib/api-client/api-error";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { EmailCodeStep } from "./email-code-step";

type Props = { email: string; onClose: () => void; onVerified: () => void };

/** SPEC §2 "Not-verified dialog": resend the verification e-mail, then enter its code right here. */
export function NotVerifiedDialog({ email, onClose, onVerified }: Props) {
  const t = useTranslations("Auth.notVerified");
  const te = useTranslations("ApiErrors");
  const locale = useLocale() as Locale;
  const [cooldown, setCooldown] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const resend = async () => {
    setError(null);
    try {
      await apiFetch("/api/users/sendVerifyEmail", { method: "POST", body: { email }, locale });
      setCooldown(60);
    } catch (caught) {
      if (caught instanceof ApiError && caught.retryAfter) setCooldown(caught.retryAfter);
      else setError(apiErrorText(caught, te));
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{t("title")}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">{cooldown === null ? t("body", { email }) : t("sent")}</Dialog.Description>
          <Dialog.Close asChild>
            <Button variant="ghost" size="icon" aria-label={t("close")} className="absolute top-3 right-3">
              <X aria-hidden />
            </Button>
          </Dialog.Close>
          <div className="mt-5">
            {cooldown === null ? (
              <Button size="lg" className="w-full" onClick={() => void resend()}>
                {t("resend")}
              </Button>
            ) : (
              <EmailCodeStep email={email} cooldown={cooldown} onVerified={onVerified} />
            )}
            {error && (
              <p role="alert" className="mt-3 text-sm text-red-600">
                {error}
              </p>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
