// GET /api/orders/{id} – the payment poll: { status, trade_state, isUpdated }; asks Stripe and fulfils when paid there
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { getOrderStatus } from "@/lib/server/services/orders/get-order-status";
import { ZOrderIdParams } from "@/lib/shared/validations/orders/create-order";

export const GET = createHandler(
  { auth: "required", params: ZOrderIdParams, rateLimit: rateLimits.pollOrder },
  ({ session, params }) => getOrderStatus(session.userId, params.id),
);
