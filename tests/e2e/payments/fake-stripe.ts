// The fake Stripe of the AI-on e2e server (tests/fakes/stripe-server.ts, started by the global setup): the keys the
// server is given in playwright.config.ts, and what a spec does at "Stripe" from its worker process.
import type { FakeEvent } from "../../fakes/stripe-server";

/** Test-mode shaped keys: the fake accepts any `sk_` bearer; the webhook secret signs what it delivers. */
export const E2E_STRIPE_SECRET_KEY = "sk_test_e2e_fake";
export const E2E_STRIPE_WEBHOOK_SECRET = "whsec_e2e_fake";

/** STRIPE_API_BASE: the port is fixed by playwright.config.ts (E2E_STRIPE_PORT) before the server starts. */
export const fakeStripeUrl = (): string => `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`;

/**
 * Pays a Checkout Session or PaymentIntent as a phone scanning its QR code would. With `deliver` the fake then sends
 * the signed webhook to the server (its status comes back); without it only a poll of the order can find out.
 */
export async function payAtStripe(
  ref: string,
  { deliver }: { deliver: boolean },
): Promise<{ event: FakeEvent; webhookStatus: number | null }> {
  const response = await fetch(`${fakeStripeUrl()}/__control/pay/${encodeURIComponent(ref)}?deliver=${deliver}`, {
    method: "POST",
  });
  if (!response.ok) throw new Error(`fake Stripe control answered ${response.status}`);
  return (await response.json()) as { event: FakeEvent; webhookStatus: number | null };
}
