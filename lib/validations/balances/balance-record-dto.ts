// A voucher (balance) record (SPEC §3) as GET /api/balances answers it.
export type BalanceKind = "initial" | "referrer" | "outcome" | "refund";

export type BalanceRecordDto = {
  _id: string;
  /** initial: sign-up gift; referrer: 20 % of an invitee's payment; outcome: spent on an order; refund: given back
   *  by an order that expired unpaid. */
  type: BalanceKind;
  operation: "ADD" | "consume";
  /** Cents, always positive; `operation` gives the direction. */
  amount: number;
  /** Cents, right after this record. */
  balance: number;
  createdAt: string;
};

export type BalanceRecordPage = { count: number; data: BalanceRecordDto[] };
