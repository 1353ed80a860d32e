// A summary past a few lines (issue 27 item 2): the profile section is read first, and a long one is skipped.
import { SUMMARY_MAX_CHARS_ZH, SUMMARY_MAX_WORDS } from "../limits";
import { isChineseText, itemTarget, plainText, textLength, type CheckContext } from "../context";
import { makeFinding } from "../finding";
import type { Finding } from "../types";

export function findLongSummary(ctx: CheckContext): Finding[] {
  return ctx.items
    .filter((ref) => ref.section.profile || ref.section.kind === "profile")
    .flatMap((ref) => {
      const text = plainText(ref.item.description);
      const isChinese = isChineseText(text);
      const length = textLength(text, isChinese);
      const limit = isChinese ? SUMMARY_MAX_CHARS_ZH : SUMMARY_MAX_WORDS;
      if (length <= limit) return [];
      return [
        makeFinding("summaryTooLong", "length", itemTarget(ref, "description"), {
          values: { length, limit, unit: isChinese ? "chars" : "words" },
        }),
      ];
    });
}
