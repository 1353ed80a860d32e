"use client";

import { useState, type MouseEvent, type ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { OAuthProviderId } from "@/lib/shared/auth/oauth-provider-id";
import { FormAlert } from "./form-alert";
import { agreedToTerms, OAUTH_TERMS_ERROR_ID, TermsError } from "./terms-field";

/**
 * The sign-in round trip (lib/client/api-client/start-oauth.ts, next-auth's CSRF token and the provider's address) loads when a
 * provider button is pressed: the sign-in page's first load does without it (docs/benchmarks.md).
 */
async function startOAuth(provider: OAuthProviderId, callbackUrl: string | undefined, agreed: boolean): Promise<void> {
  const { startOAuth: start } = await import("@/lib/client/api-client/start-oauth");
  await start(provider, callbackUrl, agreed);
}

type Props = {
  providers: OAuthProviderId[];
  prev?: string;
  /**
   * next-auth sent the browser back with `?error=` (cancelled at the provider, a refused code, the provider
   * unreachable): read by the page on the server, since its codes name internals and get one plain message.
   */
  failedBefore?: boolean;
  /**
   * Under the buttons (rendered by the page, components/auth/terms-agreement.tsx): /ch's own agreement box, which
   * must be ticked before a provider is chosen, or the English sentence.
   */
  terms?: ReactNode;
};

/** Google / GitHub / WeChat sign-in, only for the providers the server has keys for; back to `prev` afterwards. */
export function OAuthButtons({ providers, prev, failedBefore = false, terms }: Props) {
  const t = useTranslations("Auth");
  const tOAuth = useTranslations("OAuth");
  const tv = useTranslations("AuthValidation");
  const asksTerms = useLocale() === "zh";
  const [termsError, setTermsError] = useState<string | undefined>();
  // The client module did not load (offline): the same plain message as a failed provider round trip.
  const [didFail, setDidFail] = useState(failedBefore);
  if (providers.length === 0) return null;
  // `prev` was checked by the page (safeRedirectPath in signin/page.tsx) and next-auth's redirect callback checks the
  // callbackUrl again on the server (lib/server/auth/options.ts); repeating it here would only add first-load bytes.
  // Without prev, next-auth returns to this sign-in page, which sends a signed-in visitor to My resumes in the
  // locale (proxy.ts, SIGNED_IN_HOME_PATH); naming that page here would only add first-load bytes.
  const callbackUrl = prev;
  const choose = (provider: OAuthProviderId, event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form;
    // A new /ch account needs the agreement (issue 21 item 10): the box is ticked before a provider is chosen, and
    // the server refuses a new /ch account without it (lib/shared/auth/oauth-terms-cookie.ts).
    const agreed = form !== null && agreedToTerms(new FormData(form));
    setTermsError(asksTerms && !agreed ? tv("termsRequired") : undefined);
    if (asksTerms && !agreed) return;
    void startOAuth(provider, callbackUrl, agreed).catch(() => setDidFail(true));
  };
  return (
    <form className="mt-6 flex flex-col gap-3" onSubmit={(event) => event.preventDefault()}>
      <div className="flex items-center gap-3 text-xs text-slate-500">
        <span className="h-px flex-1 bg-slate-200" />
        {t("or")}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <FormAlert message={didFail ? tOAuth("failed") : null} />
      {providers.map((provider) => (
        <Button key={provider} type="button" variant="outline" size="lg" onClick={(event) => choose(provider, event)}>
          {provider === "wechat" && (
            // A file, not inline markup: the sign-in page's first-load script is at its budget (docs/benchmarks.md).
            // eslint-disable-next-line @next/next/no-img-element -- a 1 kB SVG mark needs no image optimisation
            <img src="/brand/wechat.svg" alt="" width={20} height={20} />
          )}
          {t(`oauth.${provider}`)}
        </Button>
      ))}
      {terms}
      {asksTerms && <TermsError text={termsError} id={OAUTH_TERMS_ERROR_ID} />}
    </form>
  );
}
