// POST /api/createEnOrder {planName, locale} – a Stripe Checkout order: { checkout_url } (the browser goes there)
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { linkOrigin } from "@/lib/server/security/link-origin";
import { createCheckoutOrder } from "@/lib/server/services/orders/create-checkout-order";
import { ZCreateEnOrder } from "@/lib/shared/validations/orders/create-order";

export const POST = createHandler(
  { auth: "required", body: ZCreateEnOrder, rateLimit: rateLimits.createOrder },
  ({ session, body, req }) => createCheckoutOrder(session.userId, body, linkOrigin(req.headers)),
);
