// /resumes – the signed-in user's resumes.
import { setRequestLocale } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { ResumesView } from "@/components/resumes/resumes-view";
import { isAiEnabled } from "@/lib/server/env";
import { metadataOf, type LocalePageProps } from "@/lib/server/i18n/page-metadata";
import { isPremiumUser } from "@/lib/server/permissions/membership";
import { requirePageSession } from "@/lib/server/permissions/require-page-session";
import { loadMembership } from "@/lib/server/services/resumes/load-membership";

export const generateMetadata = metadataOf("resumes", "/resumes", { robots: { index: false } });

export default async function ResumesPage({ params }: LocalePageProps) {
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
