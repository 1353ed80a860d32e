"use client";
// One PDF download at a time (docs/product.md §4 "Download"): progress from Content-Length, speed refreshed every 500
// ms, the card hidden 2 s after success. PREMIUM_REQUIRED is handed to the caller, which opens the upgrade dialog. The
// success notice can carry the caller's next step (issue 25 item 1: "See what an ATS reads").
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { PREMIUM_REQUIRED } from "@/lib/shared/api/codes";
import { ApiError } from "@/lib/client/api-client/api-error";
import { apiResponse } from "@/lib/client/api-client/api-fetch";
import { fileNameFromDisposition } from "@/components/resume-download/format-bytes";
import { readWithProgress } from "@/components/resume-download/read-with-progress";

const SPEED_INTERVAL_MS = 500;
const HIDE_AFTER_MS = 2_000;
/** How long a success notice with a button stays (sonner's default is 4 s). */
const ACTION_NOTICE_MS = 10_000;

type DownloadStatus = "idle" | "downloading" | "done";
export type DownloadProgress = {
  status: DownloadStatus;
  received: number;
  total: number | null;
  bytesPerSecond: number;
};

export type StartDownload = {
  endpoint: string;
  format: "one" | "two";
  fallbackName: string;
  onPremiumRequired?: () => void;
  /** A button on the success notice, shown longer so there is time to press it. */
  successAction?: { label: string; onClick: () => void };
};

const idle: DownloadProgress = { status: "idle", received: 0, total: null, bytesPerSecond: 0 };

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useResumeDownload() {
  const t = useTranslations("ResumeDownload");
  const [progress, setProgress] = useState<DownloadProgress>(idle);
  const busy = useRef(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const start = useCallback(
    async ({ endpoint, format, fallbackName, onPremiumRequired, successAction }: StartDownload): Promise<void> => {
      if (busy.current) return;
      busy.current = true;
      setProgress({ ...idle, status: "downloading" });
      let received = 0;
      let lastTick = { at: performance.now(), bytes: 0 };
      const ticker = setInterval(() => {
        const now = performance.now();
        const bytesPerSecond = ((received - lastTick.bytes) * 1000) / Math.max(1, now - lastTick.at);
        lastTick = { at: now, bytes: received };
        setProgress((p) => ({ ...p, bytesPerSecond }));
      }, SPEED_INTERVAL_MS);
      try {
        const response = await apiResponse(endpoint, { method: "POST", body: { format } }).catch((error: unknown) => {
          if (error instanceof ApiError && error.code === PREMIUM_REQUIRED && onPremiumRequired) onPremiumRequired();
          else toast.error(t("failed"));
          setProgress(idle);
          return null;
        });
        if (!response) return;
        const length = Number(response.headers.get("content-length") ?? response.headers.get("x-content-length"));
        const total = Number.isFinite(length) && length > 0 ? length : null;
        setProgress((p) => ({ ...p, total }));
        const blob = await readWithProgress(response, (bytes) => {
          received = bytes;
          setProgress((p) => ({ ...p, received: bytes }));
        });
        saveBlob(blob, fileNameFromDisposition(response.headers.get("content-disposition"), `${fallbackName}.pdf`));
        setProgress((p) => ({ ...p, status: "done", received: blob.size, total: total ?? blob.size }));
        toast.success(
          t("succeeded"),
          successAction ? { action: successAction, duration: ACTION_NOTICE_MS } : undefined,
        );
        timers.current.push(setTimeout(() => setProgress(idle), HIDE_AFTER_MS));
      } catch {
        toast.error(t("failed"));
        setProgress(idle);
      } finally {
        clearInterval(ticker);
        busy.current = false;
      }
    },
    [t],
  );

  return { progress, start, isDownloading: progress.status === "downloading" };
}
