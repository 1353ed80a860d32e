-- CreateTable
CREATE TABLE "SignInThrottle" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "clientAddress" TEXT NOT NULL,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "windowStart" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lockedUntil" TIMESTAMP(3),
    "unlockTokenHash" TEXT,

    CONSTRAINT "SignInThrottle_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SignInThrottle_email_clientAddress_key" ON "SignInThrottle"("email", "clientAddress");

-- CreateIndex
CREATE INDEX "SignInThrottle_windowStart_idx" ON "SignInThrottle"("windowStart");
