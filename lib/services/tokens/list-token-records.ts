// GET /api/tokens (SPEC §7): the caller's token records, newest first, as `{ count, data }`.
import "server-only";
import type { TokenRecord } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import type { TokenKind, TokenRecordDto, TokenRecordPage } from "@/lib/validations/tokens/token-record-dto";
import type { TTokenListQuery } from "@/lib/validations/tokens/token-list-query";

export async function listTokenRecords(
  userId: string,
  { currentPage, pageSize }: TTokenListQuery,
): Promise<TokenRecordPage> {
  const where = { userId };
  const [rows, count] = await db.$transaction([
    // id breaks ties between rows of one instant (a reservation and its refund can share a millisecond).
    db.tokenRecord.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (currentPage - 1) * pageSize,
      take: pageSize,
    }),
    db.tokenRecord.count({ where }),
  ]);
  return { count, data: rows.map(toTokenRecordDto) };
}

function toTokenRecordDto(row: TokenRecord): TokenRecordDto {
  return {
    _id: row.id,
    type: row.type.toLowerCase() as TokenKind,
    operation: row.operation === "ADD" ? "ADD" : "consume",
    amount: row.amount,
    balance: row.balanceAfter,
    createdAt: row.createdAt.toISOString(),
  };
}
