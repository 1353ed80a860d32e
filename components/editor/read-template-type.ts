// The template's own type for "fit to N pages" (fit-pages.ts), read from a laid-out resume: the body size the
// stylesheet declares (--rs-body-size, resume-base.css) and the root's line height over its font size, divided by the
// line height percent the resume already has. Self-contained (no imports, no outer names) so the integration test
// can run it in Chromium through page.evaluate (tests/integration/pdf/fit-pages.test.ts).
import type { TemplateType } from "./fit-pages";

export function readTemplateType(root: Element, lineHeightPercent: number): TemplateType {
  const style = getComputedStyle(root);
  const fontPx = parseFloat(style.fontSize);
  const bodyPx = parseFloat(style.getPropertyValue("--rs-body-size")) || fontPx;
  const lineHeight = parseFloat(style.lineHeight) / fontPx / (lineHeightPercent / 100);
  return { bodyPx, lineHeight: Math.round(lineHeight * 100) / 100 };
}
