// The <img> sources of a template cover on a page (issue 23 item 8). The cover route keeps the full 640 × 896 PNG
// (93–125 kB: Open Graph cards and JSON-LD use it); pages ask for WebP copies in card widths instead (15–51 kB), and
// the browser picks one from `sizes`. Width and height attributes stay 640 × 896: only the aspect ratio matters for
// reserving the space.

/** The WebP widths the cover route serves (lib/server/services/covers/get-template-cover-webp.ts). */
export const COVER_WEBP_WIDTHS = [320, 480, 640] as const;
export type CoverWebpWidth = (typeof COVER_WEBP_WIDTHS)[number];

const PNG_COVER = /^(\/api\/covers\/templates\/[A-Za-z0-9]+)\.png(?:\?locale=(en|zh))?$/;

function webpUrl(base: string, locale: string | undefined, width: CoverWebpWidth): string {
  return `${base}.webp?w=${width}${locale ? `&locale=${locale}` : ""}`;
}

/** `coverImage` as the catalogue hands it out (…/{componentName}.png[?locale=zh]); any other address is used as is. */
export function coverSources(coverImage: string): { src: string; srcSet?: string } {
  const match = PNG_COVER.exec(coverImage);
  const base = match?.[1];
  if (!base) return { src: coverImage };
  const locale = match[2];
  return {
    src: webpUrl(base, locale, 480),
    srcSet: COVER_WEBP_WIDTHS.map((width) => `${webpUrl(base, locale, width)} ${width}w`).join(", "),
  };
}
