// /ch/c/{token} – a review link with Chinese buttons (issue 26 item 6), outside next-intl's routing like /ch/s/
// (lib/server/security/page-security.ts).
import type { Metadata } from "next";
import { ReviewLinkPage, reviewLinkMetadata, type ReviewLinkPageProps } from "@/app/c/[token]/review-link-page";

// Per request, never a cached copy: the nonce of its Content-Security-Policy is fresh each time, and a revoked link or
// a new comment shows at once.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: ReviewLinkPageProps): Promise<Metadata> {
  return reviewLinkMetadata((await params).token, "zh");
}

export default function Page(props: ReviewLinkPageProps) {
  return <ReviewLinkPage {...props} uiLocale="zh" />;
}
