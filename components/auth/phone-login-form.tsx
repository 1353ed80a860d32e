"use client";

import { useState, type ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { INVALID_CODE, TERMS_NOT_ACCEPTED } from "@/lib/shared/api/codes";
import { ApiError, errorText } from "@/lib/client/api-client/api-error";
import { signInByPhone } from "@/lib/client/api-client/auth-client";
import { formText, useSchemaForm } from "@/lib/client/forms/use-schema-form";
import { finishSignIn, NEW_ACCOUNT_START_PATH } from "./finish-sign-in";
import { PhoneCodeFields } from "./phone-code-fields";
import { agreedToTerms, TermsError } from "./terms-field";

const loadSchema = () => import("@/lib/shared/validations/auth/phone").then((mod) => mod.ZPhoneLogin);

type Props = {
  prev?: string;
  mode?: "signin" | "signup";
  inviterID?: string;
  /** The agreement box, rendered by the page (components/auth/terms-agreement.tsx). */
  terms?: ReactNode;
};

/**
 * The phone tabs of /ch/login and /ch/signup: captcha → SMS code → signed in. A number without an account gets one,
 * which needs the agreement box (issue 21 item 10): sign-up shows it from the start; sign-in shows it when the server
 * answers that the number is new, and the same code then works once the box is ticked.
 */
export function PhoneLoginForm({ prev, mode = "signin", inviterID, terms }: Props) {
  const t = useTranslations("Phone");
  const ta = useTranslations("Auth");
  const tv = useTranslations("AuthValidation");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const isSignUp = mode === "signup";
  const [isNewNumber, setIsNewNumber] = useState(false);
  const [codeError, setCodeError] = useState<string | undefined>();
  const [termsError, setTermsError] = useState<string | undefined>();
  const asksTerms = isSignUp || isNewNumber;
  const form = useSchemaForm({
    loadSchema,
    read: (data) => ({
      phoneNumber: formText(data, "phoneNumber"),
      veriCode: formText(data, "veriCode"),
      agreedToTerms: agreedToTerms(data),
    }),
    onLoadError: () => toast.error(te("network")),
    onValid: async (values, element) => {
      setCodeError(undefined);
      setTermsError(asksTerms && !values.agreedToTerms ? tv("termsRequired") : undefined);
      if (asksTerms && !values.agreedToTerms) return;
      try {
        const body = { ...values, ...(inviterID ? { inviterID } : {}) };
        await signInByPhone(body, locale);
        finishSignIn(locale, prev, asksTerms ? NEW_ACCOUNT_START_PATH : undefined);
      } catch (caught) {
        // A wrong code is the code field's error; the picture captcha and the countdown stay as they are.
        if (caught instanceof ApiError && caught.code === INVALID_CODE) {
          setCodeError(te("invalidCode"));
          const code = element.elements.namedItem("veriCode");
          if (code instanceof HTMLInputElement) code.focus();
        } else if (caught instanceof ApiError && caught.code === TERMS_NOT_ACCEPTED) setIsNewNumber(true);
        else toast.error(errorText(caught, te));
      }
    },
  });
  return (
    <form {...form.formProps} className="flex flex-col gap-4">
      {isSignUp && <p className="text-sm text-slate-600">{ta("signup.phoneNote")}</p>}
      <PhoneCodeFields errors={form.errors} codeError={codeError} onCodeInput={() => setCodeError(undefined)} />
      {isNewNumber && !isSignUp && (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("newNumber")}
        </p>
      )}
      {asksTerms && terms}
      {asksTerms && <TermsError text={termsError} />}
      <Button type="submit" size="lg" disabled={form.isSubmitting}>
        {isSignUp ? ta("signup.submit") : t("login")}
      </Button>
    </form>
  );
}
