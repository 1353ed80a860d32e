// Tracked links per recipient (issue 26 item 4, docs/product.md §5, §9): the limits, the route schemas and what the API
// answers. Shared by the routes, the services and the share panel's form.
import { z } from "zod";
import { shareLinkMessages as m } from "./messages";

/** Links a resume may have that are not revoked: far more recipients than one job search sends a resume to. */
export const MAX_SHARE_LINKS_PER_RESUME = 50;
/** A regular member's links per resume (issue 26 item 7: a small number; premium members have the whole cap). */
export const REGULAR_SHARE_LINKS_PER_RESUME = 2;
export const MAX_SHARE_LINK_LABEL = 80;
/** An expiry lies in the future, at most a year ahead. */
export const MAX_SHARE_LINK_DAYS = 365;
/** The chart of a link's views covers the last 30 UTC days, today included. */
export const SHARE_LINK_CHART_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
// C0 and C1 controls, DEL and the line and paragraph separators: a label is one line of text.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;

/** Who the link is for ("Acme Corp", "Jane at Initech"): one line of 1–80 characters. */
const ZShareLinkLabel = z
  .string({ error: m.labelRequired })
  .refine((value) => !CONTROL.test(value), { error: m.labelControl })
  .transform((value) => value.trim())
  .pipe(z.string().min(1, { error: m.labelRequired }).max(MAX_SHARE_LINK_LABEL, { error: m.labelTooLong }));

/** An ISO 8601 date-time with an offset, in the future and at most MAX_SHARE_LINK_DAYS ahead; null for none. */
const ZShareLinkExpiry = z
  .string({ error: m.expiryInvalid })
  .max(40, { error: m.expiryInvalid })
  .refine((value) => z.iso.datetime({ offset: true }).safeParse(value).success, { error: m.expiryInvalid })
  .transform((value) => new Date(value))
  .refine((date) => date.getTime() > Date.now(), { error: m.expiryPast })
  .refine((date) => date.getTime() <= Date.now() + MAX_SHARE_LINK_DAYS * DAY_MS, { error: m.expiryTooFar });

/** POST /api/resumes/{id}/share-links */
export const ZCreateShareLinkBody = z
  .object({ label: ZShareLinkLabel, expiresAt: ZShareLinkExpiry.nullish() })
  .strict();
export type TCreateShareLinkBody = z.output<typeof ZCreateShareLinkBody>;

/** `{id}/share-links/{linkId}`: a resume's cuid and one of its links' cuids. */
export const ZShareLinkParams = z.object({
  id: z.string().trim().min(1).max(64),
  linkId: z.string().trim().min(1).max(64),
});

/** A link's token: 24 random bytes as base64url (create-share-link.ts). */
export const ZShareLinkToken = z.string().regex(/^[A-Za-z0-9_-]{32}$/);

export type ShareLinkStatusDto = "active" | "expired" | "revoked";

/** One UTC day of the chart: "YYYY-MM-DD", page loads counted and visitors new that day. */
export type ShareLinkDayDto = { day: string; views: number; uniques: number };

export type ShareLinkDto = {
  id: string;
  label: string;
  /** The link's path, /s/{token}; the panel puts the origin the owner is using in front of it. */
  path: string;
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  status: ShareLinkStatusDto;
  /** Every counted page load (never bots, previews or the owner). */
  views: number;
  /** Visitors counted once per UTC day each, summed over the days. */
  visitors: number;
  firstViewAt: string | null;
  lastViewAt: string | null;
  /** The last SHARE_LINK_CHART_DAYS days, oldest first, days without views included. */
  days: ShareLinkDayDto[];
};

/** `{token}` of POST /api/download/link/{token}. */
export const ZShareLinkTokenParams = z.object({ token: ZShareLinkToken });
