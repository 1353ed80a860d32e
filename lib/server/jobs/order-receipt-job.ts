// What an order's receipt job carries: the figures of the fulfilment that committed, never the address or the mail
// (the job table is visible to operators): the handler reads the buyer's address when it sends.
import "server-only";
import { z } from "zod";
import { planIds } from "@/lib/shared/pricing/plans";

export const ZOrderReceiptJob = z.object({
  orderId: z.string(),
  planId: z.enum(planIds),
  amountCents: z.number().int(),
  voucherCents: z.number().int(),
  currency: z.enum(["CNY", "USD"]),
  membershipEndsAt: z.iso.datetime().nullable(),
  isLifetime: z.boolean(),
});

export type TOrderReceiptJob = z.infer<typeof ZOrderReceiptJob>;
