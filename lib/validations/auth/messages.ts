// The validation messages of SPEC §5, in English exactly as the spec quotes them. The API answers them as they are;
// the forms show the translation under the same key (messages/*.json "AuthValidation").
export const authMessages = {
  nameRequired: "Name must not be empty",
  nameTooLong: "Name must be at most 50 characters",
  emailRequired: "Email must not be empty",
  emailInvalid: "Invalid email address",
  passwordRequired: "Password must not be empty",
  passwordRules: "Password must be at least 8 characters with an uppercase letter, a lowercase letter and a digit",
  passwordTooLong: "Password must be at most 128 characters",
  veriCodeInvalid: "Verify code must be 6-digit code",
  captchaRequired: "Captcha is required",
  captchaLength: "Captcha should be 4 characters long",
  challengeRequired: "Please complete the human check",
  nickNameRequired: "Nickname must not be empty",
  phoneRequired: "手机号码不能为空",
  phoneInvalid: "手机格式不正确",
  phoneCodeRequired: "验证码不能为空",
  phoneCodeLength: "验证码应该为 4 位",
  agreementRequired: "Please confirm that you have read the notice",
} as const;

export type AuthMessageKey = keyof typeof authMessages;

const byText = new Map<string, AuthMessageKey>(
  Object.entries(authMessages).map(([key, text]) => [text, key as AuthMessageKey]),
);

/** The message key of a schema message, for the form to show its translation; undefined for anything else. */
export function authMessageKey(message: string | undefined): AuthMessageKey | undefined {
  return message === undefined ? undefined : byText.get(message);
}
