// The admin area (role ADMIN): anyone else signed in gets the app's 404 page, as for a page that does not exist. The
// role is read fresh with the session record.
import type { ReactNode } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminNav } from "@/components/admin/admin-nav";
import { ClientMessages } from "@/components/layout/client-messages";
import { Container } from "@/components/ui/container";
import { localeParam } from "@/lib/server/i18n/locale-param";
import { canAdminister } from "@/lib/server/permissions/can-administer";
import { requirePageSession } from "@/lib/server/permissions/require-page-session";

export const metadata: Metadata = { robots: { index: false, follow: false } };

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export default async function AdminLayout({ children, params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  if (!canAdminister(await requirePageSession(locale))) notFound();
  const t = await getTranslations("Admin");
  return (
    <div className="flex-1 bg-slate-50 py-8">
      <Container>
        <h1 className="mb-4 text-2xl font-bold text-slate-900">{t("title")}</h1>
        <AdminNav />
        <ClientMessages namespaces={["Admin", "ApiErrors", "DataList"]}>{children}</ClientMessages>
      </Container>
    </div>
  );
}
