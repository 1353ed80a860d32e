"use client";

// Settings → password (issue 21 item 10). With a password: the current one and a new one; every other session ends
// and this browser gets a new token (POST /api/user/password answers like a sign-in). Without one (phone or OAuth
// sign-up), no form that could not be checked: a reset link to the account's address sets it, proving the mailbox;
// an account without an address is asked to add one first.
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { FormControl } from "@/components/ui/form-control";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/client/api-client/api-error";
import { changePassword } from "@/lib/client/api-client/account-client";
import { forgetPassword } from "@/lib/client/api-client/auth-client";
import { useCurrentUser } from "@/lib/client/api-client/use-current-user";
import { formText, useSchemaForm } from "@/lib/client/forms/use-schema-form";
import type { UserDto } from "@/lib/shared/validations/users/user-dto";
import { SettingsCard } from "./settings-card";

const loadSchema = () => import("@/lib/shared/validations/users/account-changes").then((mod) => mod.ZChangePassword);

export function PasswordCard() {
  const t = useTranslations("Settings.password");
  const current = useCurrentUser();
  return (
    <SettingsCard
      id="password-title"
      title={t("title")}
      className="flex max-w-md flex-col gap-4 border-t border-slate-100 pt-6"
    >
      {current.status === "signedIn" &&
        (current.user.hasPassword ? <ChangePasswordForm /> : <SetPasswordLink user={current.user} />)}
    </SettingsCard>
  );
}

function ChangePasswordForm() {
  const t = useTranslations("Settings.password");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const form = useSchemaForm({
    loadSchema,
    read: (data) => ({
      currentPassword: formText(data, "currentPassword"),
      newPassword: formText(data, "newPassword"),
    }),
    onLoadError: () => toast.error(te("network")),
    onValid: async (values, element) => {
      try {
        await changePassword(values, locale);
        element.reset();
        toast.success(t("changed"));
      } catch (caught) {
        toast.error(errorText(caught, te));
      }
    },
  });
  return (
    <form {...form.formProps} className="flex flex-col gap-4">
      <FormControl
        label={t("current")}
        error={form.errors.currentPassword}
        input={{ type: "password", autoComplete: "current-password", name: "currentPassword" }}
      />
      <FormControl
        label={t("new")}
        hint={t("hint")}
        error={form.errors.newPassword}
        input={{ type: "password", autoComplete: "new-password", name: "newPassword" }}
      />
      <Button type="submit" className="self-start" disabled={form.isSubmitting}>
        {t("submit")}
      </Button>
    </form>
  );
}

function SetPasswordLink({ user }: { user: UserDto }) {
  const t = useTranslations("Settings.password");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const email = user.email;
  if (!email) return <p className="text-sm text-slate-600">{t("needEmail")}</p>;
  const send = async () => {
    setIsBusy(true);
    try {
      await forgetPassword({ email }, locale);
      setSentTo(email);
    } catch (caught) {
      toast.error(errorText(caught, te));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <>
      <p className="text-sm text-slate-600">{t("noPassword")}</p>
      {sentTo ? (
        <p role="status" className="text-sm text-slate-700">
          {t("linkSent", { email: sentTo })}
        </p>
      ) : (
        <Button variant="outline" className="self-start" disabled={isBusy} onClick={() => void send()}>
          {t("sendLink")}
        </Button>
      )}
    </>
  );
}
