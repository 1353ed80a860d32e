// /c/{token} – a review link (issue 26 item 6): the resume for one reviewer to read and comment on, no account.
// Revoked, expired and unknown links answer the polite 404 (not-found.tsx).
import type { Metadata } from "next";
import { ReviewLinkPage, reviewLinkMetadata, type ReviewLinkPageProps } from "./review-link-page";

// Per request, never a cached copy: the nonce of its Content-Security-Policy is fresh each time, and a revoked link or
// a new comment shows at once.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: ReviewLinkPageProps): Promise<Metadata> {
  return reviewLinkMetadata((await params).token, "en");
}

export default function Page(props: ReviewLinkPageProps) {
  return <ReviewLinkPage {...props} />;
}
