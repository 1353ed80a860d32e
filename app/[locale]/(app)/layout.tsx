// The signed-in area (lib/server/permissions/protected-pages.ts): requirePageSession here guards every page of the group, and
// a page that needs the session asks it again.
import type { ReactNode } from "react";
import { setRequestLocale } from "next-intl/server";
import { localeParam } from "@/lib/server/i18n/locale-param";
import { ClientMessages } from "@/components/layout/client-messages";
import { ZodJitless } from "@/components/layout/zod-jitless";
import { requirePageSession } from "@/lib/server/permissions/require-page-session";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export default async function AppLayout({ children, params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  await requirePageSession(locale);
  return (
    <ClientMessages
      namespaces={[
        "ApiErrors",
        "Applications",
        "AuthValidation",
        "DataList",
        "Editor",
        "Phone",
        "ResumeDownload",
        "Resumes",
        "ResumesApi",
        "ReviewLinks",
        "Settings",
        "ShareLinks",
        "SiteDialogs",
      ]}
    >
      {/* Zod's eval probe would be reported as a CSP violation here (components/layout/zod-jitless.tsx). */}
      <ZodJitless />
      {children}
    </ClientMessages>
  );
}
