"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { DialogShell } from "@/components/dialogs/dialog-shell";
import { Button } from "@/components/ui/button";
import { ApiError, errorText } from "@/lib/client/api-client/api-error";
import { sendVerifyEmail } from "@/lib/client/api-client/auth-client";
import { EmailCodeStep } from "./email-code-step";

type Props = { email: string; onClose: () => void; onVerified: () => void };

/** docs/product.md §2 "Not-verified dialog": resend the verification e-mail, then enter its code right here. */
export function NotVerifiedDialog({ email, onClose, onVerified }: Props) {
  const t = useTranslations("Auth.notVerified");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const [cooldown, setCooldown] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const resend = async () => {
    setError(null);
    try {
      await sendVerifyEmail({ email }, locale);
      setCooldown(60);
    } catch (caught) {
      if (caught instanceof ApiError && caught.retryAfter) setCooldown(caught.retryAfter);
      else setError(errorText(caught, te));
    }
  };

  return (
    <DialogShell
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("title")}
      description={cooldown === null ? t("body", { email }) : t("sent")}
      closeLabel={t("close")}
    >
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
    </DialogShell>
  );
}
