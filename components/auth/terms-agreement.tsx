// Issue 21 item 10: agreement to the User Agreement and the Privacy Policy at sign-up. /ch asks for a ticked box
// (the server refuses a Chinese sign-up without it: lib/server/services/auth/accept-terms.ts); the English form says it in
// one sentence. Rendered by the pages on the server and handed to the forms as elements, so they add no JavaScript to
// the sign-in and sign-up pages' first load (docs/benchmarks.md: no room left). The documents open in a new tab, so a
// half-filled form stays as it is.
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { OAUTH_TERMS_ERROR_ID, OAUTH_TERMS_ID, TERMS_ERROR_ID } from "./terms-field";

const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

const documentLinks = {
  terms: (chunks: ReactNode) => (
    <Link href="/terms" target="_blank" className={linkClass}>
      {chunks}
    </Link>
  ),
  privacy: (chunks: ReactNode) => (
    <Link href="/privacy" target="_blank" className={linkClass}>
      {chunks}
    </Link>
  ),
};

/**
 * The required, unticked box "我已阅读并同意《用户协议》和《隐私政策》"; its error is the form's TermsError. The provider
 * buttons have a box of their own (`forProviders`), since the phone tab's box can be on the same page.
 */
export function TermsCheckbox({ forProviders = false }: { forProviders?: boolean }) {
  const t = useTranslations("Auth");
  const id = forProviders ? OAUTH_TERMS_ID : "terms-agreement";
  return (
    <div className="flex items-start gap-2.5">
      <input
        id={id}
        type="checkbox"
        name="agreedToTerms"
        value="true"
        aria-describedby={forProviders ? OAUTH_TERMS_ERROR_ID : TERMS_ERROR_ID}
        className="mt-0.5 size-5 shrink-0 accent-brand-600"
      />
      {/* A link inside a label opens its page without ticking the box. */}
      <label htmlFor={id} className="text-sm leading-6 text-slate-700">
        {t.rich("signup.terms", documentLinks)}
      </label>
    </div>
  );
}

/**
 * The English form's sentence under its button: creating an account is agreeing. Under the provider buttons it says
 * the same of continuing with a provider, which creates an account for a new identity.
 */
export function TermsNotice({ forProviders = false }: { forProviders?: boolean }) {
  const t = useTranslations("Auth");
  const key = forProviders ? "signup.oauthTermsNotice" : "signup.termsNotice";
  return <p className="text-center text-xs leading-5 text-slate-500">{t.rich(key, documentLinks)}</p>;
}

/** What a page hands its forms: the box (Chinese) or the sentence (English). */
export function termsAgreement(locale: string, forProviders = false): ReactNode {
  return locale === "zh" ? <TermsCheckbox forProviders={forProviders} /> : <TermsNotice forProviders={forProviders} />;
}
