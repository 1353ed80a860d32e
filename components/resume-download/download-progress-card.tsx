"use client";
// The floating progress card of a PDF download: percentage (from Content-Length), bytes, speed.
import { useTranslations } from "next-intl";
import { formatBytes } from "@/components/resume-download/format-bytes";
import type { DownloadProgress } from "@/components/resume-download/use-resume-download";

export function DownloadProgressCard({ progress }: { progress: DownloadProgress }) {
  const t = useTranslations("ResumeDownload");
  if (progress.status === "idle") return null;
  const percent = progress.total ? Math.min(100, Math.round((progress.received / progress.total) * 100)) : null;
  const done = progress.status === "done";
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed bottom-4 right-4 z-50 w-72 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800 shadow-lg"
    >
      <p className="font-medium">{done ? t("succeeded") : t("downloading")}</p>
      <div
        className="mt-2 h-2 overflow-hidden rounded bg-slate-100"
        role="progressbar"
        aria-label={t("progressLabel")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
      >
        <div
          className="h-full bg-emerald-600 transition-[width]"
          style={{ width: `${percent ?? (done ? 100 : 10)}%` }}
        />
      </div>
      <p className="mt-2 flex justify-between text-xs text-slate-600">
        <span>
          {progress.total
            ? t("received", { received: formatBytes(progress.received), total: formatBytes(progress.total) })
            : formatBytes(progress.received)}
        </span>
        {!done && <span>{t("speed", { speed: formatBytes(progress.bytesPerSecond) })}</span>}
      </p>
    </div>
  );
}
