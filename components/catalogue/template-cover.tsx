// A template's rendered cover (card-sized WebPs from /api/covers/templates/…, lib/shared/catalogue/cover-sources.ts).
// A plain <img> rather than next/image (~5.5 kB gzip of script on the pages that show covers): the route already serves
// the sizes of the srcset, cached; width/height reserve the space (no layout shift).
import { preload as preloadResource } from "react-dom";
import { useTranslations } from "next-intl";
import { coverSources } from "@/lib/shared/catalogue/cover-sources";
import { cn } from "@/lib/shared/utils/cn";
import { coverPlaceholder } from "./cover-placeholder";

// The size the cover route renders (lib/server/services/covers/render-resume-cover.ts, server-only, so not imported here).
const WIDTH = 640;
const HEIGHT = 896;

// The catalogue's grid: one column on a phone, two from sm, three (about 400 px each) from lg.
const CARD_SIZES = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";

/**
 * `preload`: the cover is likely in the first screen (the first row of the list, a detail page, an open preview).
 * `sizes`: how wide the cover shows, for the browser's choice of WebP (the catalogue card's by default).
 */
type Props = { src: string; title: string; preload?: boolean; sizes?: string; className?: string };

export function TemplateCover({ src, title, preload = false, sizes = CARD_SIZES, className }: Props) {
  const t = useTranslations("TemplatesPage");
  const sources = coverSources(src);
  // A likely largest paint: announced in the <head>, so the browser fetches it before it reaches the <img>.
  if (preload)
    preloadResource(sources.src, {
      as: "image",
      imageSrcSet: sources.srcSet,
      imageSizes: sources.srcSet ? sizes : undefined,
      fetchPriority: "high",
    });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the covers route already serves cached, sized WebPs; next/image would only add script
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
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
