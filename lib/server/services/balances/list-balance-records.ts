// GET /api/balances (docs/product.md §7): the caller's voucher records, newest first, as `{ count, data }`.
import "server-only";
import type { BalanceRecord } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import { newestFirst, readListPage } from "@/lib/server/services/paging/read-list-page";
import type {
  BalanceKind,
  BalanceRecordDto,
  BalanceRecordPage,
} from "@/lib/shared/validations/balances/balance-record-dto";
import type { TListPageQuery } from "@/lib/shared/validations/pagination/list-page-query";

export async function listBalanceRecords(userId: string, query: TListPageQuery): Promise<BalanceRecordPage> {
  const where = { userId };
  const { rows, count } = await readListPage(query, {
    rows: (window) => db.balanceRecord.findMany({ where, orderBy: newestFirst(), ...window }),
    count: () => db.balanceRecord.count({ where }),
  });
  return { count, data: rows.map(toBalanceRecordDto) };
}

function toBalanceRecordDto(row: BalanceRecord): BalanceRecordDto {
  return {
    _id: row.id,
    type: row.type.toLowerCase() as BalanceKind,
    operation: row.operation === "ADD" ? "ADD" : "consume",
    amount: row.amountCents,
    currency: row.currency === "USD" ? "USD" : "CNY",
    balance: row.balanceAfterCents,
    createdAt: row.createdAt.toISOString(),
  };
}
