// GET /api/user/current – the signed-in user with the fields of docs/product.md §3.
import { createHandler } from "@/lib/server/api/handler";
import { getCurrentUser } from "@/lib/server/services/users/get-current-user";

export const GET = createHandler({ auth: "required" }, ({ session }) => getCurrentUser(session.userId));
