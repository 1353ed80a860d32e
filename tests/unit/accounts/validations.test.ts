import { describe, expect, it } from "@jest/globals";
import en from "@/messages/en.json";
import { ZSignIn } from "@/lib/shared/validations/auth/sign-in";
import { ZSignUp, ZSignUpWithTerms } from "@/lib/shared/validations/auth/sign-up";
import { ZVerifyEmail } from "@/lib/shared/validations/auth/email-code";
import zh from "@/messages/zh.json";
import { authMessages } from "@/lib/shared/validations/auth/messages";

/** The first issue's message key (schemas write keys, CONTRIBUTING.md "Errors") as the English sentence it names. */
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => {
  const key = result.error?.issues[0]?.message;
  expect(key).toMatch(/^AuthValidation\./);
  return en.AuthValidation[key!.slice("AuthValidation.".length) as keyof typeof en.AuthValidation];
};

describe("accounts schemas (docs/product.md §5)", () => {
  const valid = { name: "Ada", email: "Ada@Example.com ", password: "Secret123", altcha: "x" };

  it("accepts a valid sign-up and normalises the address", () => {
    expect(ZSignUp.parse(valid).email).toBe("ada@example.com");
  });

  it.each([
    ["name", "", "Name must not be empty"],
    ["email", "", "Email must not be empty"],
    ["email", "ada@", "Invalid email address"],
    [
      "password",
      "Secret12".slice(0, 7),
      "Password must be at least 8 characters with an uppercase letter, a lowercase letter and a digit",
    ],
    [
      "password",
      "secret123",
      "Password must be at least 8 characters with an uppercase letter, a lowercase letter and a digit",
    ],
  ])("%s = %j → %s", (field, value, message) => {
    expect(firstMessage(ZSignUp.safeParse({ ...valid, [field]: value }))).toBe(message);
  });

  it("the /ch form needs its agreement box ticked (issue 21 item 10); the API schema leaves it to the locale", () => {
    for (const agreedToTerms of [undefined, false]) {
      expect(firstMessage(ZSignUpWithTerms.safeParse({ ...valid, agreedToTerms }))).toBe(
        "Please read and agree to the User Agreement and the Privacy Policy",
      );
      expect(ZSignUp.safeParse({ ...valid, agreedToTerms }).success).toBe(true);
    }
    expect(ZSignUpWithTerms.safeParse({ ...valid, agreedToTerms: true }).success).toBe(true);
  });

  it("sign-in checks presence only, so an old password still works", () => {
    expect(ZSignIn.safeParse({ email: "a@b.co", password: "old", altcha: "x" }).success).toBe(true);
    expect(firstMessage(ZSignIn.safeParse({ email: "a@b.co", password: "", altcha: "x" }))).toBe(
      "Password must not be empty",
    );
  });

  it("the verify code is exactly 6 digits", () => {
    expect(ZVerifyEmail.safeParse({ email: "a@b.co", veriCode: "012345" }).success).toBe(true);
    for (const veriCode of ["12345", "1234567", "12345a"]) {
      expect(firstMessage(ZVerifyEmail.safeParse({ email: "a@b.co", veriCode }))).toBe(
        "Verify code must be 6-digit code",
      );
    }
  });

  it("every schema message is a message key of AuthValidation, translated in both languages", () => {
    for (const [name, key] of Object.entries(authMessages)) {
      expect(key).toBe(`AuthValidation.${name}`);
      expect(en.AuthValidation[name as keyof typeof en.AuthValidation]).toEqual(expect.any(String));
      expect(zh.AuthValidation[name as keyof typeof zh.AuthValidation]).toEqual(expect.any(String));
    }
  });
});
