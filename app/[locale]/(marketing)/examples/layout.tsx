// The example gallery and example pages: messages for their client components (gallery, preview, "use this
// example" and its upgrade dialog) and for error.tsx, which renders inside this layout.
import type { ReactNode } from "react";
import { setRequestLocale } from "next-intl/server";
import { localeParam } from "@/lib/server/i18n/locale-param";
import { ClientMessages } from "@/components/layout/client-messages";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export default async function ExamplesLayout({ children, params }: Props) {
  setRequestLocale(await localeParam(params));
  return (
    <ClientMessages namespaces={["Common", "ApiErrors", "SiteDialogs.upgrade", "ExamplesPage"]}>
      {children}
    </ClientMessages>
  );
}
