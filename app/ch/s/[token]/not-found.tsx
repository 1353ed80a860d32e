// A revoked, expired or unknown tracked link under the Chinese address: the polite page in Chinese.
import { ShareLinkNotFound } from "@/app/s/[token]/share-link-page";

export default function ChineseShareLinkNotFound() {
  return <ShareLinkNotFound locale="zh" />;
}
