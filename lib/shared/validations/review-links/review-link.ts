// Review links (issue 26 item 6): a read-and-comment link for a coach or a friend, no
// account needed, always expiring; comments pinned to a section or an item, which the owner resolves in the editor.
// The limits, the route schemas and what the API answers, shared by the routes, the services and both forms.
import { z } from "zod";
import { reviewLinkMessages as m } from "./messages";

/** Open review links a resume may have (neither revoked nor expired): a few reviewers at a time, not a mailing list. */
export const MAX_REVIEW_LINKS_PER_RESUME = 10;
/** Comments one link takes, deleted ones included: a thorough review is a few dozen; this stops a script. */
export const MAX_REVIEW_COMMENTS_PER_LINK = 200;
/** A review link always ends: after 14 days unless the owner picks another, at most 90. */
export const DEFAULT_REVIEW_LINK_DAYS = 14;
const MAX_REVIEW_LINK_DAYS = 90;
/** The choices the editor offers; the API takes any whole number of days from 1 to MAX_REVIEW_LINK_DAYS. */
export const REVIEW_LINK_DAY_CHOICES = [3, 7, 14, 30, 90] as const;
export const MAX_REVIEW_LINK_LABEL = 80;
export const MAX_REVIEWER_NAME = 60;
export const MAX_REVIEW_COMMENT = 2000;

// C0 and C1 controls, DEL and the line and paragraph separators: a label or a name is one line of text.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;
// A comment may have lines and tabs; every other control is refused.
const BODY_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/u;

/** One line of 1–`max` characters, trimmed. */
const oneLine = (max: number, keys: { required: string; tooLong: string; control: string }) =>
  z
    .string({ error: keys.required })
    .refine((value) => !CONTROL.test(value), { error: keys.control })
    .transform((value) => value.trim())
    .pipe(z.string().min(1, { error: keys.required }).max(max, { error: keys.tooLong }));

/** Who the link is for ("Coach Anna", "Li Wei"). */
const ZReviewLinkLabel = oneLine(MAX_REVIEW_LINK_LABEL, {
  required: m.labelRequired,
  tooLong: m.labelTooLong,
  control: m.labelControl,
});

/** POST /api/resumes/{id}/review-links */
export const ZCreateReviewLinkBody = z
  .object({
    label: ZReviewLinkLabel,
    expiresInDays: z
      .number({ error: m.expiryInvalid })
      .int({ error: m.expiryInvalid })
      .min(1, { error: m.expiryInvalid })
      .max(MAX_REVIEW_LINK_DAYS, { error: m.expiryInvalid })
      .default(DEFAULT_REVIEW_LINK_DAYS),
  })
  .strict();
export type TCreateReviewLinkBody = z.output<typeof ZCreateReviewLinkBody>;

/** `{id}/review-links/{linkId}`: a resume's cuid and one of its review links' cuids. */
export const ZReviewLinkParams = z.object({
  id: z.string().trim().min(1).max(64),
  linkId: z.string().trim().min(1).max(64),
});

/** `{id}/review-comments/{commentId}` */
export const ZReviewCommentParams = z.object({
  id: z.string().trim().min(1).max(64),
  commentId: z.string().trim().min(1).max(64),
});

/** PATCH /api/resumes/{id}/review-comments/{commentId}: resolve (true) or reopen (false). */
export const ZResolveReviewCommentBody = z.object({ resolved: z.boolean() }).strict();
export type TResolveReviewCommentBody = z.output<typeof ZResolveReviewCommentBody>;

/** A link's token: 32 random bytes as base64url (randomToken), 43 characters. */
export const ZReviewToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
/**
 * `{token}` of POST /api/review-links/{token}/comments: any short text, so a mistyped or cut link gets the same polite
 * REVIEW_LINK_GONE as a revoked one (its hash matches no link), never a 400 about the address.
 */
export const ZReviewTokenParams = z.object({ token: z.string().min(1).max(128) });

/** POST /api/review-links/{token}/comments: a reviewer's comment on a section, or on one of its items. */
export const ZPostReviewCommentBody = z
  .object({
    sectionId: z
      .string({ error: m.targetInvalid })
      .min(1, { error: m.targetInvalid })
      .max(64, { error: m.targetInvalid }),
    itemKey: z
      .string({ error: m.targetInvalid })
      .min(1, { error: m.targetInvalid })
      .max(64, { error: m.targetInvalid })
      .nullish(),
    authorName: oneLine(MAX_REVIEWER_NAME, {
      required: m.nameRequired,
      tooLong: m.nameTooLong,
      control: m.nameControl,
    }),
    body: z
      .string({ error: m.bodyRequired })
      .refine((value) => !BODY_CONTROL.test(value), { error: m.bodyControl })
      // Windows and old Mac line ends become one: the length counts what is shown.
      .transform((value) => value.replace(/\r\n?/g, "\n").trim())
      .pipe(z.string().min(1, { error: m.bodyRequired }).max(MAX_REVIEW_COMMENT, { error: m.bodyTooLong })),
  })
  .strict();
export type TPostReviewCommentBody = z.output<typeof ZPostReviewCommentBody>;

export type ReviewLinkStatusDto = "active" | "expired" | "revoked";

export type ReviewLinkDto = {
  id: string;
  label: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  status: ReviewLinkStatusDto;
  /** Comments posted through the link (deleted ones included). */
  comments: number;
};

/** The answer of a create: the only time the link's path is told (the server keeps only its token's hash). */
export type CreatedReviewLinkDto = ReviewLinkDto & { path: string };

/** A comment as the owner sees it (GET /api/resumes/{id}/review-comments). */
export type ReviewCommentDto = {
  id: string;
  reviewLinkId: string;
  /** The label of the link it came through. */
  linkLabel: string;
  sectionId: string;
  itemKey: string | null;
  authorName: string;
  body: string;
  createdAt: string;
  resolvedAt: string | null;
};

/** A comment as the reviewer's page shows it: those posted through the same link. */
export type PublicReviewCommentDto = {
  id: string;
  sectionId: string;
  itemKey: string | null;
  authorName: string;
  body: string;
  createdAt: string;
  resolved: boolean;
};
