// GET /api/orders?currentPage&pageSize – my orders, newest first: { count, data }
// POST /api/orders {planName, paymentMethod?, returnTo?, download?} – a QR order (or paid from the voucher): { orderId, payUrl, isBalancePay }
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { linkOrigin } from "@/lib/server/security/link-origin";
import { createOrder } from "@/lib/server/services/orders/create-order";
import { findReturnTarget } from "@/lib/server/services/orders/find-return-target";
import { listOrders } from "@/lib/server/services/orders/list-orders";
import { ZCreateOrder } from "@/lib/shared/validations/orders/create-order";
import { ZListPageQuery } from "@/lib/shared/validations/pagination/list-page-query";

export const GET = createHandler({ auth: "required", query: ZListPageQuery }, ({ session, query }) =>
  listOrders(session.userId, query),
);

export const POST = createHandler(
  { auth: "required", body: ZCreateOrder, rateLimit: rateLimits.createOrder },
  async ({ session, body, req }) =>
    createOrder({
      userId: session.userId,
      planId: body.planName,
      locale: requestLocale(req.headers),
      channel: { kind: "qr", method: body.paymentMethod },
      origin: linkOrigin(req.headers),
      returnTo: await findReturnTarget(session.userId, body.returnTo, body.download),
    }),
);
