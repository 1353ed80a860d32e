// Chinese text with a Latin word or a number glued to a Chinese character ("使用React开发", "5年经验"), issue 27 item 2.
// The convention the check holds to is a space on both sides ("使用 React 开发", "5 年经验"), as the Chinese sample
// (lib/shared/resume/sample-resume-ch.ts) and the common Chinese copywriting guides write it; punctuation needs none.
import type { CheckContext } from "../context";
import { makeFinding } from "../finding";
import type { Finding } from "../types";

// Each place where the two meet, counted apart ("带领5人" is two).
const GLUED = /\p{Script=Han}(?=[A-Za-z0-9])|[A-Za-z0-9](?=\p{Script=Han})/gu;
/** The first glued run as the user wrote it ("使用React开发"), to show which. */
const EXAMPLE =
  /\p{Script=Han}{1,2}[A-Za-z0-9][A-Za-z0-9.+#%-]*\p{Script=Han}{0,2}|[A-Za-z0-9][A-Za-z0-9.+#%-]*\p{Script=Han}{1,2}/u;

export function findMissingCjkSpaces(ctx: CheckContext): Finding[] {
  return ctx.fields
    .filter((field) => field.isChinese)
    .flatMap((field) => {
      const glued = field.text.match(GLUED);
      if (!glued) return [];
      const example = EXAMPLE.exec(field.text)?.[0] ?? "";
      return [
        makeFinding("cjkLatinSpacing", "typography", field.target, {
          detail: String(glued.length),
          values: { count: glued.length, example },
        }),
      ];
    });
}
