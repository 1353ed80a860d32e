import { describe, expect, it } from "@jest/globals";
import { formatPrice } from "@/lib/shared/pricing/format-price";
import {
  asLowAsMonthlyCents,
  getPlan,
  monthlyEquivalentCents,
  planTokenGrant,
  plans,
} from "@/lib/shared/pricing/plans";

describe("plans", () => {
  it("are the four docs/product.md §9 plans at 10, 20, 60 and 188 in both currencies", () => {
    expect(plans.map((plan) => [plan.id, plan.amountCents.CNY, plan.amountCents.USD, plan.months])).toEqual([
      ["monthly", 1000, 1000, 1],
      ["quarterly", 2000, 2000, 3],
      ["yearly", 6000, 6000, 12],
      ["lifetime", 18800, 18800, null],
    ]);
  });

  it("mark quarterly most popular and yearly cheapest, and grant tokens by months", () => {
    expect(getPlan("quarterly").badge).toBe("mostPopular");
    expect(getPlan("yearly").badge).toBe("cheapest");
    const grants = { monthly: 1_000, lifetime: 77_000 };
    expect(plans.map((plan) => planTokenGrant(plan, grants))).toEqual([1_000, 3_000, 12_000, 77_000]);
  });

  it("give the monthly equivalent, none for lifetime", () => {
    expect(monthlyEquivalentCents(getPlan("yearly"), "USD")).toBe(500);
    expect(monthlyEquivalentCents(getPlan("quarterly"), "CNY")).toBe(666);
    expect(monthlyEquivalentCents(getPlan("lifetime"), "CNY")).toBeNull();
  });
});

describe("formatPrice", () => {
  it("writes dollars in English and yuan in Chinese, without .00 on whole amounts", () => {
    expect(formatPrice(1000, "en")).toBe("$10");
    expect(formatPrice(18800, "en")).toBe("$188");
    expect(formatPrice(1000, "zh")).toBe("¥10");
    expect(formatPrice(18800, "zh")).toBe("¥188");
  });

  it("takes the 'as low as' headline from the table: the cheapest monthly equivalent (the yearly plan, 5 yuan or $5)", () => {
    expect(formatPrice(asLowAsMonthlyCents.CNY, "zh")).toBe("¥5");
    expect(formatPrice(asLowAsMonthlyCents.USD, "en")).toBe("$5");
    for (const currency of ["CNY", "USD"] as const) {
      const yearly = monthlyEquivalentCents(getPlan("yearly"), currency);
      expect(asLowAsMonthlyCents[currency]).toBe(yearly);
      for (const plan of plans)
        expect(monthlyEquivalentCents(plan, currency) ?? Infinity).toBeGreaterThanOrEqual(
          asLowAsMonthlyCents[currency],
        );
    }
  });

  it("keeps cents where they matter", () => {
    expect(formatPrice(666, "en")).toBe("$6.66");
    expect(formatPrice(660, "en")).toBe("$6.60");
    expect(formatPrice(666, "zh")).toBe("¥6.66");
  });
});
