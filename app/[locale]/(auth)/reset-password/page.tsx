import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { metadataOf } from "@/lib/server/i18n/page-metadata";
import { firstParam, type SearchParams } from "../search-params";

type Props = { params: Promise<{ locale: Locale }>; searchParams: SearchParams };

export const generateMetadata = metadataOf("resetPassword", "/reset-password", { robots: { index: false } });

export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Auth.reset");
  const query = await searchParams;
  const email = firstParam(query.email);
  const token = firstParam(query.token);
  return (
    <AuthCard title={t("title")} subtitle={t("subtitle")}>
      {email && token ? (
        <ResetPasswordForm email={email} token={token} />
      ) : (
        <p role="alert" className="text-sm text-red-600">
          {t("invalidLink")}
        </p>
      )}
    </AuthCard>
  );
}
