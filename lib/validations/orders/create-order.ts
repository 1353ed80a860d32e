import { z } from "zod";
import { planIds } from "@/lib/pricing/plans";

/** SPEC §3 plan names (also called type). */
const ZPlanName = z.enum(planIds, { error: "planName must be monthly, quarterly, yearly or lifetime" });

/**
 * POST /api/orders {planName}: the voucher balance first, then a QR payment for the rest (SPEC §7). `paymentMethod`
 * is ours (SPEC names none): which QR code the Chinese page shows, WeChat Pay by default.
 */
export const ZCreateOrder = z.object({
  planName: ZPlanName,
  paymentMethod: z.enum(["wechat", "alipay"]).default("wechat"),
});

/** POST /api/createEnOrder {planName, locale}: Stripe Checkout (card). `ch` is accepted for SPEC's Chinese locale. */
export const ZCreateEnOrder = z.object({
  planName: ZPlanName,
  locale: z
    .enum(["en", "zh", "ch"])
    .default("en")
    .transform((locale) => (locale === "ch" ? "zh" : locale)),
});
export type TCreateEnOrder = z.output<typeof ZCreateEnOrder>;

/** `{id}` of /api/orders/{id}: a cuid; anything else is simply not found. */
export const ZOrderIdParams = z.object({ id: z.string().min(1).max(64) });
