// GET /api/user/export (issue 21 item 10): everything the account holds, as one JSON file. Built by
// lib/server/services/users/export-user-data.ts; documented in docs/api.md. Dates are ISO strings.
import type { OrderDto } from "@/lib/shared/validations/orders/order-dto";

export type UserDataExport = {
  format: "resumecraft-data-export";
  version: 1;
  exportedAt: string;
  /** No password hash, session secrets or OAuth tokens: only what describes the person and the account. */
  account: {
    id: string;
    email: string | null;
    emailVerifiedAt: string | null;
    cellphone: string | null;
    userName: string | null;
    nickName: string;
    avatar: string | null;
    type: string;
    role: string;
    membershipEndsAt: string | null;
    isLifetime: boolean;
    voucherBalances: { CNY: number; USD: number };
    tokenBalance: number;
    createdAt: string;
    /** When the user agreed to the terms and the privacy policy at sign-up (null: before consent was recorded). */
    termsAcceptedAt: string | null;
    /** The OAuth providers signed in with (github, google), without their tokens. */
    signInProviders: string[];
  };
  referral: { inviterId: string | null; invitedCount: number };
  /** Each resume in JSON Resume (jsonresume.org v1.0.0) form, as GET /api/resumes/{id}/export-json gives it. */
  resumes: Array<{
    id: string;
    name: string;
    isPublic: boolean;
    customUrl: string | null;
    createdAt: string;
    updatedAt: string;
    /** Set for a resume in the trash. */
    deletedAt: string | null;
    /** A variant's master (issue 26 item 1), one of the resumes above; null for every other resume. */
    variantOfId: string | null;
    jsonResume: Record<string, unknown>;
  }>;
  orders: OrderDto[];
  /** Every movement of the voucher balances, oldest first (amounts in cents). */
  balanceRecords: Array<{
    id: string;
    type: string;
    operation: string;
    amountCents: number;
    currency: string;
    balanceAfterCents: number;
    createdAt: string;
  }>;
  /** Every movement of the AI token balance, oldest first. */
  tokenRecords: Array<{
    id: string;
    type: string;
    operation: string;
    amount: number;
    balanceAfter: number;
    createdAt: string;
  }>;
  aiTasks: Array<{
    id: string;
    kind: string;
    status: string;
    input: unknown;
    result: unknown;
    usedTokens: number | null;
    createdAt: string;
  }>;
  sessions: Array<{ userAgent: string | null; clientAddress: string | null; createdAt: string; lastSeenAt: string }>;
  reviews: Array<{ rating: number; content: string; status: string; createdAt: string }>;
  offerApplication: {
    kind: string;
    schoolEmail: string | null;
    profileUrl: string | null;
    statement: string | null;
    status: string;
    createdAt: string;
  } | null;
  /** The job postings as pasted for applications (issue 26 item 2), oldest first. */
  jobs: Array<{
    id: string;
    company: string;
    role: string;
    location: string;
    url: string;
    description: string;
    createdAt: string;
    updatedAt: string;
  }>;
  /**
   * The applications (issue 26 item 5), oldest first, with their state, dates, notes and next step; `resumeId` and
   * `shareLinkId` are null once that resume or link is gone for good.
   */
  applications: Array<{
    id: string;
    jobId: string;
    resumeId: string | null;
    shareLinkId: string | null;
    state: string;
    appliedAt: string | null;
    notes: string;
    nextStep: string;
    nextStepAt: string | null;
    createdAt: string;
    updatedAt: string;
  }>;
  /**
   * The cover letters (issue 26 item 3): every kept version of each application's letter, by application and then
   * version, oldest first (the highest version of an application is its current letter).
   */
  coverLetters: Array<{
    id: string;
    applicationId: string;
    version: number;
    source: string;
    lang: string;
    body: string;
    createdAt: string;
  }>;
  /**
   * The tracked links (issue 26 item 4), oldest first, with their counts and every stored UTC day of views. Never the
   * link's token (the secret that opens the resume) nor the visitors' hashes.
   */
  shareLinks: Array<{
    id: string;
    resumeId: string;
    label: string;
    createdAt: string;
    expiresAt: string | null;
    revokedAt: string | null;
    views: number;
    /** Visitors counted once per UTC day each, summed over the days. */
    visitors: number;
    firstViewAt: string | null;
    lastViewAt: string | null;
    days: Array<{ day: string; views: number; uniques: number }>;
  }>;
  /**
   * The review links (issue 26 item 6), oldest first, each with the comments reviewers posted through it (oldest
   * first; the reviewer's name and text are part of the owner's resume review). Never the link's token hash.
   */
  reviewLinks: Array<{
    id: string;
    resumeId: string;
    label: string;
    createdAt: string;
    expiresAt: string;
    revokedAt: string | null;
    /** Comments posted through the link, deleted ones included. */
    commentsPosted: number;
    comments: Array<{
      id: string;
      sectionId: string;
      itemKey: string | null;
      authorName: string;
      body: string;
      createdAt: string;
      resolvedAt: string | null;
    }>;
  }>;
};
