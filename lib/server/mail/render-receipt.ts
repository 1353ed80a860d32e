// The receipt mailed after a paid order, in the order's language (CNY orders were placed on /ch).
import "server-only";
import { createTranslator } from "next-intl";
import type { Locale } from "@/i18n/routing";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";
import { formatPrice } from "@/lib/shared/pricing/format-price";
import type { Currency, PlanId } from "@/lib/shared/pricing/plans";
import type { Mail } from "./send-mail";

type Input = {
  to: string;
  orderId: string;
  planId: PlanId;
  amountCents: number;
  voucherCents: number;
  currency: Currency;
  membershipEndsAt: Date | null;
  isLifetime: boolean;
};

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export function renderReceipt(input: Input): Mail {
  const locale: Locale = input.currency === "CNY" ? "zh" : "en";
  const t = createTranslator({ locale, messages: locale === "zh" ? zh : en, namespace: "Mail" });
  const brand = t("brand");
  const plan = t(`receipt.plans.${input.planId}`);
  const until = input.isLifetime
    ? t("receipt.lifetime")
    : t("receipt.until", {
        date: new Intl.DateTimeFormat(locale === "zh" ? "zh-CN" : "en", { dateStyle: "long", timeZone: "UTC" }).format(
          input.membershipEndsAt ?? new Date(),
        ),
      });
  const lines = [
    t("receipt.body", { brand, plan }),
    t("receipt.paid", { amount: formatPrice(input.amountCents, locale, input.currency) }),
    ...(input.voucherCents > 0
      ? [t("receipt.voucher", { amount: formatPrice(input.voucherCents, locale, input.currency) })]
      : []),
    until,
    t("receipt.order", { id: input.orderId }),
  ];
  const html = `<!doctype html><html lang="${locale === "zh" ? "zh-CN" : "en"}"><body style="font-family:sans-serif;color:#0f172a">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}</body></html>`;
  return { to: input.to, subject: t("receipt.subject", { brand }), text: lines.join("\n"), html };
}
