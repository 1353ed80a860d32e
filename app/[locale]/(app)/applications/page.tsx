// /applications and /ch/applications – the signed-in user's job applications (issue 26 items 2 and 5): a list on phones,
// a board by state on wide screens. Not indexed (robots-rules.ts lists it as private too).
import { setRequestLocale } from "next-intl/server";
import { ApplicationsView } from "@/components/applications/applications-view";
import { Container } from "@/components/ui/container";
import { isAiEnabled } from "@/lib/server/env";
import { metadataOf, type LocalePageProps } from "@/lib/server/i18n/page-metadata";
import { requirePageSession } from "@/lib/server/permissions/require-page-session";

export const generateMetadata = metadataOf("applications", "/applications", { robots: { index: false } });

export default async function ApplicationsPage({ params }: LocalePageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requirePageSession(locale, "/applications");
  return (
    <div className="flex-1 bg-slate-100 py-10">
      <Container>
        <ApplicationsView isAiEnabled={isAiEnabled()} />
      </Container>
    </div>
  );
}
