import { describe, expect, it } from "@jest/globals";
import en from "@/messages/en.json";
import { ZSignIn } from "@/lib/validations/auth/sign-in";
import { ZSignUp } from "@/lib/validations/auth/sign-up";
import { ZVerifyEmail } from "@/lib/validations/auth/email-code";
import { authMessageKey, authMessages } from "@/lib/validations/auth/messages";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("accounts schemas (SPEC §5)", () => {
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

  it("every English schema message is the English translation under the same key, except the spec's Chinese phone messages", () => {
    for (const [key, text] of Object.entries(authMessages)) {
      expect(authMessageKey(text)).toBe(key);
      if (!key.startsWith("phone")) expect(en.AuthValidation[key as keyof typeof en.AuthValidation]).toBe(text);
    }
    expect(authMessageKey("something else")).toBeUndefined();
  });
});
