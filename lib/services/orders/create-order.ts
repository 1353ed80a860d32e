// POST /api/orders and /api/createEnOrder (SPEC §7): one order for one plan at the locale's price. The voucher balance
// pays first (taken with its OUTCOME row, held by the order until it is paid or expires); when it covers the price
// the order is paid at once from it, with no provider. The rest is paid through Stripe (Checkout for cards, a QR code
// for WeChat Pay / Alipay) or, without Stripe keys on a loopback server, through the sandbox checkout.
import "server-only";
import type { PaymentMethod } from "@/generated/prisma/client";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { AppError } from "@/lib/api/app-error";
import { db } from "@/lib/db";
import { appUrl } from "@/lib/env";
import { paymentsMode, type PaymentsMode } from "@/lib/payments/payments-mode";
import { currencyByLocale, getPlan, type PlanId } from "@/lib/pricing/plans";
import type { QrMethod } from "@/lib/payments/start-qr-payment";
import { ORDER_PAYMENT_MINUTES } from "@/lib/validations/orders/order-dto";
import { attachProviderPayment } from "./attach-provider-payment";
import { fulfilInTransaction } from "./fulfil-in-transaction";
import { lockUser, MONEY_TX_OPTIONS } from "./lock-user";
import { sendOrderReceipt } from "./send-order-receipt";
import { takeVoucher } from "./take-voucher";

export type OrderChannel = { kind: "checkout" } | { kind: "qr"; method: QrMethod };
type Input = { userId: string; planId: PlanId; locale: Locale; channel: OrderChannel };
export type NewOrder = { orderId: string; payUrl: string | null; isBalancePay: boolean };

function methodFor(mode: PaymentsMode, channel: OrderChannel, toPay: number): PaymentMethod {
  if (toPay === 0) return "BALANCE";
  if (mode === "sandbox") return "TEST";
  if (channel.kind === "checkout") return "STRIPE";
  return channel.method === "alipay" ? "ALIPAY" : "WECHAT";
}

export async function createOrder({ userId, planId, locale, channel }: Input): Promise<NewOrder> {
  const mode = paymentsMode();
  const plan = getPlan(planId);
  const currency = currencyByLocale[locale];
  const price = plan.amountCents[currency];
  const { order, receipt } = await db.$transaction(async (tx) => {
    await lockUser(tx, userId);
    const user = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { isLifetime: true, balanceCents: true },
    });
    if (user.isLifetime) throw new AppError("ALREADY_LIFETIME");
    const voucher = Math.min(user.balanceCents, price);
    const toPay = price - voucher;
    // Refused before anything changes: no order, no voucher held.
    if (toPay > 0 && mode === "off") throw new AppError("PAYMENTS_NOT_CONFIGURED");
    const createdAt = new Date();
    const created = await tx.order.create({
      data: {
        createdAt,
        userId,
        plan: plan.orderPlan,
        paymentMethod: methodFor(mode, channel, toPay),
        amountCents: toPay,
        voucherUsedCents: voucher,
        currency,
        expiresAt: new Date(createdAt.getTime() + ORDER_PAYMENT_MINUTES * 60_000),
      },
    });
    // The user row is locked: the balance read above is what takeVoucher finds.
    if (voucher > 0) await takeVoucher(tx, { userId, maxCents: voucher, reference: created.id });
    return { order: created, receipt: toPay === 0 ? await fulfilInTransaction(tx, created.id) : null };
  }, MONEY_TX_OPTIONS);
  if (receipt) {
    await sendOrderReceipt(receipt);
    return { orderId: order.id, payUrl: null, isBalancePay: true };
  }
  if (mode === "sandbox") {
    const payUrl = `${appUrl()}${getPathname({ locale, href: `/sandbox-checkout/${order.id}` })}`;
    await db.order.update({ where: { id: order.id }, data: { payUrl } });
    return { orderId: order.id, payUrl, isBalancePay: false };
  }
  const payUrl = await attachProviderPayment(order, locale, channel);
  return { orderId: order.id, payUrl, isBalancePay: false };
}
