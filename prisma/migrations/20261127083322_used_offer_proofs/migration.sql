-- Used proofs of the student and open-source offer, kept without a link to the user (they outlive account deletion).
-- Rows are written by the application itself (an HMAC keyed with AUTH_SECRET, which SQL cannot compute): proofs of
-- applications stored before this migration are recorded when their account is deleted.

-- CreateTable
CREATE TABLE "UsedOfferProof" (
    "hash" TEXT NOT NULL,
    "kind" "OfferKind" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UsedOfferProof_pkey" PRIMARY KEY ("hash")
);
