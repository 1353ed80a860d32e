"use client";

// docs/product.md §4 sign-in: e-mail and password with the bot check; EMAIL_NOT_VERIFIED opens the not-verified dialog.
import { useCallback, useState } from "react";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { EMAIL_NOT_VERIFIED } from "@/lib/shared/api/codes";
import { ApiError, errorText } from "@/lib/client/api-client/api-error";
import { signIn } from "@/lib/client/api-client/auth-client";
import { formText, useSchemaForm } from "@/lib/client/forms/use-schema-form";
import { orNothing } from "@/lib/client/utils/or-nothing";
import { BotChallenge } from "./bot-challenge";
import { finishSignIn, NEW_ACCOUNT_START_PATH } from "./finish-sign-in";
import { FormAlert } from "./form-alert";
import { FormControl } from "@/components/ui/form-control";

// Shown only after a sign-in with an unverified address, so it loads then.
const NotVerifiedDialog = dynamic(
  () => orNothing(import("./not-verified-dialog").then((mod) => mod.NotVerifiedDialog)),
  { ssr: false },
);
const loadSchema = () => import("@/lib/shared/validations/auth/sign-in").then((mod) => mod.ZSignIn);

type Props = { prev?: string; turnstileSiteKey?: string; onForgot: () => void };

export function SignInForm({ prev, turnstileSiteKey, onForgot }: Props) {
  const t = useTranslations("Auth");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const [challengeKey, setChallengeKey] = useState(0);
  const [challenge, setChallenge] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const onChallenge = useCallback((response: string | null) => setChallenge(response ?? ""), []);

  const form = useSchemaForm({
    loadSchema,
    read: (data) => ({ email: formText(data, "email"), password: formText(data, "password"), altcha: challenge }),
    onLoadError: () => setError(te("network")),
    onValid: async (values) => {
      setError(null);
      try {
        await signIn(values, locale);
        finishSignIn(locale, prev);
      } catch (caught) {
        // docs/product.md §8: "not verified" shows no global error, it opens the dialog.
        if (caught instanceof ApiError && caught.code === EMAIL_NOT_VERIFIED) setUnverifiedEmail(values.email);
        else setError(errorText(caught, te));
        setChallengeKey((key) => key + 1);
      }
    },
  });

  return (
    <>
      <form {...form.formProps} className="flex flex-col gap-4">
        <FormControl
          label={t("email")}
          error={form.errors.email}
          input={{ name: "email", type: "email", autoComplete: "email" }}
        />
        <FormControl
          label={t("password")}
          error={form.errors.password}
          input={{ name: "password", type: "password", autoComplete: "current-password" }}
        />
        <button
          type="button"
          onClick={onForgot}
          className="self-end text-sm font-medium text-brand-700 hover:underline"
        >
          {t("signin.forgot")}
        </button>
        <BotChallenge onChange={onChallenge} resetKey={challengeKey} turnstileSiteKey={turnstileSiteKey} />
        <FormAlert message={error} />
        <Button type="submit" size="lg" disabled={!challenge || form.isSubmitting}>
          {form.isSubmitting ? t("signin.submitting") : t("signin.submit")}
        </Button>
      </form>
      {unverifiedEmail && (
        <NotVerifiedDialog
          email={unverifiedEmail}
          onClose={() => setUnverifiedEmail(null)}
          onVerified={() => finishSignIn(locale, prev, NEW_ACCOUNT_START_PATH)}
        />
      )}
    </>
  );
}
