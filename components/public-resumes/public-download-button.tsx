"use client";
// Download a public resume's PDF (offered only when its premium owner allows it), from its public link or from a
// tracked link (issue 26 item 4), whose PDF carries that link.
import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { DownloadProgressCard } from "@/components/resume-download/download-progress-card";
import { useResumeDownload } from "@/components/resume-download/use-resume-download";

export function PublicDownloadButton({ endpoint, name }: { endpoint: string; name: string }) {
  const t = useTranslations("PublicResume");
  const { progress, start, isDownloading } = useResumeDownload();
  return (
    <>
      <button
        type="button"
        disabled={isDownloading}
        onClick={() => void start({ endpoint, format: "two", fallbackName: name })}
        className="public-toolbar-button"
      >
        <Download aria-hidden className="size-4" />
        {t("download")}
      </button>
      <DownloadProgressCard progress={progress} />
    </>
  );
}
