// Hidden text (issue 27 item 3): a section or an entry whose own font size (its `styles`, printed by pxStyles in
// lib/shared/resume/spacing.ts) is below what anyone can read, the old trick of feeding an ATS words a person never
// sees. A save refuses it too (tinyFontIssues in lib/shared/validations/resumes/update-resume.ts); this finds it in a
// document that already holds it (an import, an older save).
import { MIN_FONT_SIZE_PX } from "../limits";
import { itemTarget, type CheckContext } from "../context";
import { makeFinding } from "../finding";
import type { Finding } from "../types";

const isTiny = (styles: Record<string, number>) => styles.fontSize !== undefined && styles.fontSize < MIN_FONT_SIZE_PX;

export function findTinyFont(ctx: CheckContext): Finding[] {
  const findings: Finding[] = [];
  const values = (size: number | undefined) => ({ size: size ?? 0, min: MIN_FONT_SIZE_PX });
  for (const section of ctx.input.data.sections) {
    if (isTiny(section.styles))
      findings.push(
        makeFinding(
          "tinyFont",
          "stuffing",
          { sectionId: section.id, field: "styles.fontSize" },
          { values: values(section.styles.fontSize) },
        ),
      );
  }
  for (const ref of ctx.items)
    if (isTiny(ref.item.styles))
      findings.push(
        makeFinding("tinyFont", "stuffing", itemTarget(ref, "styles.fontSize"), {
          values: values(ref.item.styles.fontSize),
        }),
      );
  return findings;
}
