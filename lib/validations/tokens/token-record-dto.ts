// A token record (SPEC §3) as GET /api/tokens answers it, and the ledger's type names. Here, beside the query
// schema, so the settings tab can name them without importing server-only code.
import type { TokenType } from "@/generated/prisma/enums";

/** Ledger types that take tokens from the balance: each is one kind of AI task. */
export type ConsumeTokenType = Extract<
  TokenType,
  "RESUME_CREATE" | "AI_OPTIMIZE" | "AI_GENERATE" | "RESUME_PARSE" | "RESUME_TRANSLATE"
>;
/** Ledger types that add tokens from outside a task (REFUND is written only by settle and refund). */
export type GrantTokenType = Extract<TokenType, "INITIAL" | "MEMBERSHIP" | "PURCHASE">;

/** SPEC §3's lower-case operation kinds: the TokenType names in lower case (`refund`: tokens a task gave back). */
export type TokenKind = Lowercase<TokenType>;

export type TokenRecordDto = {
  _id: string;
  type: TokenKind;
  /** SPEC §3 spells the two transaction types "ADD" and "consume". */
  operation: "ADD" | "consume";
  /** Always positive; `operation` gives the direction. */
  amount: number;
  /** The balance right after this record. */
  balance: number;
  createdAt: string;
};

export type TokenRecordPage = { count: number; data: TokenRecordDto[] };
