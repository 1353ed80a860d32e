// docs/product.md §8: the client translates a failed call by the message key the server sends beside the message.
import { createTranslator } from "next-intl";
import { ApiError, apiErrorOf, errorText } from "@/lib/client/api-client/api-error";
import type { ApiErrorKey } from "@/lib/shared/api/error-key";
import { errorCodes, type ErrorSpec } from "@/lib/shared/api/error-codes";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";

const keyed = Object.entries(errorCodes as Record<string, ErrorSpec>).filter(([, spec]) => spec.key);

describe("errorText", () => {
  it.each(keyed)("translates %s in both languages", (_name, spec) => {
    const error = apiErrorOf({ code: spec.code, message: "server text", key: spec.key }, spec.status);
    const english = errorText(error, (key: ApiErrorKey) => en.ApiErrors[key]);
    const chinese = errorText(error, (key: ApiErrorKey) => zh.ApiErrors[key]);
    expect(english).not.toBe("server text");
    expect(chinese).not.toBe("server text");
    expect(chinese).not.toBe(english);
  });

  it("falls back to the server's message without a key, to 'Unknown error' without one, and names a network failure", () => {
    const t = (key: ApiErrorKey) => en.ApiErrors[key];
    expect(errorText(new ApiError(123456, "Something specific", 400), t)).toBe("Something specific");
    expect(errorText(new ApiError(123456, "", 400), t)).toBe("Unknown error");
    expect(errorText(new TypeError("Failed to fetch"), t)).toBe(en.ApiErrors.network);
    expect(errorText(new Error("internal detail"), t)).toBe("Unknown error");
  });

  it("fills the key's placeholders from the answer's values, in both languages", () => {
    const answer = { code: 300001, message: "Regular users can create up to 5 resumes", key: "resumeLimitReached" };
    const error = apiErrorOf({ ...answer, values: { max: 5 } }, 403);
    const english = createTranslator({ locale: "en", messages: en, namespace: "ApiErrors" });
    const chinese = createTranslator({ locale: "zh", messages: zh, namespace: "ApiErrors" });
    expect(errorText(error, english)).toBe("Regular users can create up to 5 resumes");
    expect(errorText(error, chinese)).toBe("普通用户最多可创建 5 份简历");
    expect(apiErrorOf({ ...answer, values: { max: { nested: true } } }, 403).values).toBeUndefined();
    expect(apiErrorOf({ ...answer, values: [5] }, 403).values).toBeUndefined();
  });
});
