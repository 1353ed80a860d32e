-- Issue 20 item 7. A fulfilled order whose payment is refunded or disputed at Stripe is reversed once: the order
-- records why and when, the buyer's tokens and the inviter's referral credit are taken back with ledger rows.

-- AlterEnum
ALTER TYPE "BalanceType" ADD VALUE 'REFERRAL_REVERSAL';

-- AlterEnum
ALTER TYPE "TokenType" ADD VALUE 'ORDER_REVERSAL';

-- CreateEnum
CREATE TYPE "OrderReversal" AS ENUM ('REFUNDED', 'DISPUTED');

-- AlterTable
ALTER TABLE "Order" ADD COLUMN "reversal" "OrderReversal",
ADD COLUMN "reversedAt" TIMESTAMP(3);
