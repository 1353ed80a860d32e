// Admin calls: GET /api/ordersAdmin, GET|POST /api/admin/memberships, GET /api/admin/offer-applications,
// PATCH /api/admin/offer-applications/{id} (messages: admin-rules.ts).
import { z } from "zod";
import { planIds } from "@/lib/shared/pricing/plans";
import { ZListPageQuery } from "@/lib/shared/validations/pagination/list-page-query";
import { adminMessages as m } from "./admin-rules";

const ZUserId = z
  .string({ error: m.userIdInvalid })
  .trim()
  .min(1, { error: m.userIdInvalid })
  .max(64, { error: m.userIdInvalid });

const ZUserEmail = z
  .string({ error: m.emailInvalid })
  .trim()
  .max(254, { error: m.emailInvalid })
  .pipe(z.email({ error: m.emailInvalid }))
  .transform((email) => email.toLowerCase());

/** A filter by e-mail matches part of the address (an admin often knows only the name before the @). */
const ZEmailFilter = z
  .string({ error: m.emailInvalid })
  .trim()
  .min(1, { error: m.emailInvalid })
  .max(254, { error: m.emailInvalid })
  .transform((email) => email.toLowerCase());

export const ZOrdersAdminQuery = ZListPageQuery.extend({
  status: z.enum(["0", "1", "2"], { error: m.orderStatusInvalid }).transform(Number).optional(),
  userId: ZUserId.optional(),
  email: ZEmailFilter.optional(),
});
export type TOrdersAdminQuery = z.output<typeof ZOrdersAdminQuery>;
/** The admin orders page's filter form: the query's filters, without the page. */
export const ZOrdersAdminFilters = ZOrdersAdminQuery.pick({ status: true, userId: true, email: true });
export type TOrdersAdminFiltersInput = z.input<typeof ZOrdersAdminFilters>;

const target = { userId: ZUserId.optional(), email: ZUserEmail.optional() };
const hasOneTarget = (value: { userId?: string; email?: string }) =>
  (value.userId === undefined) !== (value.email === undefined);
const note = z.string({ error: m.noteTooLong }).trim().max(500, { error: m.noteTooLong }).optional();

export const ZAdminMembershipBody = z
  .discriminatedUnion(
    "action",
    [
      z.object({
        action: z.literal("grant"),
        ...target,
        /** A plan extends from the later of now and the current end (lifetime makes it lifetime) and grants its tokens. */
        plan: z.enum(planIds, { error: m.planInvalid }).optional(),
        /** An exact end date instead (no tokens). */
        endsAt: z
          .string({ error: m.endsAtInvalid })
          .trim()
          .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/, { error: m.endsAtInvalid })
          .transform((text) => new Date(text))
          .refine((date) => !Number.isNaN(date.getTime()) && date.getTime() > Date.now(), { error: m.endsAtInvalid })
          .optional(),
        note,
      }),
      z.object({ action: z.literal("end"), ...target, note }),
    ],
    { error: m.actionInvalid },
  )
  .refine(hasOneTarget, { error: m.targetRequired, path: ["userId"] })
  .refine((value) => value.action === "end" || (value.plan === undefined) !== (value.endsAt === undefined), {
    error: m.grantRequired,
    path: ["plan"],
  });
export type TAdminMembershipBody = z.output<typeof ZAdminMembershipBody>;
/** What the membership form reads from its fields (strings, empty ones left out) before the schema checks them. */
export type TAdminMembershipInput = z.input<typeof ZAdminMembershipBody>;

/** GET /api/admin/memberships: the audit log, optionally of one user. */
export const ZAuditLogQuery = ZListPageQuery.extend({ userId: ZUserId.optional(), email: ZEmailFilter.optional() });
export type TAuditLogQuery = z.output<typeof ZAuditLogQuery>;

export const ZOfferApplicationsQuery = ZListPageQuery.extend({
  status: z.enum(["PENDING", "APPROVED", "REJECTED"], { error: m.offerStatusInvalid }).optional(),
});
export type TOfferApplicationsQuery = z.output<typeof ZOfferApplicationsQuery>;

export const ZOfferReviewBody = z.object({
  status: z.enum(["APPROVED", "REJECTED"], { error: m.statusInvalid }),
});

export const ZAdminIdParams = z.object({ id: z.string().min(1).max(64) });
