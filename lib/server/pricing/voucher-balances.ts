// Vouchers carry a currency (issue 20): a yuan voucher pays only yuan orders (the QR flow), a dollar voucher only
// dollar orders (card Checkout). The user row keeps one balance per currency; these map a currency to its column.
import "server-only";
import type { Currency } from "../../shared/pricing/plans";

export type VoucherBalances = Record<Currency, number>;
type BalanceColumns = { balanceCents: number; balanceUsdCents: number };

export const currencies = ["CNY", "USD"] as const satisfies readonly Currency[];

export function isCurrency(value: string): value is Currency {
  return (currencies as readonly string[]).includes(value);
}

/** The user's voucher balances by currency, from the two columns. */
export function voucherBalances(user: BalanceColumns): VoucherBalances {
  return { CNY: user.balanceCents, USD: user.balanceUsdCents };
}

/** The column that holds one currency's voucher balance, for updates and conditions. */
export function voucherBalanceColumn(currency: Currency): keyof BalanceColumns {
  return currency === "USD" ? "balanceUsdCents" : "balanceCents";
}
