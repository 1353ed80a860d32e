import { describe, expect, it } from "@jest/globals";
import { negotiateLocale } from "@/lib/server/i18n/negotiate-locale";

describe("negotiateLocale", () => {
  it("takes the most preferred of our locales, by q-value", () => {
    expect(negotiateLocale("zh-CN,zh;q=0.9")).toBe("zh");
    expect(negotiateLocale("en-US,zh-CN;q=0.9")).toBe("en");
    expect(negotiateLocale("fr-FR,en;q=0.8,zh;q=0.5")).toBe("en");
    expect(negotiateLocale("fr, zh;q=0.5")).toBe("zh");
    expect(negotiateLocale("en;q=0.1, zh")).toBe("zh");
  });

  it("counts every Chinese and English variant as ours", () => {
    expect(negotiateLocale("zh-TW")).toBe("zh");
    expect(negotiateLocale("zh-HK,en;q=0.5")).toBe("zh");
    expect(negotiateLocale("zh-Hant")).toBe("zh");
    expect(negotiateLocale("ZH-cn")).toBe("zh");
    expect(negotiateLocale("en-GB")).toBe("en");
  });

  it("falls back to English for no header, *, other languages and malformed tags", () => {
    expect(negotiateLocale(null)).toBe("en");
    expect(negotiateLocale(undefined)).toBe("en");
    expect(negotiateLocale("")).toBe("en");
    expect(negotiateLocale("*")).toBe("en");
    expect(negotiateLocale("de, ja")).toBe("en");
    expect(negotiateLocale("garbage!!")).toBe("en");
  });

  it("ignores a malformed tag without losing the valid ones", () => {
    expect(negotiateLocale("x_y!!, zh;q=0.5")).toBe("zh");
  });
});
