// SPEC §8: the client translates errors by code; every specific code the API can answer has a message key.
import { ApiError, type ApiErrorKey } from "@/lib/api-client/api-error";
import { apiErrorText } from "@/lib/api-client/api-error-text";
import * as codes from "@/lib/api/codes";
import { errorCodes } from "@/lib/api/error-codes";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";

// Translated by resumeErrorText (lib/editor), or by the download hook (the upgrade dialog).
const resumeCodes = new Set<number>([
  codes.RESUME_LIMIT_REACHED,
  codes.PRO_TEMPLATE_REQUIRED,
  codes.CUSTOM_URL_TAKEN,
  codes.PREMIUM_REQUIRED,
]);
// Their server message is the problem's own sentence; shown as sent.
const requestFormatCodes = new Set<number>([codes.INVALID_JSON, codes.INVALID_INPUT]);

describe("apiErrorText", () => {
  it.each(
    Object.entries(errorCodes).filter(
      ([, spec]) => spec.code >= 100000 && !resumeCodes.has(spec.code) && !requestFormatCodes.has(spec.code),
    ),
  )("translates %s in both languages", (_key, spec) => {
    const error = new ApiError(spec.code, "server text", spec.status);
    const english = apiErrorText(error, (key: ApiErrorKey) => en.ApiErrors[key]);
    const chinese = apiErrorText(error, (key: ApiErrorKey) => zh.ApiErrors[key]);
    expect(english).not.toBe("server text");
    expect(chinese).not.toBe("server text");
    expect(chinese).not.toBe(english);
  });

  it("falls back to the server's message for an unknown code, and to 'Unknown error' without one", () => {
    const t = (key: ApiErrorKey) => en.ApiErrors[key];
    expect(apiErrorText(new ApiError(123456, "Something specific", 400), t)).toBe("Something specific");
    expect(apiErrorText(new ApiError(123456, "", 400), t)).toBe("Unknown error");
  });
});
