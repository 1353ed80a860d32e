// Root layout of a tracked link's pages (/s/{token}, issue 26 item 4); the document is shared with /ch/s/.
import { ShareLinkDocument, type ShareLinkLayoutProps } from "./share-link-page";

export default function ShareLinkLayout(props: ShareLinkLayoutProps) {
  return <ShareLinkDocument {...props} unknownLocale="en" />;
}
