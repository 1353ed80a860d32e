// The validation messages of docs/product.md §5 as message keys (messages/*.json "AuthValidation"): the schemas write
// them, the API answers them in `details[].key` and the forms translate them (CONTRIBUTING.md "Errors").
import type { MessageKey } from "@/lib/shared/validations/message-key";

export const authMessages = {
  nameRequired: "AuthValidation.nameRequired",
  nameTooLong: "AuthValidation.nameTooLong",
  emailRequired: "AuthValidation.emailRequired",
  emailInvalid: "AuthValidation.emailInvalid",
  passwordRequired: "AuthValidation.passwordRequired",
  passwordRules: "AuthValidation.passwordRules",
  passwordTooLong: "AuthValidation.passwordTooLong",
  veriCodeInvalid: "AuthValidation.veriCodeInvalid",
  captchaRequired: "AuthValidation.captchaRequired",
  captchaLength: "AuthValidation.captchaLength",
  challengeRequired: "AuthValidation.challengeRequired",
  nickNameRequired: "AuthValidation.nickNameRequired",
  phoneRequired: "AuthValidation.phoneRequired",
  phoneInvalid: "AuthValidation.phoneInvalid",
  phoneCodeRequired: "AuthValidation.phoneCodeRequired",
  phoneCodeLength: "AuthValidation.phoneCodeLength",
  agreementRequired: "AuthValidation.agreementRequired",
  termsRequired: "AuthValidation.termsRequired",
} as const satisfies Record<string, MessageKey>;

export type AuthMessageKey = keyof typeof authMessages;
