"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/client/api-client/api-error";
import { unlockSignIn } from "@/lib/client/api-client/auth-client";
import { FormAlert } from "./form-alert";

/** One button that ends the sign-in pause named by the mailed link, then offers to sign in. */
export function UnlockSignInForm({ id, token }: { id: string; token: string }) {
  const t = useTranslations("Auth.unlock");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const [state, setState] = useState<"idle" | "submitting" | "done">("idle");
  const [error, setError] = useState<string | null>(null);

  async function unlock(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setState("submitting");
    try {
      await unlockSignIn({ id, token }, locale);
      setState("done");
    } catch (caught) {
      setError(errorText(caught, te));
      setState("idle");
    }
  }

  if (state === "done") {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="text-sm text-slate-700">
          {t("done")}
        </p>
        <Link href="/signin" className="font-medium text-brand-700 hover:underline">
          {t("signIn")}
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={unlock} className="flex flex-col gap-4">
      <FormAlert message={error} />
      <Button type="submit" size="lg" disabled={state === "submitting"}>
        {state === "submitting" ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
