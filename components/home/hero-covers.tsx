import { preload } from "react-dom";
import { useTranslations } from "next-intl";
import { coverSources } from "@/lib/shared/catalogue/cover-sources";
import { cn } from "@/lib/shared/utils/cn";
import { coverPlaceholder } from "@/components/catalogue/cover-placeholder";

export type HeroCover = { title: string; coverImage: string };

// Covers are 640 × 896 (docs/product.md §9: width 640, height 1.4 × width); the size attributes reserve the space.
const COVER_WIDTH = 640;
const COVER_HEIGHT = 896;

// The hero is at most 28rem wide (home-hero.tsx); the front cover takes 62 % of it, the two behind half.
const SIZES = ["(min-width: 640px) 280px, 62vw", "(min-width: 640px) 224px, 50vw", "(min-width: 640px) 224px, 50vw"];

const placement = [
  "relative z-20 w-[62%]",
  "absolute top-8 left-0 z-10 w-[50%] -rotate-6 opacity-95",
  "absolute top-8 right-0 z-10 w-[50%] rotate-6 opacity-95",
];

/** Real first pages rendered from our templates: the front one in the middle, two more fanned out behind it. */
export function HeroCovers({ covers, className }: { covers: HeroCover[]; className?: string }) {
  const t = useTranslations("Home.hero");
  const first = covers[0];
  if (!first) return null;
  // The front cover is the home page's largest paint on a phone: fetched from the <head>, ahead of the stylesheet's
  // fonts (issue 23 item 8).
  const front = coverSources(first.coverImage);
  preload(front.src, { as: "image", imageSrcSet: front.srcSet, imageSizes: SIZES[0], fetchPriority: "high" });
  return (
    <div role="group" aria-label={t("coversLabel")} className={cn("relative flex justify-center pt-2 pb-6", className)}>
      <div aria-hidden className="absolute inset-x-6 top-10 bottom-0 -z-10 rounded-3xl bg-brand-100/70" />
      {covers.slice(0, 3).map((cover, index) => (
        // eslint-disable-next-line @next/next/no-img-element -- covers come from our own cover route, already sized
        <img
          key={cover.coverImage}
          {...coverSources(cover.coverImage)}
          sizes={SIZES[index]}
          alt={t("coverAlt", { title: cover.title })}
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          fetchPriority={index === 0 ? "high" : "low"}
          className={cn(
            "h-auto rounded-xl border border-slate-200 shadow-xl shadow-brand-900/10",
            coverPlaceholder,
            placement[index],
          )}
        />
      ))}
    </div>
  );
}
