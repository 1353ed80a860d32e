// The Stripe side of a new order: a Checkout Session or a QR PaymentIntent, remembered on the order (providerRef is
// unique, so one payment can only ever fulfil one order). When Stripe fails, the order expires at once and gives the
// voucher it held back, and the caller gets PAYMENT_PROVIDER_FAILED. An order released meanwhile (the buyer started
// another one, or cancelled; issue 20) keeps the reference, so a payment that still arrives is matched as a late
// payment, and its payment is closed at once; the caller gets ORDER_NOT_PAYABLE.
import "server-only";
import type { Order } from "@/generated/prisma/client";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { startCheckoutSession } from "@/lib/server/payments/start-checkout-session";
import { startQrPayment } from "@/lib/server/payments/start-qr-payment";
import { getPlanByOrderPlan, type Currency } from "@/lib/shared/pricing/plans";
import { returnToFields, returnToQuery, type ReturnTo } from "@/lib/shared/pricing/return-to";
import type { OrderChannel } from "./create-order";
import { closeOrder } from "./close-order";
import { expireOrder } from "./expire-order";

const PRODUCT_NAMES = { en: "membership", zh: "会员" } as const;

/** `order={id}` for the page the buyer comes back to from Alipay (components/pricing/order-return.tsx). */
const returnQuery = (orderId: string, returnTo: ReturnTo | null): string =>
  new URLSearchParams({ order: orderId, ...(returnTo ? returnToFields(returnTo) : {}) }).toString();

/**
 * `base`: the origin of the buyer's browser (lib/server/security/link-origin.ts), where Stripe sends them back; with
 * `returnTo` (the buyer's own resume) the success URL carries it, so the welcome notice leads back there.
 */
export async function attachProviderPayment(
  order: Order,
  locale: Locale,
  channel: OrderChannel,
  base: string,
  returnTo: ReturnTo | null,
): Promise<string> {
  const successQuery = returnTo ? `state=success&${returnToQuery(returnTo)}` : "state=success";
  const currency = order.currency as Currency;
  let released: Order | null;
  try {
    const started =
      channel.kind === "checkout"
        ? await startCheckoutSession({
            orderId: order.id,
            amountCents: order.amountCents,
            currency,
            productName: `${getPlanByOrderPlan(order.plan).id} ${PRODUCT_NAMES[locale]}`,
            successUrl: `${base}${getPathname({ locale, href: "/" })}?${successQuery}`,
            cancelUrl: `${base}${getPathname({ locale, href: "/pricing" })}`,
            email: order.userId
              ? ((await db.user.findUnique({ where: { id: order.userId }, select: { email: true } }))?.email ?? null)
              : null,
          }).then(({ ref, url }) => ({ ref, payUrl: url }))
        : await startQrPayment({
            orderId: order.id,
            amountCents: order.amountCents,
            currency,
            method: channel.method,
            // Alipay's page comes back here (Stripe adds redirect_status): /pricing polls the order, then home.
            returnUrl: `${base}${getPathname({ locale, href: "/pricing" })}?${returnQuery(order.id, returnTo)}`,
          }).then(({ ref, qr }) => ({ ref, payUrl: qr }));
    const [saved] = await db.order.updateManyAndReturn({
      where: { id: order.id },
      data: { providerRef: started.ref, payUrl: started.payUrl },
    });
    if (saved?.status === "CREATED") return started.payUrl;
    released = saved ?? null;
  } catch (error) {
    logger.error({ err: error, orderId: order.id }, "payment provider refused the order");
    await expireOrder(order.id);
    throw new AppError("PAYMENT_PROVIDER_FAILED", { cause: error });
  }
  if (released) await closeOrder(released);
  throw new AppError("ORDER_NOT_PAYABLE");
}
