// Root layout of public resume pages (/r/{uuid or custom URL}); the document itself is shared with /ch/r/.
import { PublicResumeDocument, type PublicLayoutProps } from "./public-resume-document";

export default function PublicResumeLayout(props: PublicLayoutProps) {
  return <PublicResumeDocument {...props} unknownLang="en" />;
}
