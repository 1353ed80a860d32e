import type { ReactNode } from "react";
import { setRequestLocale } from "next-intl/server";
import { localeParam } from "@/lib/server/i18n/locale-param";
import { ClientMessages } from "@/components/layout/client-messages";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export default async function AuthLayout({ children, params }: Props) {
  setRequestLocale(await localeParam(params));
  return (
    <div className="flex flex-1 items-start justify-center bg-slate-50 px-4 py-12 sm:py-16">
      <ClientMessages namespaces={["ApiErrors", "Auth", "AuthValidation", "OAuth", "Phone", "Turnstile"]}>
        {children}
      </ClientMessages>
    </div>
  );
}
