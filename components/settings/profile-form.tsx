"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { FormControl } from "@/components/ui/form-control";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/client/api-client/api-error";
import { updateUser } from "@/lib/client/api-client/account-client";
import { currentUserStore } from "@/lib/client/api-client/current-user-store";
import { useCurrentUser } from "@/lib/client/api-client/use-current-user";
import type { UserDto } from "@/lib/shared/validations/users/user-dto";
import { formText, useSchemaForm } from "@/lib/client/forms/use-schema-form";
import { AvatarEditor } from "./avatar-editor";

const loadSchema = () => import("@/lib/shared/validations/auth/update-user").then((mod) => mod.ZNickNameForm);

/** Nickname (required; saved only when it changed, docs/product.md §5) and the avatar, once the user is loaded. */
export function ProfileForm() {
  const t = useTranslations("Settings.profile");
  const current = useCurrentUser();
  return (
    <section className="flex max-w-md flex-col gap-4">
      <h2 className="text-lg font-semibold text-slate-900">{t("title")}</h2>
      {current.status === "signedIn" && <ProfileFields key={current.user._id} user={current.user} />}
    </section>
  );
}

function ProfileFields({ user }: { user: UserDto }) {
  const t = useTranslations("Settings.profile");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const [saved, setSaved] = useState(user.nickName);
  const form = useSchemaForm({
    loadSchema,
    read: (data) => ({ nickName: formText(data, "nickName") }),
    onLoadError: () => toast.error(te("network")),
    onValid: async ({ nickName }) => {
      if (nickName.trim() === saved) return void toast.info(t("unchanged"));
      try {
        const updated = await updateUser(user._id, { nickName }, locale);
        currentUserStore.set({ status: "signedIn", user: updated });
        setSaved(updated.nickName);
        toast.success(t("saved"));
      } catch (caught) {
        toast.error(errorText(caught, te));
      }
    },
  });

  return (
    <>
      <AvatarEditor user={user} />
      <p className="text-sm text-slate-600">{user.email ?? user.cellphone}</p>
      <form {...form.formProps} className="flex flex-col gap-4">
        <FormControl
          label={t("nickName")}
          error={form.errors.nickName}
          input={{ autoComplete: "nickname", name: "nickName", defaultValue: user.nickName }}
        />
        <Button type="submit" className="self-start" disabled={form.isSubmitting}>
          {t("save")}
        </Button>
      </form>
    </>
  );
}
