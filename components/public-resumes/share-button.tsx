"use client";
// Share the public link: the system share sheet where the browser has one (phones), else copy to the clipboard.
import { Share2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { copyText } from "@/components/ui/copy-text";

export function ShareButton({ url, title }: { url: string; title: string }) {
  const t = useTranslations("PublicResume");

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ url, title });
        return;
      } catch (error) {
        // The user closed the sheet: nothing to report.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    await copyText(url, { copied: t("linkCopied"), failed: t("copyFailed") });
  }

  return (
    <button type="button" onClick={share} className="public-toolbar-button">
      <Share2 aria-hidden className="size-4" />
      {t("share")}
    </button>
  );
}
