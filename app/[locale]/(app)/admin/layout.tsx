// The admin area (role ADMIN): anyone else gets the app's 404 page, as for a page that does not exist. The (app)
// layout above already sent visitors to sign in; the role is read fresh with the session record.
import type { ReactNode } from "react";
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminNav } from "@/components/admin/admin-nav";
import { ClientMessages } from "@/components/layout/client-messages";
import { Container } from "@/components/ui/container";
import { resolveSession, SESSION_COOKIE } from "@/lib/auth/get-session";
import { localeParam } from "@/lib/i18n/locale-param";
import { canAdminister } from "@/lib/permissions/can-administer";

export const metadata: Metadata = { robots: { index: false, follow: false } };

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export default async function AdminLayout({ children, params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const session = token ? await resolveSession(token) : null;
  if (!session || !canAdminister(session)) notFound();
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
