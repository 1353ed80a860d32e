// POST /api/orders/{id}/cancel – give up my unpaid order; the voucher it held comes back at once: { status, … }
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { cancelOrder } from "@/lib/server/services/orders/cancel-order";
import { ZOrderIdParams } from "@/lib/shared/validations/orders/create-order";

export const POST = createHandler(
  { auth: "required", params: ZOrderIdParams, rateLimit: rateLimits.createOrder },
  ({ session, params }) => cancelOrder(session.userId, params.id),
);
