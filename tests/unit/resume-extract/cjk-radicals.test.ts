// A Chromium-made Chinese PDF's text layer carries CJK Radicals Supplement code points where the font shares a glyph
// between a radical and a character ("擅⻓" for "擅长", "⻄安" for "西安"): the extraction reads them as the characters
// (lib/server/extract/cjk-radicals.mjs), which NFKC alone did not.
import { describe, expect, it } from "@jest/globals";
import { unifyCjkRadicals } from "@/lib/server/extract/cjk-radicals.mjs";

describe("unifyCjkRadicals", () => {
  it("reads the simplified radicals Chromium writes as the characters of the same shape", () => {
    expect(unifyCjkRadicals("擅\u2ED3分布式系统")).toBe("擅长分布式系统");
    expect(unifyCjkRadicals("\u2EC4安")).toBe("西安");
    expect(unifyCjkRadicals("\u2ED4户网站 · \u2EDA面 · \u2EE2上 · \u2EE9金 · \u2EF0头 · \u2ECB辆 · \u2EC5面")).toBe(
      "门户网站 · 页面 · 马上 · 黄金 · 龙头 · 车辆 · 见面",
    );
  });

  it("still maps the Kangxi radicals and the two NFKC maps in the supplement", () => {
    expect(unifyCjkRadicals("\u2F24\u2F2F")).toBe("大工");
    expect(unifyCjkRadicals("\u2E9F\u2EF3")).toBe("母龟");
  });

  it("leaves other text, and radicals that stand for no whole character, as they are", () => {
    expect(unifyCjkRadicals("Senior engineer 资深工程师 2020–2024")).toBe("Senior engineer 资深工程师 2020–2024");
    expect(unifyCjkRadicals("\u2E85")).toBe("\u2E85");
  });
});
