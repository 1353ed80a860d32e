// POST /api/stripe/webhook – Stripe's events, verified by signature on the raw body; fulfils or expires orders
import { createHandler } from "@/lib/server/api/handler";
import { readBodyBytes } from "@/lib/server/api/read-body";
import { handleStripeWebhook } from "@/lib/server/services/orders/handle-stripe-webhook";

/** Stripe's events are a few kB; a checkout session with line items stays far below this. */
const MAX_WEBHOOK_BYTES = 512 * 1024;

export const POST = createHandler({ auth: "none" }, async ({ req }) =>
  handleStripeWebhook(await readBodyBytes(req, MAX_WEBHOOK_BYTES), req.headers.get("stripe-signature")),
);
