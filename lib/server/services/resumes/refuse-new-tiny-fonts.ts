// Issue 27 item 3: no unreadable text is saved (words hidden from the eye but read by an ATS). A save is refused for a
// font size below the floor that the stored document does not already have at the same section or entry: a resume
// stored with one before the rule (or imported with one) still saves, or its owner could not save anything until
// they found it. The templates never print below the floor anyway (components/resume-document/styles), and the resume
// check points at every such size (lib/shared/resume-check/rules/tiny-font.ts). Thrown as a ZodError, so the answer
// is the usual INVALID_INPUT with a translated message at each field's path (lib/server/api/envelope.ts).
import "server-only";
import { z } from "zod";
import { tinyFontPaths } from "@/lib/shared/resume-check/tiny-font-paths";
import { ZResumeData, type TResumeData } from "@/lib/shared/validations/resume-document/document";
import { resumeMessages as m } from "@/lib/shared/validations/resumes/messages";

type TPath = (string | number)[];

/** Where a tiny size sits, by the ids of its section and entry (indexes move when sections do), and its value. */
function placeOf(data: TResumeData, path: TPath): string {
  const section = data.sections[Number(path[1])];
  const itemAt = path[2] === "data" ? Number(path[3]) : undefined;
  const item = itemAt === undefined ? undefined : section?.data[itemAt];
  const styles = item ? item.styles : section?.styles;
  return `${section?.id}|${itemAt === undefined ? "" : (item?.id ?? itemAt)}|${styles?.fontSize}`;
}

export function refuseNewTinyFonts(stored: unknown, data: TResumeData): void {
  const paths = tinyFontPaths(data);
  if (paths.length === 0) return;
  const before = ZResumeData.safeParse(stored);
  const known = new Set(before.success ? tinyFontPaths(before.data).map((path) => placeOf(before.data, path)) : []);
  const fresh = paths.filter((path) => !known.has(placeOf(data, path)));
  if (fresh.length === 0) return;
  z.unknown()
    .superRefine((_value, ctx) => {
      for (const path of fresh) ctx.addIssue({ code: "custom", path: ["data", ...path], message: m.fontTooSmall });
    })
    .parse(undefined);
}
