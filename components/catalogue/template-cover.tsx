// A template's rendered cover (a PNG from /api/covers/templates/…). next/image without optimisation: the route already
// serves a cached, compressed PNG of the right size, and width/height reserve the space (no layout shift).
import Image from "next/image";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils/cn";

// The size the cover route renders (lib/services/covers/render-resume-cover.ts, server-only, so not imported here).
const WIDTH = 640;
const HEIGHT = 896;

type Props = { src: string; title: string; preload?: boolean; sizes?: string; className?: string };

export function TemplateCover({ src, title, preload = false, sizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw", className }: Props) {
  const t = useTranslations("TemplatesPage");
  return (
    <Image
      src={src}
      alt={t("coverAlt", { title })}
      width={WIDTH}
      height={HEIGHT}
      sizes={sizes}
      unoptimized
      preload={preload}
      loading={preload ? undefined : "lazy"}
      className={cn("aspect-[640/896] h-auto w-full bg-white object-cover object-top", className)}
    />
  );
}
