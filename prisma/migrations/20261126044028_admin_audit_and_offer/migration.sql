-- CreateEnum
CREATE TYPE "AdminAction" AS ENUM ('GRANT_MEMBERSHIP', 'END_MEMBERSHIP', 'APPROVE_OFFER', 'REJECT_OFFER');

-- CreateEnum
CREATE TYPE "OfferKind" AS ENUM ('SCHOOL_EMAIL', 'CODE_PROFILE');

-- CreateEnum
CREATE TYPE "OfferStatus" AS ENUM ('PENDING', 'APPROVED', 'REJECTED');

-- AlterEnum
ALTER TYPE "CodePurpose" ADD VALUE 'OFFER_EMAIL';

-- CreateTable
CREATE TABLE "AdminAuditLog" (
    "id" TEXT NOT NULL,
    "adminId" TEXT NOT NULL,
    "action" "AdminAction" NOT NULL,
    "targetUserId" TEXT NOT NULL,
    "details" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AdminAuditLog_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OfferApplication" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" "OfferKind" NOT NULL,
    "schoolEmail" TEXT,
    "profileUrl" TEXT,
    "statement" TEXT,
    "status" "OfferStatus" NOT NULL DEFAULT 'PENDING',
    "reviewedBy" TEXT,
    "reviewedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OfferApplication_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AdminAuditLog_targetUserId_createdAt_idx" ON "AdminAuditLog"("targetUserId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "AdminAuditLog_createdAt_idx" ON "AdminAuditLog"("createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "OfferApplication_userId_key" ON "OfferApplication"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "OfferApplication_schoolEmail_key" ON "OfferApplication"("schoolEmail");

-- CreateIndex
CREATE UNIQUE INDEX "OfferApplication_profileUrl_key" ON "OfferApplication"("profileUrl");

-- CreateIndex
CREATE INDEX "OfferApplication_status_createdAt_idx" ON "OfferApplication"("status", "createdAt");

-- AddForeignKey
ALTER TABLE "OfferApplication" ADD CONSTRAINT "OfferApplication_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Each kind carries its proof (Prisma cannot express these).
ALTER TABLE "OfferApplication" ADD CONSTRAINT "OfferApplication_proof" CHECK (
    ("kind" = 'SCHOOL_EMAIL' AND "schoolEmail" IS NOT NULL)
    OR ("kind" = 'CODE_PROFILE' AND "profileUrl" IS NOT NULL AND "statement" IS NOT NULL)
);
