// Where a document sets a font size below MIN_FONT_SIZE_PX (issue 27 item 3): the paths a save refuses
// (lib/server/services/resumes/refuse-new-tiny-fonts.ts), relative to the document's data.
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import { MIN_FONT_SIZE_PX } from "./limits";

export function tinyFontPaths(data: TResumeData): (string | number)[][] {
  const paths: (string | number)[][] = [];
  const tiny = (styles: Record<string, number>) => styles.fontSize !== undefined && styles.fontSize < MIN_FONT_SIZE_PX;
  data.sections.forEach((section, s) => {
    if (tiny(section.styles)) paths.push(["sections", s, "styles", "fontSize"]);
    section.data.forEach((item, i) => {
      if (tiny(item.styles)) paths.push(["sections", s, "data", i, "styles", "fontSize"]);
    });
  });
  return paths;
}
