// English orders: a Stripe Checkout Session (card) for the order's amount; the browser is sent to its URL and comes
// back to /?state=success, or to /pricing when it cancels (docs/product.md §2). The order id travels in the metadata of
// the session and of its PaymentIntent, so either webhook event finds the order.
import "server-only";
import type { Currency } from "@/lib/shared/pricing/plans";
import { stripeClient } from "./stripe-client";

type Input = {
  orderId: string;
  amountCents: number;
  currency: Currency;
  /** Line item name shown on Stripe's page, e.g. "Quarterly membership". */
  productName: string;
  successUrl: string;
  cancelUrl: string;
  email: string | null;
};

export async function startCheckoutSession(input: Input): Promise<{ ref: string; url: string }> {
  const metadata = { orderId: input.orderId };
  const session = await stripeClient().checkout.sessions.create(
    {
      mode: "payment",
      allowed_payment_method_types: ["card"],
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: input.currency.toLowerCase(),
            unit_amount: input.amountCents,
            product_data: { name: input.productName },
          },
        },
      ],
      client_reference_id: input.orderId,
      customer_email: input.email ?? undefined,
      metadata,
      payment_intent_data: { metadata },
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    },
    // A retried create (network) answers the same session instead of a second one.
    { idempotencyKey: `order-${input.orderId}` },
  );
  if (!session.url) throw new Error(`Checkout Session ${session.id} has no url`);
  return { ref: session.id, url: session.url };
}
