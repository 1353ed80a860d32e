// Mails in the user's locale, text and HTML, from the "Mail" namespace of messages/*.json.
import "server-only";
import { createTranslator } from "next-intl";
import type { Locale } from "@/i18n/routing";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";
import type { Mail } from "./send-mail";

export type MailKind =
  "verifyCode" | "resetPassword" | "alreadyRegistered" | "unlockSignIn" | "emailChangeCode" | "emailChangeTaken";
type Values = { code?: string; link?: string };

const messages = { en, zh } as const;

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export function renderMail(locale: Locale, kind: MailKind, to: string, values: Values): Mail {
  const t = createTranslator({ locale, messages: messages[locale], namespace: "Mail" });
  const brand = t("brand");
  const subject = t(`${kind}.subject`, { brand });
  const body = t(`${kind}.body`, { brand });
  const footer = t("footer");
  const detail = values.code ?? values.link ?? "";
  const text = [body, "", detail, "", footer].join("\n");
  const detailHtml = values.code
    ? `<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(values.code)}</p>`
    : `<p><a href="${escapeHtml(detail)}">${escapeHtml(detail)}</a></p>`;
  const html = `<!doctype html><html lang="${locale === "zh" ? "zh-CN" : "en"}"><body style="font-family:sans-serif;color:#0f172a">
<p>${escapeHtml(body)}</p>${detailHtml}<p style="color:#64748b;font-size:12px">${escapeHtml(footer)}</p></body></html>`;
  return { to, subject, text, html };
}
