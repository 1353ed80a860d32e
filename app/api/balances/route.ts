// GET /api/balances?currentPage&pageSize – my voucher records, newest first: { count, data }
import { createHandler } from "@/lib/server/api/handler";
import { listBalanceRecords } from "@/lib/server/services/balances/list-balance-records";
import { ZListPageQuery } from "@/lib/shared/validations/pagination/list-page-query";

export const GET = createHandler({ auth: "required", query: ZListPageQuery }, ({ session, query }) =>
  listBalanceRecords(session.userId, query),
);
