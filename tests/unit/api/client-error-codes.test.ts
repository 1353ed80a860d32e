// Issue 22 item 3: one table per code (number, status, English message, message key); the names client code compares
// with are that table's numbers, and every key has a message in both languages.
import * as codes from "@/lib/shared/api/codes";
import { errorCodes, type ErrorSpec } from "@/lib/shared/api/error-codes";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";

const specs = Object.entries(errorCodes as Record<string, ErrorSpec>);

describe("the error-code table", () => {
  it.each(Object.entries(codes))("codes.%s is the table's code of that name", (name, code) => {
    expect(errorCodes[name as keyof typeof errorCodes].code).toBe(code);
  });

  it("gives every code its own number", () => {
    expect(new Set(specs.map(([, spec]) => spec.code)).size).toBe(specs.length);
  });

  it.each(specs.filter(([, spec]) => spec.key))("%s has an ApiErrors message in en and zh", (_name, spec) => {
    const key = spec.key!;
    expect(en.ApiErrors[key]).toEqual(expect.any(String));
    expect(zh.ApiErrors[key]).toEqual(expect.any(String));
    expect(zh.ApiErrors[key]).not.toBe(en.ApiErrors[key]);
  });

  it("keys every specific code (all six-digit codes but input's, which carry keys per field, and the upgrade dialog's)", () => {
    const unkeyed = specs.filter(([, spec]) => spec.code >= 100000 && !spec.key).map(([name]) => name);
    expect(unkeyed.sort()).toEqual(["INVALID_INPUT", "INVALID_JSON", "PREMIUM_REQUIRED"].sort());
  });
});
