"use client";

import { Suspense, useState } from "react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { OAuthProviderId } from "@/lib/env";
import { FormAlert } from "./form-alert";

/**
 * next-auth's client (with its CSRF round trip) loads when a provider button is pressed: ~9 kB gzip that the sign-in
 * page's first load does without (docs/benchmarks.md).
 */
async function startOAuth(provider: OAuthProviderId, callbackUrl: string | undefined): Promise<void> {
  const { signIn } = await import("next-auth/react");
  await signIn(provider, { callbackUrl });
}

/** Google / GitHub sign-in, only for the providers the server has keys for; back to `prev` afterwards. */
export function OAuthButtons({ providers, prev }: { providers: OAuthProviderId[]; prev?: string }) {
  const t = useTranslations("Auth");
  const tOAuth = useTranslations("OAuth");
  // The client module did not load (offline): the same plain message as a failed provider round trip.
  const [didFail, setDidFail] = useState(false);
  if (providers.length === 0) return null;
  // `prev` was checked by the page (safeRedirectPath in signin/page.tsx) and next-auth's redirect callback checks the
  // callbackUrl again on the server (lib/auth/options.ts); repeating it here would only add first-load bytes.
  // Without prev, next-auth returns to this sign-in page, which sends a signed-in visitor to My resumes in the
  // locale (proxy.ts, SIGNED_IN_HOME_PATH); naming that page here would only add first-load bytes.
  const callbackUrl = prev;
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
      <FormAlert message={didFail ? tOAuth("failed") : null} />
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="outline"
          size="lg"
          onClick={() => void startOAuth(provider, callbackUrl).catch(() => setDidFail(true))}
        >
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
  return <FormAlert message={useSearchParams()?.get("error") ? t("failed") : null} />;
}
