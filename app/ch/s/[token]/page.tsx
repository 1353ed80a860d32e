// /ch/s/{token} – a tracked link with Chinese buttons (issue 26 item 4), outside next-intl's routing like /ch/r/
// (lib/server/security/page-security.ts).
import type { Metadata } from "next";
import { ShareLinkPage, shareLinkMetadata, type ShareLinkPageProps } from "@/app/s/[token]/share-link-page";

export async function generateMetadata({ params }: ShareLinkPageProps): Promise<Metadata> {
  return shareLinkMetadata((await params).token, "zh");
}

export default function Page(props: ShareLinkPageProps) {
  return <ShareLinkPage {...props} uiLocale="zh" />;
}
