// The template catalogue and template pages: messages for their client components (filters, preview, themes, the
// "use this template" flow and its upgrade dialog).
import type { ReactNode } from "react";
import { setRequestLocale } from "next-intl/server";
import { localeParam } from "@/lib/server/i18n/locale-param";
import { ClientMessages } from "@/components/layout/client-messages";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export default async function TemplatesLayout({ children, params }: Props) {
  setRequestLocale(await localeParam(params));
  return <ClientMessages namespaces={["ApiErrors", "SiteDialogs.upgrade", "TemplatesPage"]}>{children}</ClientMessages>;
}
