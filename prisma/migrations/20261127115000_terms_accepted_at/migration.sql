-- When the user agreed to the Terms and the Privacy Policy at sign-up (issue 21 item 10), null for older accounts.

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "termsAcceptedAt" TIMESTAMP(3);
