// Root layout of a review link's pages (/c/{token}, issue 26 item 6); the document is shared with /ch/c/.
import { ReviewLinkDocument, type ReviewLinkLayoutProps } from "./review-link-page";

export default function ReviewLinkLayout(props: ReviewLinkLayoutProps) {
  return <ReviewLinkDocument {...props} unknownLocale="en" />;
}
