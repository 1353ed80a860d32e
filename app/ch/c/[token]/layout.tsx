// The same document as /c/ (<html lang> from the resume's own language); a link that no longer works is Chinese here.
import { ReviewLinkDocument, type ReviewLinkLayoutProps } from "@/app/c/[token]/review-link-page";

export default function ChineseReviewLinkLayout(props: ReviewLinkLayoutProps) {
  return <ReviewLinkDocument {...props} unknownLocale="zh" />;
}
