// POST /api/orders and /api/createEnOrder (docs/product.md §7): one order for one plan. The currency follows the way of
// paying, never the page's language (issue 20): card Checkout is always dollars, yuan only through the QR flow (WeChat
// Pay / Alipay). The voucher balance of that currency pays first (taken with its OUTCOME row, held by the order until
// it is paid, expires or is cancelled); when it covers the price the order is paid at once from it, with no provider.
// The rest is paid through Stripe or, with PAYMENTS_SANDBOX, through the sandbox checkout. A buyer has at most one
// order holding vouchers: starting one releases the others at once (their payments closed at Stripe first where
// possible, close-order.ts; any left over by a race are released in the new order's transaction).
import "server-only";
import type { Order, PaymentMethod } from "@/generated/prisma/client";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { paymentsMode, type PaymentsMode } from "@/lib/server/payments/payments-mode";
import { getPlan, type Currency, type PlanId } from "@/lib/shared/pricing/plans";
import { returnToQuery, type ReturnTo } from "@/lib/shared/pricing/return-to";
import { splitVoucher } from "@/lib/shared/pricing/split-voucher";
import { voucherBalances } from "@/lib/server/pricing/voucher-balances";
import type { QrMethod } from "@/lib/server/payments/start-qr-payment";
import { ORDER_PAYMENT_MINUTES } from "@/lib/shared/validations/orders/order-dto";
import { debitBalance } from "@/lib/server/services/ledger/debit-balance";
import { withUserLock } from "@/lib/server/services/ledger/with-user-lock";
import { attachProviderPayment } from "./attach-provider-payment";
import { closeOrder } from "./close-order";
import { fulfilInTransaction } from "./fulfil-in-transaction";
import { releaseOpenOrders } from "./release-open-orders";
import { enqueueOrderReceipt } from "./enqueue-order-receipt";

export type OrderChannel = { kind: "checkout" } | { kind: "qr"; method: QrMethod };
/**
 * `origin`: where the buyer's browser is (lib/server/security/link-origin.ts); the pay link must lead back there.
 * `returnTo`: the buyer's own resume to go back to after paying (find-return-target.ts), carried on the success URL.
 */
type Input = {
  userId: string;
  planId: PlanId;
  locale: Locale;
  channel: OrderChannel;
  origin: string;
  returnTo?: ReturnTo | null;
};
export type NewOrder = { orderId: string; payUrl: string | null; isBalancePay: boolean };

/** Stripe Checkout (card) charges dollars; yuan is paid only by scanning a WeChat Pay / Alipay QR code. */
export function currencyOf(channel: OrderChannel): Currency {
  return channel.kind === "checkout" ? "USD" : "CNY";
}

function methodFor(mode: PaymentsMode, channel: OrderChannel, toPay: number): PaymentMethod {
  if (toPay === 0) return "BALANCE";
  if (mode === "sandbox") return "TEST";
  if (channel.kind === "checkout") return "STRIPE";
  return channel.method === "alipay" ? "ALIPAY" : "WECHAT";
}

export async function createOrder({ userId, planId, locale, channel, origin, returnTo }: Input): Promise<NewOrder> {
  const mode = paymentsMode();
  const plan = getPlan(planId);
  const currency = currencyOf(channel);
  const price = plan.amountCents[currency];
  // The previous order's payment is closed before its voucher comes back, so it cannot be paid afterwards.
  for (const open of await db.order.findMany({ where: { userId, status: "CREATED" } })) await closeOrder(open);
  const { order, released, fulfilment } = await withUserLock(userId, async (tx) => {
    // Orders started concurrently with this one: released here, under the lock, before the balance is read.
    const leftovers = await releaseOpenOrders(tx, userId);
    const user = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { isLifetime: true, balanceCents: true, balanceUsdCents: true },
    });
    if (user.isLifetime) throw new AppError("ALREADY_LIFETIME");
    const { voucherCents: voucher, toPayCents: toPay } = splitVoucher(voucherBalances(user)[currency], price);
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
    // The user row is locked: the balance read above is what debitBalance finds.
    if (voucher > 0) {
      await debitBalance(tx, { userId, type: "OUTCOME", currency, maxCents: voucher, reference: created.id });
    }
    return {
      order: created,
      released: leftovers,
      fulfilment: toPay === 0 ? await fulfilInTransaction(tx, created.id) : null,
    };
  });
  await closeReleasedPayments(released);
  if (fulfilment?.kind === "paid") {
    await enqueueOrderReceipt(fulfilment.receipt);
    return { orderId: order.id, payUrl: null, isBalancePay: true };
  }
  if (mode === "sandbox") {
    // The sandbox page sends the buyer on to the same place as Stripe's success URL.
    const query = returnTo ? `?${returnToQuery(returnTo)}` : "";
    const payUrl = `${origin}${getPathname({ locale, href: `/sandbox-checkout/${order.id}` })}${query}`;
    const { count } = await db.order.updateMany({ where: { id: order.id, status: "CREATED" }, data: { payUrl } });
    if (count === 0) throw new AppError("ORDER_NOT_PAYABLE");
    return { orderId: order.id, payUrl, isBalancePay: false };
  }
  const payUrl = await attachProviderPayment(order, locale, channel, origin, returnTo ?? null);
  return { orderId: order.id, payUrl, isBalancePay: false };
}

/** Released by a race: their payments may still be open at Stripe. A payment found paid goes through the late path. */
async function closeReleasedPayments(orders: Order[]): Promise<void> {
  for (const order of orders) {
    await closeOrder(order).catch((error: unknown) =>
      logger.warn({ err: error, orderId: order.id }, "released order not closed at Stripe"),
    );
  }
}
