// The mail sent when a payment arrived after its order expired and was refunded instead of buying the plan (issue 20),
// in the order's language like the receipt (yuan orders are placed on /ch).
import "server-only";
import { createTranslator } from "next-intl";
import type { Locale } from "@/i18n/routing";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";
import { formatPrice } from "@/lib/shared/pricing/format-price";
import type { Currency } from "@/lib/shared/pricing/plans";
import type { Mail } from "./send-mail";

type Input = { to: string; orderId: string; amountCents: number; currency: Currency };

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export function renderLateRefund(input: Input): Mail {
  const locale: Locale = input.currency === "CNY" ? "zh" : "en";
  const t = createTranslator({ locale, messages: locale === "zh" ? zh : en, namespace: "Mail" });
  const brand = t("brand");
  const lines = [
    t("lateRefund.body", { brand, amount: formatPrice(input.amountCents, locale, input.currency) }),
    t("lateRefund.next"),
    t("receipt.order", { id: input.orderId }),
  ];
  const html = `<!doctype html><html lang="${locale === "zh" ? "zh-CN" : "en"}"><body style="font-family:sans-serif;color:#0f172a">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}</body></html>`;
  return { to: input.to, subject: t("lateRefund.subject", { brand }), text: lines.join("\n"), html };
}
