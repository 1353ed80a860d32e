// /resumes – the signed-in user's resumes (the (app) layout already refused visitors).
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { Container } from "@/components/ui/container";
import { ResumesView } from "@/components/resumes/resumes-view";
import { isAiEnabled } from "@/lib/env";
import { resolveSession, SESSION_COOKIE } from "@/lib/auth/get-session";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { isPremiumUser } from "@/lib/permissions/membership";
import { loadMembership } from "@/lib/services/resumes/load-membership";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { ...(await pageMetadata((await params).locale, "resumes", "/resumes")), robots: { index: false } };
}

export default async function ResumesPage({ params }: Props) {
  setRequestLocale((await params).locale);
  // The (app) layout has checked the session; premium decides whether "download" opens the upgrade dialog.
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const session = token ? await resolveSession(token) : null;
  const isPremium = session ? isPremiumUser(await loadMembership(session.userId)) : false;
  return (
    <div className="flex-1 bg-slate-100 py-10">
      <Container>
        <ResumesView isPremium={isPremium} isAiEnabled={isAiEnabled()} />
      </Container>
    </div>
  );
}
