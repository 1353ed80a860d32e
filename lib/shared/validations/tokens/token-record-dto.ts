// A token record (docs/product.md §3) as GET /api/tokens answers it, and the ledger's type names. Here, beside the
// query schema, so the settings tab can name them without importing server-only code.
import type { TokenType } from "@/generated/prisma/enums";

/** Ledger types that take tokens from the balance: each is one kind of AI task. */
export type ConsumeTokenType = Extract<
  TokenType,
  "RESUME_CREATE" | "AI_OPTIMIZE" | "AI_GENERATE" | "RESUME_PARSE" | "RESUME_TRANSLATE" | "AI_COVER_LETTER"
>;
/** Ledger types that add tokens from outside a task (REFUND is written only by settle and refund). */
export type GrantTokenType = Extract<TokenType, "INITIAL" | "MEMBERSHIP" | "PURCHASE">;

/**
 * docs/product.md §3's lower-case operation kinds: the TokenType names in lower case (`refund`: tokens a task gave
 * back).
 */
export type TokenKind = Lowercase<TokenType>;

/** What became of an AI action: still running (its reservation held), done, failed or left by the client. */
export type TokenActionStatus = "running" | "succeeded" | "failed" | "cancelled";

/** An AI action's ledger rows, summed up in its one list row (issue 21 item 12). */
export type TokenActionDto = {
  status: TokenActionStatus;
  /** Held when the action started (its estimate). */
  reserved: number;
  /** Charged after it, when it used more than the estimate. */
  extra: number;
  /** Given back after it: the unused part, or everything when it failed. */
  refunded: number;
};

/**
 * One row of the user's token list: a ledger movement, or an AI action's movements as one (then `action` is set,
 * `_id` is the task id, `type` the action's and `amount` its net cost, reserved + extra − refunded).
 */
export type TokenRecordDto = {
  _id: string;
  type: TokenKind;
  /** docs/product.md §3 spells the two transaction types "ADD" and "consume". */
  operation: "ADD" | "consume";
  /** Never negative; `operation` gives the direction. An AI action that cost nothing shows 0. */
  amount: number;
  /** The balance right after this record (after an action's last movement). */
  balance: number;
  /** When the movement (or the action's first movement) was written. */
  createdAt: string;
  action?: TokenActionDto;
};

export type TokenRecordPage = { count: number; data: TokenRecordDto[] };
