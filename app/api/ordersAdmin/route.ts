// GET /api/ordersAdmin?currentPage&pageSize&status&userId|email – every user's orders with the buyer's e-mail (admin).
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { listAllOrders } from "@/lib/server/services/admin/list-all-orders";
import { ZOrdersAdminQuery } from "@/lib/shared/validations/admin/admin";

export const GET = createHandler(
  { auth: "required", require: "orders.listAll", query: ZOrdersAdminQuery, rateLimit: rateLimits.adminRead },
  ({ query }) => listAllOrders(query),
);
