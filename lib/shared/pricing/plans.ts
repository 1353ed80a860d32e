// The one table of membership plans (docs/product.md §9). Pages show it, and the payments work charges from it, so
// amounts are integers in the smallest unit of each currency and nothing here is formatted.
import type { Locale } from "@/i18n/routing";

export type PlanId = "monthly" | "quarterly" | "yearly" | "lifetime";
export type Currency = "CNY" | "USD";

/** docs/product.md §9: Chinese copy in yuan, English copy in dollars. */
export const currencyByLocale: Record<Locale, Currency> = { zh: "CNY", en: "USD" };

/**
 * AI tokens a membership grants (docs/product.md §9): per month of a period plan (quarterly ×3, yearly ×12) and with
 * lifetime ("a separate vip amount"). Configured (MONTHLY_TOKEN_GRANT, LIFETIME_TOKEN_GRANT;
 * lib/server/pricing/configured-token-grants.ts).
 */
export type TokenGrants = { monthly: number; lifetime: number };

export type Plan = {
  id: PlanId;
  /** The Prisma `Plan` enum value orders are stored with. */
  orderPlan: "MONTHLY" | "QUARTERLY" | "YEARLY" | "LIFETIME";
  amountCents: Record<Currency, number>;
  /** Membership length in months (and the multiple of the monthly token grant); null for lifetime. */
  months: number | null;
  badge?: "mostPopular" | "cheapest";
};

export const plans: readonly Plan[] = [
  {
    id: "monthly",
    orderPlan: "MONTHLY",
    amountCents: { CNY: 1000, USD: 1000 },
    months: 1,
  },
  {
    id: "quarterly",
    orderPlan: "QUARTERLY",
    amountCents: { CNY: 2000, USD: 2000 },
    months: 3,
    badge: "mostPopular",
  },
  {
    id: "yearly",
    orderPlan: "YEARLY",
    amountCents: { CNY: 6000, USD: 6000 },
    months: 12,
    badge: "cheapest",
  },
  {
    id: "lifetime",
    orderPlan: "LIFETIME",
    amountCents: { CNY: 18800, USD: 18800 },
    months: null,
  },
];

/** Student and open-source offer (docs/product.md §9): months of premium, free. */
export const STUDENT_OFFER_MONTHS = 6;

/** AI tokens granted with a plan: the monthly grant × its months, or the lifetime amount. */
export function planTokenGrant(plan: Plan, grants: TokenGrants): number {
  return plan.months === null ? grants.lifetime : grants.monthly * plan.months;
}

export const planIds = ["monthly", "quarterly", "yearly", "lifetime"] as const satisfies readonly PlanId[];

export function getPlan(id: PlanId): Plan {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** The plan an order was stored with (Prisma's `Plan` enum value). */
export function getPlanByOrderPlan(orderPlan: Plan["orderPlan"]): Plan {
  const plan = plans.find((candidate) => candidate.orderPlan === orderPlan);
  if (!plan) throw new Error(`Unknown order plan ${orderPlan}`);
  return plan;
}

/** Price of a plan for one month of membership, in cents, rounded down; null for lifetime. */
export function monthlyEquivalentCents(plan: Plan, currency: Currency): number | null {
  return plan.months === null ? null : Math.floor(plan.amountCents[currency] / plan.months);
}

/**
 * The "as low as … per month" headline, computed from the table so it never disagrees with a plan's price.
 * (docs/product.md §9 quotes "about 6.6 yuan", the quarterly plan, while the yearly plan costs 5 yuan a month: the
 * cheapest plan wins.)
 */
export const asLowAsMonthlyCents: Record<Currency, number> = {
  CNY: Math.min(...plans.flatMap((plan) => monthlyEquivalentCents(plan, "CNY") ?? [])),
  USD: Math.min(...plans.flatMap((plan) => monthlyEquivalentCents(plan, "USD") ?? [])),
};
