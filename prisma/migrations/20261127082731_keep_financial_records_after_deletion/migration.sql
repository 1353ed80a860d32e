-- Account deletion keeps orders and both ledgers (financial records), detached from the person: the user row goes,
-- these rows stay with "userId" set to NULL.

-- AlterTable
ALTER TABLE "Order" ALTER COLUMN "userId" DROP NOT NULL;
ALTER TABLE "BalanceRecord" ALTER COLUMN "userId" DROP NOT NULL;
ALTER TABLE "TokenRecord" ALTER COLUMN "userId" DROP NOT NULL;

-- DropForeignKey
ALTER TABLE "Order" DROP CONSTRAINT "Order_userId_fkey";
ALTER TABLE "BalanceRecord" DROP CONSTRAINT "BalanceRecord_userId_fkey";
ALTER TABLE "TokenRecord" DROP CONSTRAINT "TokenRecord_userId_fkey";

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "BalanceRecord" ADD CONSTRAINT "BalanceRecord_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "TokenRecord" ADD CONSTRAINT "TokenRecord_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
