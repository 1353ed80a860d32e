// GET /api/ordersAdmin?currentPage&pageSize&status&userId|email – every user's orders with the buyer's e-mail (admin).
import { createHandler } from "@/lib/api/handler";
import { rateLimits } from "@/lib/api/rate-limit-rules";
import { listAllOrders } from "@/lib/services/admin/list-all-orders";
import { ZOrdersAdminQuery } from "@/lib/validations/admin/admin";

export const GET = createHandler(
  { auth: "required", require: "orders.listAll", query: ZOrdersAdminQuery, rateLimit: rateLimits.adminRead },
  ({ query }) => listAllOrders(query),
);
