// GET /api/tokens?currentPage&pageSize – my token records, newest first: { count, data }
import { createHandler } from "@/lib/server/api/handler";
import { listTokenRecords } from "@/lib/server/services/tokens/list-token-records";
import { ZTokenListQuery } from "@/lib/shared/validations/tokens/token-list-query";

export const GET = createHandler({ auth: "required", query: ZTokenListQuery }, ({ session, query }) =>
  listTokenRecords(session.userId, query),
);
