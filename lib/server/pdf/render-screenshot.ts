// renderScreenshot(url, { width, height }): the top of a same-origin page as a PNG of exactly width × height px.
// The page is laid out at `pageWidth` CSS px (A4 = 794) and scaled, so a 640 px cover shows the whole page width.
import "server-only";
import { renderOnPooledPage } from "@/lib/server/pdf/pdf-pool";

const A4_CSS_WIDTH = 794;

export type ScreenshotSize = { width: number; height: number; pageWidth?: number };

export function renderScreenshot(
  url: string,
  { width, height, pageWidth = A4_CSS_WIDTH }: ScreenshotSize,
): Promise<Uint8Array> {
  const scale = width / pageWidth;
  const clipHeight = height / scale;
  return renderOnPooledPage(url, async (page) => {
    await page.setViewport({ width: pageWidth, height: Math.ceil(clipHeight), deviceScaleFactor: scale });
    await page.emulateMediaType("print");
    return page.screenshot({ type: "png", clip: { x: 0, y: 0, width: pageWidth, height: clipHeight } });
  });
}
