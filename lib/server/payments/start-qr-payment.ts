// Chinese orders: a PaymentIntent confirmed with WeChat Pay or Alipay; the page shows its next action as a QR code.
// WeChat Pay answers the QR payload itself (next_action.wechat_pay_display_qr_code.data); Alipay answers a redirect
// URL (next_action.alipay_handle_redirect.url), which the QR code carries to the phone, or which a phone's browser
// opens itself (issue 21 item 8); Alipay then returns to returnUrl with Stripe's redirect_status added.
import "server-only";
import type Stripe from "stripe";
import type { Currency } from "@/lib/shared/pricing/plans";
import { stripeClient } from "./stripe-client";

export type QrMethod = "wechat" | "alipay";

type Input = { orderId: string; amountCents: number; currency: Currency; method: QrMethod; returnUrl: string };

export async function startQrPayment(input: Input): Promise<{ ref: string; qr: string }> {
  const common = {
    amount: input.amountCents,
    currency: input.currency.toLowerCase(),
    confirm: true,
    metadata: { orderId: input.orderId },
  };
  const params: Stripe.PaymentIntentCreateParams =
    input.method === "wechat"
      ? {
          ...common,
          allowed_payment_method_types: ["wechat_pay"],
          payment_method_data: { type: "wechat_pay" },
          payment_method_options: { wechat_pay: { client: "web" } },
        }
      : {
          ...common,
          allowed_payment_method_types: ["alipay"],
          payment_method_data: { type: "alipay" },
          return_url: input.returnUrl,
        };
  const intent = await stripeClient().paymentIntents.create(params, { idempotencyKey: `order-${input.orderId}` });
  const qr =
    input.method === "wechat"
      ? intent.next_action?.wechat_pay_display_qr_code?.data
      : intent.next_action?.alipay_handle_redirect?.url;
  if (!qr) throw new Error(`PaymentIntent ${intent.id} has no ${input.method} next action`);
  return { ref: intent.id, qr };
}
