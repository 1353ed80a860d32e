"use client";
// Download a public resume's PDF (offered only when its premium owner allows it).
import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { DownloadProgressCard } from "@/components/resume-download/download-progress-card";
import { useResumeDownload } from "@/components/resume-download/use-resume-download";

export function PublicDownloadButton({ slug, name }: { slug: string; name: string }) {
  const t = useTranslations("PublicResume");
  const { progress, start, isDownloading } = useResumeDownload();
  const endpoint = `/api/download/public/${encodeURIComponent(slug)}`;
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
