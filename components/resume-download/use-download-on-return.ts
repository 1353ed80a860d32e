"use client";
// Back in the editor after paying for a PDF (issue 21 item 7: the purchase started from Download PDF, the welcome
// notice returned here with ?download=1): the download starts by itself, once, as soon as the editor can save
// (`ready`); the query is removed first, so a reload or the back button does not download again.
import { useEffect, useRef } from "react";
import { useSearchParams } from "next/navigation";
import { usePathname, useRouter } from "@/i18n/navigation";

export function useDownloadOnReturn(ready: boolean, start: () => void): void {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const wantsDownload = searchParams?.get("download") === "1";
  const startRef = useRef(start);
  const hasStarted = useRef(false);
  useEffect(() => {
    startRef.current = start;
  });
  useEffect(() => {
    if (!wantsDownload || !ready || hasStarted.current) return;
    hasStarted.current = true;
    router.replace(pathname, { scroll: false });
    startRef.current();
  }, [wantsDownload, ready, pathname, router]);
}
