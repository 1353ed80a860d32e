// Fonts for next/og cards, read from @fontsource/noto-sans-sc in node_modules (woff: satori cannot read woff2).
// Passing them explicitly keeps next/og from fetching fonts over the network. The Chinese subset is ~1.5 MB per
// weight, so it is loaded only for cards that show Chinese.
import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { ImageResponse } from "next/og";

type FontOptions = NonNullable<NonNullable<ConstructorParameters<typeof ImageResponse>[1]>["fonts"]>;

const fontDir = path.join(process.cwd(), "node_modules/@fontsource/noto-sans-sc/files");
const fontFile = (subset: string, weight: 400 | 700) =>
  readFile(path.join(fontDir, `noto-sans-sc-${subset}-${weight}-normal.woff`));

/** The font-family value for the card's root element. */
export const OG_FONT_FAMILY = "Noto Sans Latin, Noto Sans SC";

export async function ogFonts({ withChinese }: { withChinese: boolean }): Promise<FontOptions> {
  const [latin400, latin700] = await Promise.all([fontFile("latin", 400), fontFile("latin", 700)]);
  // Satori takes the first font of a family that has the weight, so the two subsets need two family names.
  const fonts: FontOptions = [
    { name: "Noto Sans Latin", data: latin400, weight: 400, style: "normal" },
    { name: "Noto Sans Latin", data: latin700, weight: 700, style: "normal" },
  ];
  if (!withChinese) return fonts;
  const [sc400, sc700] = await Promise.all([fontFile("chinese-simplified", 400), fontFile("chinese-simplified", 700)]);
  return [
    ...fonts,
    { name: "Noto Sans SC", data: sc400, weight: 400, style: "normal" },
    { name: "Noto Sans SC", data: sc700, weight: 700, style: "normal" },
  ];
}
