// The one table of membership plans (SPEC §9). Pages show it, and the payments work charges from it, so amounts are
// integers in the smallest unit of each currency and nothing here is formatted.
import type { Locale } from "@/i18n/routing";

export type PlanId = "monthly" | "quarterly" | "yearly" | "lifetime";
export type Currency = "CNY" | "USD";

/** SPEC §9: Chinese copy in yuan, English copy in dollars. */
export const currencyByLocale: Record<Locale, Currency> = { zh: "CNY", en: "USD" };

/** Monthly AI token grant; the payments work reads the configured value, this is the SPEC §9 default. */
export const MONTHLY_TOKEN_GRANT = 50_000;
/** Tokens granted with a lifetime membership (SPEC §9 "a separate vip amount"; placeholder until payments). */
export const LIFETIME_TOKEN_GRANT = 2_000_000;

export type Plan = {
  id: PlanId;
  /** The Prisma `Plan` enum value orders are stored with. */
  orderPlan: "MONTHLY" | "QUARTERLY" | "YEARLY" | "LIFETIME";
  amountCents: Record<Currency, number>;
  /** Membership length in months; null for lifetime. */
  months: number | null;
  /** AI tokens granted on purchase: monthly × months, or the lifetime amount. */
  tokenGrant: number;
  badge?: "mostPopular" | "cheapest";
};

export const plans: readonly Plan[] = [
  {
    id: "monthly",
    orderPlan: "MONTHLY",
    amountCents: { CNY: 1000, USD: 1000 },
    months: 1,
    tokenGrant: MONTHLY_TOKEN_GRANT,
  },
  {
    id: "quarterly",
    orderPlan: "QUARTERLY",
    amountCents: { CNY: 2000, USD: 2000 },
    months: 3,
    tokenGrant: MONTHLY_TOKEN_GRANT * 3,
    badge: "mostPopular",
  },
  {
    id: "yearly",
    orderPlan: "YEARLY",
    amountCents: { CNY: 6000, USD: 6000 },
    months: 12,
    tokenGrant: MONTHLY_TOKEN_GRANT * 12,
    badge: "cheapest",
  },
  {
    id: "lifetime",
    orderPlan: "LIFETIME",
    amountCents: { CNY: 18800, USD: 18800 },
    months: null,
    tokenGrant: LIFETIME_TOKEN_GRANT,
  },
];

/** Student and open-source offer (SPEC §9): months of premium, free. */
export const STUDENT_OFFER_MONTHS = 6;

export function getPlan(id: PlanId): Plan {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** Price of a plan for one month of membership, in cents, rounded down; null for lifetime. */
export function monthlyEquivalentCents(plan: Plan, currency: Currency): number | null {
  return plan.months === null ? null : Math.floor(plan.amountCents[currency] / plan.months);
}

/**
 * The "as low as … per month" headline, computed from the table so it never disagrees with a plan's price. (SPEC §9
 * quotes "about 6.6 yuan", the quarterly plan, while the yearly plan costs 5 yuan a month: the cheapest plan wins.)
 */
export const asLowAsMonthlyCents: Record<Currency, number> = {
  CNY: Math.min(...plans.flatMap((plan) => monthlyEquivalentCents(plan, "CNY") ?? [])),
  USD: Math.min(...plans.flatMap((plan) => monthlyEquivalentCents(plan, "USD") ?? [])),
};
