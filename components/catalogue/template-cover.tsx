// A template's rendered cover (a PNG from /api/covers/templates/…). A plain <img> rather than next/image (~5.5 kB
// gzip of script on the pages that show covers): the route serves one cached, compressed size, so there is no srcset
// to build and nothing to optimise; width/height reserve the space (no layout shift).
import { useTranslations } from "next-intl";
import { cn } from "@/lib/shared/utils/cn";
import { coverPlaceholder } from "./cover-placeholder";

// The size the cover route renders (lib/server/services/covers/render-resume-cover.ts, server-only, so not imported here).
const WIDTH = 640;
const HEIGHT = 896;

/** `preload`: the cover is likely in the first screen (the first row of the list, a detail page, an open preview). */
type Props = { src: string; title: string; preload?: boolean; className?: string };

export function TemplateCover({ src, title, preload = false, className }: Props) {
  const t = useTranslations("TemplatesPage");
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the covers route already serves one cached, sized PNG; next/image would only add script
    <img
      src={src}
      alt={t("coverAlt", { title })}
      width={WIDTH}
      height={HEIGHT}
      loading={preload ? "eager" : "lazy"}
      fetchPriority={preload ? "high" : undefined}
      decoding="async"
      className={cn("aspect-[640/896] h-auto w-full object-cover object-top", coverPlaceholder, className)}
    />
  );
}
