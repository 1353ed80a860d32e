"use client";

import { Suspense } from "react";
import { useSearchParams } from "next/navigation";
import { signIn } from "next-auth/react";
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { Button } from "@/components/ui/button";
import { safePrev } from "@/lib/api-client/login-path";
import { localizePath } from "@/lib/i18n/locale-paths";
import type { OAuthProviderId } from "@/lib/env";

/** Google / GitHub sign-in, only for the providers the server has keys for; back to `prev` afterwards. */
export function OAuthButtons({ providers, prev }: { providers: OAuthProviderId[]; prev?: string }) {
  const t = useTranslations("Auth");
  const locale = useLocale() as Locale;
  if (providers.length === 0) return null;
  const callbackUrl = safePrev(prev, localizePath(locale, "/"));
  return (
    <div className="mt-6 flex flex-col gap-3">
      <div className="flex items-center gap-3 text-xs text-slate-500">
        <span className="h-px flex-1 bg-slate-200" />
        {t("or")}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Suspense fallback={null}>
        <OAuthFailure />
      </Suspense>
      {providers.map((provider) => (
        <Button key={provider} variant="outline" size="lg" onClick={() => void signIn(provider, { callbackUrl })}>
          {t(provider === "google" ? "oauth.google" : "oauth.github")}
        </Button>
      ))}
    </div>
  );
}

/**
 * next-auth sends the browser back to this page with `?error=` when a provider sign-in did not complete (cancelled
 * at the provider, a refused code, the provider unreachable). Its codes name internals, so one plain message.
 */
function OAuthFailure() {
  const t = useTranslations("OAuth");
  if (!useSearchParams()?.get("error")) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
      {t("failed")}
    </p>
  );
}
