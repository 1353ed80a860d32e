"use client";

// Settings → e-mail address (issue 21 item 10). Step one names the new address (and the current password, when the
// account has one) and mails it a code; the address changes only in step two, when that code comes back. The first
// answer is the same for a free and a taken address (the server mails a taken address's owner a notice instead).
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { FormControl } from "@/components/ui/form-control";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/client/api-client/api-error";
import { confirmEmailChange, requestEmailChange } from "@/lib/client/api-client/account-client";
import { currentUserStore } from "@/lib/client/api-client/current-user-store";
import { useCurrentUser } from "@/lib/client/api-client/use-current-user";
import { formText, useSchemaForm } from "@/lib/client/forms/use-schema-form";
import type { UserDto } from "@/lib/shared/validations/users/user-dto";
import { SettingsCard } from "./settings-card";

const loadRequestSchema = () =>
  import("@/lib/shared/validations/users/account-changes").then((mod) => mod.ZRequestEmailChange);
const loadConfirmSchema = () =>
  import("@/lib/shared/validations/users/account-changes").then((mod) => mod.ZConfirmEmailChange);

export function EmailCard() {
  const t = useTranslations("Settings.email");
  const current = useCurrentUser();
  const [pending, setPending] = useState<string | null>(null);
  return (
    <SettingsCard
      id="email-title"
      title={t("title")}
      className="flex max-w-md flex-col gap-4 border-t border-slate-100 pt-6"
    >
      {current.status === "signedIn" && (
        <>
          <p className="text-sm break-all text-slate-600">
            {current.user.email ? t("current", { email: current.user.email }) : t("none")}
          </p>
          {pending === null ? (
            <RequestStep user={current.user} onSent={setPending} />
          ) : (
            <ConfirmStep email={pending} onDone={() => setPending(null)} />
          )}
        </>
      )}
    </SettingsCard>
  );
}

function RequestStep({ user, onSent }: { user: UserDto; onSent: (email: string) => void }) {
  const t = useTranslations("Settings.email");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const form = useSchemaForm({
    loadSchema: loadRequestSchema,
    read: (data) => ({
      email: formText(data, "email"),
      ...(user.hasPassword && { password: formText(data, "password") }),
    }),
    onLoadError: () => toast.error(te("network")),
    onValid: async (values) => {
      if (values.email === user.email) return void toast.info(t("unchanged"));
      try {
        await requestEmailChange(values, locale);
        onSent(values.email);
      } catch (caught) {
        toast.error(errorText(caught, te));
      }
    },
  });
  return (
    <form {...form.formProps} className="flex flex-col gap-4">
      <FormControl
        label={t("new")}
        error={form.errors.email}
        input={{ type: "email", autoComplete: "email", name: "email" }}
      />
      {user.hasPassword && (
        <FormControl
          label={t("password")}
          hint={t("passwordHint")}
          error={form.errors.password}
          input={{ type: "password", autoComplete: "current-password", name: "password" }}
        />
      )}
      <Button type="submit" className="self-start" disabled={form.isSubmitting}>
        {t("send")}
      </Button>
    </form>
  );
}

function ConfirmStep({ email, onDone }: { email: string; onDone: () => void }) {
  const t = useTranslations("Settings.email");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const form = useSchemaForm({
    loadSchema: loadConfirmSchema,
    read: (data) => ({ email, veriCode: formText(data, "veriCode") }),
    onLoadError: () => toast.error(te("network")),
    onValid: async (values) => {
      try {
        const updated = await confirmEmailChange(values, locale);
        currentUserStore.set({ status: "signedIn", user: updated });
        toast.success(t("changed", { email: values.email }));
        onDone();
      } catch (caught) {
        toast.error(errorText(caught, te));
      }
    },
  });
  return (
    <form {...form.formProps} className="flex flex-col gap-4">
      <p role="status" className="text-sm break-all text-slate-700">
        {t("sent", { email })}
      </p>
      <FormControl
        label={t("code")}
        error={form.errors.veriCode}
        input={{ inputMode: "numeric", autoComplete: "one-time-code", maxLength: 6, name: "veriCode" }}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={form.isSubmitting}>
          {t("confirm")}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t("restart")}
        </Button>
      </div>
    </form>
  );
}
