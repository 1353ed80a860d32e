"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { RefreshCw } from "lucide-react";
import { apiFetch } from "@/lib/client/api-client/api-fetch";

/**
 * The 4-character image captcha of docs/product.md §7 (GET a generate URL → SVG markup). A new image comes with every
 * change of `url` or `refreshKey`, and on click. The SVG is our server's own output (svg-captcha), shown as an image.
 */
export function CaptchaImage({ url, refreshKey }: { url: string | null; refreshKey: number }) {
  const t = useTranslations("Phone");
  const [svg, setSvg] = useState<string | null>(null);
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    apiFetch<string>(url, { signal: controller.signal }).then(setSvg, () => setSvg(null));
    return () => controller.abort();
  }, [url, refreshKey, clicks]);
  return (
    <button
      type="button"
      onClick={() => setClicks((n) => n + 1)}
      disabled={!url}
      aria-label={t("refreshCaptcha")}
      className="flex h-11 w-32 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-300 bg-white disabled:opacity-50"
    >
      {url && svg ? (
        // eslint-disable-next-line @next/next/no-img-element -- an inline SVG data URL, nothing to optimise
        <img
          alt={t("captchaAlt")}
          src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
          className="h-full w-full"
        />
      ) : (
        <RefreshCw aria-hidden className="size-4 text-slate-400" />
      )}
    </button>
  );
}
