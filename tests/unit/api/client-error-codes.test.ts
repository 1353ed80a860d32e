// Issue 12 item 2: the client's code → message table is built from the server's codes, and every entry has a message
// in both languages.
import * as codes from "@/lib/api/codes";
import { errorCodes } from "@/lib/api/error-codes";
import { messageKeyByCode } from "@/lib/api/error-message-keys";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";

describe("the client's error-code table", () => {
  it.each(Object.entries(codes))("codes.%s is the server table's code of that name", (name, code) => {
    expect(errorCodes[name as keyof typeof errorCodes].code).toBe(code);
  });

  it("names every server code exactly once", () => {
    expect(Object.keys(codes).sort()).toEqual(Object.keys(errorCodes).sort());
    expect(new Set(Object.values(codes)).size).toBe(Object.keys(codes).length);
  });

  it.each(Object.entries(messageKeyByCode))(
    "code %s is a server code with an ApiErrors message in en and zh",
    (code, key) => {
      expect(Object.values(errorCodes).map((spec) => spec.code)).toContain(Number(code));
      expect(en.ApiErrors[key]).toEqual(expect.any(String));
      expect(zh.ApiErrors[key]).toEqual(expect.any(String));
      expect(zh.ApiErrors[key]).not.toBe(en.ApiErrors[key]);
    },
  );
});
