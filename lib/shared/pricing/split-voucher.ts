// The voucher pays first (docs/product.md §9): as much of the price as the balance of the order's currency covers; the
// rest is paid at the provider. One rule for the order (create-order.ts) and what the checkout dialog shows before it.
export function splitVoucher(balanceCents: number, priceCents: number): { voucherCents: number; toPayCents: number } {
  const voucherCents = Math.min(balanceCents, priceCents);
  return { voucherCents, toPayCents: priceCents - voucherCents };
}
