// GET /api/tokens (docs/product.md §7): the caller's token records, newest first, as `{ count, data }`, one row per AI
// action (issue 21 item 12). The ledger keeps every movement as its own row (reservation, refund of the unused part,
// extra charge); shown that way a polish read "−4,519" then "+1,134", and nobody could tell what it cost. So the list
// groups an AI task's rows (its consume rows referenced `<taskId>` or `<taskId>:extra`, its REFUND row referenced
// `<taskId>`) into one row with the net cost, the task's status and the three parts; every other movement stays a row
// of its own. The grouping is done in SQL, before OFFSET/LIMIT, so `count` counts actions and a page never splits one.
import "server-only";
import { db } from "@/lib/server/db";
import type {
  TokenActionStatus,
  TokenKind,
  TokenRecordDto,
  TokenRecordPage,
} from "@/lib/shared/validations/tokens/token-record-dto";
import type { TTokenListQuery } from "@/lib/shared/validations/tokens/token-list-query";

type GroupRow = {
  key: string;
  isTask: boolean;
  type: string;
  net: number;
  reserved: number;
  extra: number;
  refunded: number;
  balance: number;
  firstAt: Date;
  taskStatus: string | null;
  taskError: string | null;
  closed: boolean;
};

export async function listTokenRecords(
  userId: string,
  { currentPage, pageSize }: TTokenListQuery,
): Promise<TokenRecordPage> {
  // A row belongs to an AI task when its type is a task's (the consume types, or REFUND, which only settle and refund
  // write) and it carries a reference: the task id, before any ":extra". Every other row is its own group.
  const [groups, counted] = await db.$transaction([
    db.$queryRaw<GroupRow[]>`
      WITH movements AS (
        SELECT r.*,
          (r."type" IN ('RESUME_CREATE', 'AI_OPTIMIZE', 'AI_GENERATE', 'RESUME_PARSE', 'RESUME_TRANSLATE',
              'AI_COVER_LETTER', 'REFUND')
            AND r."reference" IS NOT NULL) AS "isTask"
        FROM "TokenRecord" r
        WHERE r."userId" = ${userId}
      ),
      keyed AS (
        SELECT m.*, CASE WHEN m."isTask" THEN split_part(m."reference", ':', 1) ELSE m."id" END AS "key"
        FROM movements m
      ),
      grouped AS (
        SELECT "key", bool_or("isTask") AS "isTask",
          -- The action's name is its reservation's type; a lone row keeps its own.
          COALESCE(
            (array_agg("type"::text ORDER BY "createdAt", "id") FILTER (WHERE "type" <> 'REFUND'))[1],
            (array_agg("type"::text ORDER BY "createdAt", "id"))[1]
          ) AS "type",
          SUM(CASE WHEN "operation" = 'ADD' THEN "amount" ELSE -"amount" END)::int AS "net",
          COALESCE(SUM("amount") FILTER (WHERE "operation" = 'SUBTRACT' AND "reference" NOT LIKE '%:extra'), 0)::int
            AS "reserved",
          COALESCE(SUM("amount") FILTER (WHERE "operation" = 'SUBTRACT' AND "reference" LIKE '%:extra'), 0)::int
            AS "extra",
          COALESCE(SUM("amount") FILTER (WHERE "type" = 'REFUND'), 0)::int AS "refunded",
          -- The balance once the action was over: after its last movement.
          (array_agg("balanceAfter" ORDER BY "createdAt" DESC, "id" DESC))[1] AS "balance",
          MIN("createdAt") AS "firstAt",
          MAX("createdAt") AS "lastAt",
          -- Rows of one millisecond keep the order they were written in (cuids grow).
          MAX("id") AS "lastId"
        FROM keyed
        GROUP BY "key"
      )
      SELECT g."key", g."isTask", g."type", g."net", g."reserved", g."extra", g."refunded", g."balance", g."firstAt",
        t."status"::text AS "taskStatus", t."error" AS "taskError", (t."usedTokens" IS NOT NULL) AS "closed"
      FROM grouped g
      LEFT JOIN "AiTask" t ON g."isTask" AND t."id" = g."key" AND t."userId" = ${userId}
      -- Newest first by the action's last movement, so each row's balance follows from the one below it.
      ORDER BY g."lastAt" DESC, g."lastId" DESC
      OFFSET ${(currentPage - 1) * pageSize} LIMIT ${pageSize}`,
    db.$queryRaw<{ count: number }[]>`
      SELECT COUNT(DISTINCT CASE
        WHEN "type" IN ('RESUME_CREATE', 'AI_OPTIMIZE', 'AI_GENERATE', 'RESUME_PARSE', 'RESUME_TRANSLATE',
            'AI_COVER_LETTER', 'REFUND')
          AND "reference" IS NOT NULL THEN split_part("reference", ':', 1)
        ELSE "id" END)::int AS "count"
      FROM "TokenRecord" WHERE "userId" = ${userId}`,
  ]);
  return { count: counted[0]?.count ?? 0, data: groups.map(toTokenRecordDto) };
}

function toTokenRecordDto(row: GroupRow): TokenRecordDto {
  const dto: TokenRecordDto = {
    _id: row.key,
    type: row.type.toLowerCase() as TokenKind,
    operation: row.net > 0 ? "ADD" : "consume",
    amount: Math.abs(row.net),
    balance: row.balance,
    createdAt: row.firstAt.toISOString(),
  };
  if (!row.isTask) return dto;
  return {
    ...dto,
    action: {
      status: actionStatus(row),
      reserved: row.reserved,
      extra: row.extra,
      refunded: row.refunded,
    },
  };
}

/**
 * What became of the action: its AiTask's final status; before the task is closed (a moment after its tokens are), or
 * should its row be gone, the ledger tells: a reservation not yet settled is running, one given back whole failed.
 */
function actionStatus(row: GroupRow): TokenActionStatus {
  if (row.taskStatus === "SUCCEEDED") return "succeeded";
  if (row.taskStatus === "FAILED") return row.taskError === "AI_CANCELLED" ? "cancelled" : "failed";
  const settled = row.taskStatus ? row.closed : row.refunded > 0 || row.extra > 0;
  if (!settled) return "running";
  return row.net === 0 ? "failed" : "succeeded";
}
