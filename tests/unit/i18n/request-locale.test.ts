import { describe, expect, it } from "@jest/globals";
import { requestLocale } from "@/lib/server/auth/request-locale";

describe("requestLocale", () => {
  it("takes the api client's x-locale first", () => {
    expect(requestLocale(new Headers({ "x-locale": "zh", "accept-language": "en" }))).toBe("zh");
    expect(requestLocale(new Headers({ "x-locale": "en", "accept-language": "zh-CN" }))).toBe("en");
  });

  it("negotiates Accept-Language when x-locale is missing or not one of ours", () => {
    expect(requestLocale(new Headers({ "accept-language": "zh-TW,en;q=0.5" }))).toBe("zh");
    expect(requestLocale(new Headers({ "x-locale": "ch", "accept-language": "fr, zh;q=0.4" }))).toBe("zh");
    expect(requestLocale(new Headers())).toBe("en");
  });
});
