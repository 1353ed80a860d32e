import { z } from "zod";
import { planIds } from "@/lib/shared/pricing/plans";
import { RETURN_RESUME_ID } from "@/lib/shared/pricing/return-to";

/**
 * Ours (issue 21 item 7): the resume the buyer came from, and `download` when they came for its PDF. The buyer is
 * sent back there after paying; an id that is not one of the buyer's resumes is ignored (home, as without it).
 */
const ZReturnResumeId = z.string().regex(RETURN_RESUME_ID, { error: "returnTo must be the id of one of your resumes" });
const returnFields = { returnTo: ZReturnResumeId.optional(), download: z.boolean().default(false) };

/** docs/product.md §3 plan names (also called type). */
const ZPlanName = z.enum(planIds, { error: "planName must be monthly, quarterly, yearly or lifetime" });

/**
 * POST /api/orders {planName}: the voucher balance first, then a QR payment for the rest (docs/product.md §7).
 * `paymentMethod` is ours (SPEC names none): which QR code the Chinese page shows, WeChat Pay by default.
 */
export const ZCreateOrder = z.object({
  planName: ZPlanName,
  paymentMethod: z.enum(["wechat", "alipay"]).default("wechat"),
  ...returnFields,
});

/** POST /api/createEnOrder {planName, locale}: Stripe Checkout (card). `ch` is accepted for SPEC's Chinese locale. */
export const ZCreateEnOrder = z.object({
  planName: ZPlanName,
  locale: z
    .enum(["en", "zh", "ch"])
    .default("en")
    .transform((locale) => (locale === "ch" ? "zh" : locale)),
  ...returnFields,
});
export type TCreateEnOrder = z.output<typeof ZCreateEnOrder>;

/** `{id}` of /api/orders/{id}: a cuid; anything else is simply not found. */
export const ZOrderIdParams = z.object({ id: z.string().min(1).max(64) });
