// A voucher (balance) record (docs/product.md §3) as GET /api/balances answers it.
import type { PlanId } from "@/lib/shared/pricing/plans";

export type BalanceKind = "initial" | "referrer" | "outcome" | "refund" | "referral_reversal";

export type BalanceRecordDto = {
  _id: string;
  /** initial: sign-up gift; referrer: 20 % of an invitee's payment; outcome: spent on an order; refund: given back
   *  by an order that expired unpaid; referral_reversal: a referrer credit taken back (the order was refunded or
   *  disputed). */
  type: BalanceKind;
  operation: "ADD" | "consume";
  /** Cents, always positive; `operation` gives the direction. */
  amount: number;
  /** The voucher balance this record moved: a voucher is only ever spent in its own currency (issue 20). */
  currency: "CNY" | "USD";
  /** Cents of that currency's balance, right after this record. */
  balance: number;
  createdAt: string;
};

export type BalanceRecordPage = { count: number; data: BalanceRecordDto[] };

/** GET /api/balances/held: voucher cents an unpaid order holds until it is paid, cancelled, replaced or expires. */
export type HeldVoucherDto = {
  orderId: string;
  planName: PlanId;
  amount: number;
  currency: "CNY" | "USD";
  /** When the order expires and the voucher comes back by itself (ISO). */
  expiresAt: string;
};

export type HeldVoucherList = { data: HeldVoucherDto[] };
