// POST /api/sandbox/orders/{id}/pay – the sandbox checkout's "pay" (only without Stripe keys and with PAYMENTS_SANDBOX=true)
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { paySandboxOrder } from "@/lib/server/services/orders/pay-sandbox-order";
import { ZOrderIdParams } from "@/lib/shared/validations/orders/create-order";

export const POST = createHandler(
  { auth: "required", params: ZOrderIdParams, rateLimit: rateLimits.createOrder },
  ({ session, params }) => paySandboxOrder(session.userId, params.id),
);
