// The signed-in area (resumes, editor, settings). proxy.ts already sent visitors without a session cookie to the
// login page; this layout also refuses a token that was ended (logout everywhere, password reset, deletion).
import type { ReactNode } from "react";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { localeParam } from "@/lib/i18n/locale-param";
import { ClientMessages } from "@/components/layout/client-messages";
import { ZodJitless } from "@/components/layout/zod-jitless";
import { loginPath } from "@/lib/api-client/login-path";
import { resolveSession, SESSION_COOKIE } from "@/lib/auth/get-session";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export default async function AppLayout({ children, params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const session = token ? await resolveSession(token) : null;
  if (!session) redirect(loginPath(locale));
  return (
    <ClientMessages
      namespaces={[
        "ApiErrors",
        "AuthValidation",
        "DataList",
        "Editor",
        "Phone",
        "ResumeDownload",
        "Resumes",
        "ResumesApi",
        "Settings",
        "SiteDialogs",
      ]}
    >
      {/* Zod's eval probe would be reported as a CSP violation here (components/layout/zod-jitless.tsx). */}
      <ZodJitless />
      {children}
    </ClientMessages>
  );
}
