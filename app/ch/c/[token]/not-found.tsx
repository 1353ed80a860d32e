// A revoked, expired or unknown review link under the Chinese address: the polite page in Chinese.
import { ReviewLinkNotFound } from "@/app/c/[token]/review-link-page";

export default function ChineseReviewLinkNotFound() {
  return <ReviewLinkNotFound locale="zh" />;
}
