// The same document as /r/ (<html lang> from the resume's own language, the public page's styles); an unknown link's
// not-found page here is Chinese, and so is its document.
import { PublicResumeDocument, type PublicLayoutProps } from "@/app/r/[slug]/public-resume-document";

export default function ChinesePublicResumeLayout(props: PublicLayoutProps) {
  return <PublicResumeDocument {...props} unknownLang="ch" />;
}
