// Text messages in the requester's locale, from the "Mail" namespace of messages/*.json (the brand is per locale:
// 简历匠 on the Chinese site).
import "server-only";
import { createTranslator } from "next-intl";
import type { Locale } from "@/i18n/routing";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";

const messages = { en, zh } as const;

export function renderPhoneCodeSms(locale: Locale, code: string): string {
  const t = createTranslator({ locale, messages: messages[locale], namespace: "Mail" });
  return t("smsCode", { brand: t("brand"), code });
}
