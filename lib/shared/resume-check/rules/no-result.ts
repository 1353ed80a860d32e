// A bullet of an experience entry with neither a number nor a result word ("Worked on the API") says what the job
// was, not what came of it (issue 27 item 2).
import { itemTarget, type CheckContext } from "../context";
import { makeFinding } from "../finding";
import type { Finding } from "../types";

const DIGIT = /[0-9０-９]/;
const ENGLISH_NUMBER =
  /\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|hundreds?|thousands?|millions?|billions?|dozens?|twice|double[ds]?|tripled?|half|halved)\b/i;
const ENGLISH_RESULT =
  /\b(increas|reduc|improv|sav(ed|ing)|cut|grew|grow|boost|rais|lower|shorten|fell|drop|won|award|promot|launch|ship|deliver|exceed|achiev|gain|decreas|eliminat|accelerat|doubl)/i;
// A Chinese number counts with its measure word ("四名", "两篇"): alone, "一" is in too many words ("一致", "统一").
const CHINESE_NUMBER = /[一二两三四五六七八九十百千万亿]+[个名位人项次倍家篇年月周天条款套种所届场级]/;
const CHINESE_RESULT =
  /提升|提高|降低|减少|节省|节约|增长|增加|缩短|翻倍|获得|获评|荣获|上线|落地|达成|超额|晋升|下降|实现/;

function hasResult(text: string, isChinese: boolean): boolean {
  if (DIGIT.test(text)) return true;
  return isChinese
    ? CHINESE_NUMBER.test(text) || CHINESE_RESULT.test(text)
    : ENGLISH_NUMBER.test(text) || ENGLISH_RESULT.test(text);
}

export function findBulletsWithoutResult(ctx: CheckContext): Finding[] {
  return ctx.experience.flatMap((entry) =>
    entry.bullets
      .filter((bullet) => !hasResult(bullet.text, bullet.isChinese))
      .map((bullet) =>
        makeFinding("noResult", "impact", itemTarget(entry, "description"), {
          detail: bullet.text,
          excerpt: bullet.text,
        }),
      ),
  );
}
