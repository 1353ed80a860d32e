// The card of a page an e-mail links to with single-use query values (reset-password, unlock-sign-in): the page's form
// when the link carries them all, otherwise the namespace's "invalidLink" alert (a link cut short by a mail client).
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";

type Props = { namespace: "Auth.reset" | "Auth.unlock"; form: ReactNode | null };

export async function MailedLinkCard({ namespace, form }: Props) {
  const t = await getTranslations(namespace);
  return (
    <AuthCard title={t("title")} subtitle={t("subtitle")}>
      {form ?? (
        <p role="alert" className="text-sm text-red-600">
          {t("invalidLink")}
        </p>
      )}
    </AuthCard>
  );
}
