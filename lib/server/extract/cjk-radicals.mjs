// The CJK Radicals Supplement code points that stand for whole characters, mapped to the unified ideograph of the same
// shape (Unicode's EquivalentUnifiedIdeograph.txt). Chromium writes a PDF's ToUnicode map from the font's cmap, and
// Noto CJK gives one glyph to both "⻓" (U+2ED3) and "长" (U+957F): the lower code point wins, so "擅长" reads back as
// "擅⻓" and "西安" as "⻄安" (issue 24, found on Chromium-made Chinese PDFs). NFKC maps the Kangxi radicals
// (U+2F00-U+2FD5) and two of these (U+2E9F, U+2EF3) but leaves the rest alone.

/** @type {Readonly<Record<string, string>>} */
const RADICAL_TO_IDEOGRAPH = Object.freeze({
  "\u2EA0": "\u6C11", // CIVILIAN 民
  "\u2EB0": "\u7E9F", // C-SIMPLIFIED SILK 纟
  "\u2EC3": "\u8980", // WEST ONE 覀
  "\u2EC4": "\u897F", // WEST TWO 西
  "\u2EC5": "\u89C1", // C-SIMPLIFIED SEE 见
  "\u2EC6": "\u89D2", // SIMPLIFIED HORN 角
  "\u2EC8": "\u8BA0", // C-SIMPLIFIED SPEECH 讠
  "\u2EC9": "\u8D1D", // C-SIMPLIFIED SHELL 贝
  "\u2ECB": "\u8F66", // C-SIMPLIFIED CART 车
  "\u2ED0": "\u9485", // C-SIMPLIFIED GOLD 钅
  "\u2ED1": "\u9577", // LONG ONE 長
  "\u2ED3": "\u957F", // C-SIMPLIFIED LONG 长
  "\u2ED4": "\u95E8", // C-SIMPLIFIED GATE 门
  "\u2ED8": "\u9752", // BLUE 青
  "\u2ED9": "\u97E6", // C-SIMPLIFIED TANNED LEATHER 韦
  "\u2EDA": "\u9875", // C-SIMPLIFIED LEAF 页
  "\u2EDB": "\u98CE", // C-SIMPLIFIED WIND 风
  "\u2EDC": "\u98DE", // C-SIMPLIFIED FLY 飞
  "\u2EDD": "\u98DF", // EAT ONE 食
  "\u2EDF": "\u98E0", // EAT THREE 飠
  "\u2EE0": "\u9963", // C-SIMPLIFIED EAT 饣
  "\u2EE2": "\u9A6C", // C-SIMPLIFIED HORSE 马
  "\u2EE4": "\u9B3C", // GHOST 鬼
  "\u2EE5": "\u9C7C", // C-SIMPLIFIED FISH 鱼
  "\u2EE6": "\u9E1F", // C-SIMPLIFIED BIRD 鸟
  "\u2EE7": "\u5364", // C-SIMPLIFIED SALT 卤
  "\u2EE8": "\u9EA6", // SIMPLIFIED WHEAT 麦
  "\u2EE9": "\u9EC4", // SIMPLIFIED YELLOW 黄
  "\u2EEA": "\u9EFE", // C-SIMPLIFIED FROG 黾
  "\u2EEB": "\u6589", // J-SIMPLIFIED EVEN 斉
  "\u2EEC": "\u9F50", // C-SIMPLIFIED EVEN 齐
  "\u2EED": "\u6B6F", // J-SIMPLIFIED TOOTH 歯
  "\u2EEE": "\u9F7F", // C-SIMPLIFIED TOOTH 齿
  "\u2EEF": "\u7ADC", // J-SIMPLIFIED DRAGON 竜
  "\u2EF0": "\u9F99", // C-SIMPLIFIED DRAGON 龙
  "\u2EF2": "\u4E80", // J-SIMPLIFIED TURTLE 亀
});

/**
 * `text` with CJK radical code points read as the characters they stand for: the table above, then NFKC for the
 * Kangxi radicals and the rest of the block.
 * @param {string} text
 * @returns {string}
 */
export function unifyCjkRadicals(text) {
  return text.replace(/[\u2E80-\u2FDF]/g, (c) => RADICAL_TO_IDEOGRAPH[c] ?? c.normalize("NFKC"));
}
