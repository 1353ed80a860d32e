-- Issue 20 items 6 and 9. Vouchers carry a currency: "balanceCents" is the yuan balance (the QR flow), the new
-- "balanceUsdCents" the dollar balance (card Checkout), and every BalanceRecord names the balance it moved. An order
-- paid after it expired while its voucher part was gone is REFUNDED through Stripe instead of granting the plan.

-- AlterEnum
ALTER TYPE "OrderStatus" ADD VALUE 'REFUNDED';

-- AlterTable
ALTER TABLE "Order" ADD COLUMN "refundRef" TEXT,
ADD COLUMN "refundedAt" TIMESTAMP(3);
ALTER TABLE "User" ADD COLUMN "balanceUsdCents" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "BalanceRecord" ADD COLUMN "currency" TEXT NOT NULL DEFAULT 'CNY';

-- Backfill. A row made by an order (OUTCOME and REFUND of the buyer, REFERRER of the inviter: the reference is the
-- order id, or "<order id>:paid-after-expiry") moved money of the currency of that order. The sign-up gift (INITIAL)
-- carried none: it stays yuan, the default currency of SPEC.
UPDATE "BalanceRecord" AS b
SET "currency" = o."currency"
FROM "Order" AS o
WHERE b."type" IN ('OUTCOME', 'REFUND', 'REFERRER')
  AND o."id" = split_part(b."reference", ':', 1)
  AND o."currency" IN ('CNY', 'USD');

-- The two balances of each user are the sums of their rows of each currency. Before this change a dollar voucher could
-- have paid a yuan order (or the reverse), leaving one sum below zero: that deficit is taken from the other
-- currency, so the user keeps exactly the total they had and neither balance is negative.
WITH sums AS (
  SELECT "userId",
         COALESCE(SUM(CASE WHEN "currency" = 'USD' THEN CASE WHEN "operation" = 'ADD' THEN "amountCents" ELSE -"amountCents" END END), 0) AS usd,
         COALESCE(SUM(CASE WHEN "currency" = 'CNY' THEN CASE WHEN "operation" = 'ADD' THEN "amountCents" ELSE -"amountCents" END END), 0) AS cny
  FROM "BalanceRecord"
  WHERE "userId" IS NOT NULL
  GROUP BY "userId"
  HAVING bool_or("currency" = 'USD')
)
UPDATE "User" AS u
SET "balanceUsdCents" = LEAST(u."balanceCents", GREATEST(0, sums.usd + LEAST(0, sums.cny))),
    "balanceCents" = u."balanceCents" - LEAST(u."balanceCents", GREATEST(0, sums.usd + LEAST(0, sums.cny)))
FROM sums
WHERE u."id" = sums."userId";

-- balanceAfterCents becomes the running balance of the own currency of the row (only users with dollar rows change).
WITH running AS (
  SELECT "id",
         SUM(CASE WHEN "operation" = 'ADD' THEN "amountCents" ELSE -"amountCents" END)
           OVER (PARTITION BY "userId", "currency" ORDER BY "createdAt", "id") AS after
  FROM "BalanceRecord"
  WHERE "userId" IN (SELECT "userId" FROM "BalanceRecord" WHERE "currency" = 'USD' AND "userId" IS NOT NULL)
)
UPDATE "BalanceRecord" AS b
SET "balanceAfterCents" = running.after
FROM running
WHERE b."id" = running."id";

-- Every new row names its currency.
ALTER TABLE "BalanceRecord" ALTER COLUMN "currency" DROP DEFAULT;

-- Hand-added, like the yuan balance: never below zero, whatever code path moves it.
ALTER TABLE "User" ADD CONSTRAINT "User_balanceUsdCents_nonnegative" CHECK ("balanceUsdCents" >= 0);
ALTER TABLE "BalanceRecord" ADD CONSTRAINT "BalanceRecord_currency_known" CHECK ("currency" IN ('CNY', 'USD'));
