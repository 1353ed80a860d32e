// /resumes – the signed-in user's resumes.
import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { Container } from "@/components/ui/container";
import { ResumesView } from "@/components/resumes/resumes-view";
import { isAiEnabled } from "@/lib/server/env";
import { pageMetadata } from "@/lib/server/i18n/page-metadata";
import { isPremiumUser } from "@/lib/server/permissions/membership";
import { requirePageSession } from "@/lib/server/permissions/require-page-session";
import { loadMembership } from "@/lib/server/services/resumes/load-membership";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { ...(await pageMetadata((await params).locale, "resumes", "/resumes")), robots: { index: false } };
}

export default async function ResumesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const session = await requirePageSession(locale, "/resumes");
  // Premium decides whether "download" opens the upgrade dialog.
  const isPremium = isPremiumUser(await loadMembership(session.userId));
  return (
    <div className="flex-1 bg-slate-100 py-10">
      <Container>
        <ResumesView isPremium={isPremium} isAiEnabled={isAiEnabled()} />
      </Container>
    </div>
  );
}
