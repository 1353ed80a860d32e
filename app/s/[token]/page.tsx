// /s/{token} – a tracked link (issue 26 item 4): the resume for one recipient, its views counted for the owner.
// Revoked, expired and unknown links answer the polite 404 (not-found.tsx).
import type { Metadata } from "next";
import { ShareLinkPage, shareLinkMetadata, type ShareLinkPageProps } from "./share-link-page";

export async function generateMetadata({ params }: ShareLinkPageProps): Promise<Metadata> {
  return shareLinkMetadata((await params).token, "en");
}

export default function Page(props: ShareLinkPageProps) {
  return <ShareLinkPage {...props} />;
}
