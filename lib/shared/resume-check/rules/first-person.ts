// "I", "my", "我": a resume speaks without a subject ("Led a team", "带领团队"), issue 27 item 2.
import type { CheckContext } from "../context";
import { makeFinding } from "../finding";
import type { Finding } from "../types";

// "I" only as the pronoun: "I'm", or before a word at the start of a sentence or after a lower-case word ("and I
// led"); not after a capitalised word ("Engineer I", "Phase I of").
const ENGLISH_I = /(?:^|[^\p{L}\p{N}])I['’]\p{L}|(?:^|[.!?;:,(]\s*|\b\p{Ll}+\s)I(?= \p{L})/u;
const ENGLISH_OTHER = /(?:^|[^\p{L}\p{N}])(?:my|me|myself|mine)(?![\p{L}\p{N}'’-])/iu;
// 自我 ("self-") and 我国 ("our country") are not the writer speaking of themself.
const CHINESE = /(?<!自)我(?!国)/;

function firstPersonWord(text: string, isChinese: boolean): string | null {
  if (isChinese) return CHINESE.test(text) ? "我" : null;
  if (ENGLISH_I.test(text)) return "I";
  return ENGLISH_OTHER.exec(text)?.[0].replace(/^[^\p{L}]+/u, "") ?? null;
}

export function findFirstPerson(ctx: CheckContext): Finding[] {
  return ctx.fields
    .filter((field) => field.target.field === "description")
    .flatMap((field) => {
      const word = firstPersonWord(field.text, field.isChinese);
      return word ? [makeFinding("firstPerson", "wording", field.target, { detail: word, values: { word } })] : [];
    });
}
