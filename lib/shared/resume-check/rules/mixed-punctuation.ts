// Chinese text with full-width punctuation (，。；：) and half-width marks beside Chinese characters ("负责,开发") in
// the same field (issue 27 item 2): one field, one set. Half-width marks inside Latin text or numbers ("1,000",
// "Node.js: API") are not counted.
import type { CheckContext } from "../context";
import { makeFinding } from "../finding";
import type { Finding } from "../types";

const FULL_WIDTH = /[，。；：！？（）]/;
const HALF_BESIDE_HAN =
  /(?<=\p{Script=Han})[,;:!?(]|[,;:!?)](?=\p{Script=Han})|(?<=\p{Script=Han})\.(?=\p{Script=Han})/u;

export function findMixedPunctuation(ctx: CheckContext): Finding[] {
  return ctx.fields
    .filter((field) => field.isChinese && FULL_WIDTH.test(field.text))
    .flatMap((field) => {
      const mark = HALF_BESIDE_HAN.exec(field.text)?.[0];
      return mark ? [makeFinding("mixedPunctuation", "typography", field.target, { values: { mark } })] : [];
    });
}
