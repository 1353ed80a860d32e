import "server-only";
import type { Locale } from "@/i18n/routing";
import { consumeImageCaptcha } from "@/lib/server/captcha/image-captcha";
import { renderPhoneCodeSms } from "@/lib/server/sms/render-sms";
import { sendSms } from "@/lib/server/sms/send-sms";
import { issueVerificationCode } from "./issue-verification-code";

const PHONE_CODE_TTL_MS = 5 * 60 * 1000;

/**
 * POST /api/users/genVeriCode: a solved image captcha for this number, then a 4-digit code by SMS (60 s cooldown per
 * number). One code purpose serves login and binding: both only prove that the caller holds the phone.
 */
export async function sendPhoneCode(phoneNumber: string, captchaCode: string, locale: Locale): Promise<void> {
  await consumeImageCaptcha("SMS", phoneNumber, captchaCode);
  const code = await issueVerificationCode({
    target: phoneNumber,
    purpose: "SMS_LOGIN",
    ttlMs: PHONE_CODE_TTL_MS,
    kind: "digits4",
  });
  await sendSms({ to: phoneNumber, text: renderPhoneCodeSms(locale, code) });
}
