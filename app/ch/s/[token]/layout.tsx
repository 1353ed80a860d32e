// The same document as /s/ (<html lang> from the resume's own language); a link that no longer works is Chinese here.
import { ShareLinkDocument, type ShareLinkLayoutProps } from "@/app/s/[token]/share-link-page";

export default function ChineseShareLinkLayout(props: ShareLinkLayoutProps) {
  return <ShareLinkDocument {...props} unknownLocale="zh" />;
}
