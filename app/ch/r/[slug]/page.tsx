// /ch/r/{uuid or custom URL} – the public resume with Chinese buttons (i18n/routing.ts: zh lives under /ch). Served
// outside next-intl's routing like /r/ (lib/server/security/page-security.ts), so a static "ch" folder is reached directly.
import type { Metadata } from "next";
import { PublicResumePage, publicResumeMetadata, type PublicResumeProps } from "@/app/r/[slug]/public-resume-page";

export async function generateMetadata({ params }: PublicResumeProps): Promise<Metadata> {
  return publicResumeMetadata((await params).slug, "zh");
}

export default function Page(props: PublicResumeProps) {
  return <PublicResumePage {...props} uiLocale="zh" />;
}
