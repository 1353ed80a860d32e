import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { AuthCard } from "@/components/auth/auth-card";
import { UnlockSignInForm } from "@/components/auth/unlock-sign-in-form";
import { firstParam, type SearchParams } from "../search-params";

type Props = { params: Promise<{ locale: Locale }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "Auth.unlock" });
  return { title: t("title"), robots: { index: false } };
}

// The page the "sign-in paused" mail links to. Ending the pause takes a click (a POST), so a mail scanner that
// fetches links does not use the single-use link up.
export default async function UnlockSignInPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Auth.unlock");
  const query = await searchParams;
  const id = firstParam(query.id);
  const token = firstParam(query.token);
  return (
    <AuthCard title={t("title")} subtitle={t("subtitle")}>
      {id && token ? (
        <UnlockSignInForm id={id} token={token} />
      ) : (
        <p role="alert" className="text-sm text-red-600">
          {t("invalidLink")}
        </p>
      )}
    </AuthCard>
  );
}
