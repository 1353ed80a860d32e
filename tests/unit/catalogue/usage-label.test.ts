import {
  HEADER_USAGE_THRESHOLD,
  HOME_USAGE_THRESHOLD,
  roundedUsage,
  usageTag,
} from "@/lib/shared/catalogue/usage-label";

describe("roundedUsage (docs/product.md §9: rounded up to the next hundred plus 200)", () => {
  it.each([
    [101, 400],
    [199, 400],
    [200, 400],
    [201, 500],
    [250, 500],
    [251, 500],
    [300, 500],
    [1234, 1500],
  ])("%i → %i", (used, shown) => expect(roundedUsage(used)).toBe(shown));
});

describe("usageTag", () => {
  it("hides counts at or below the header threshold of 100", () => {
    expect(usageTag(0, HEADER_USAGE_THRESHOLD)).toBeNull();
    expect(usageTag(100, HEADER_USAGE_THRESHOLD)).toBeNull();
    expect(usageTag(101, HEADER_USAGE_THRESHOLD)).toBe(400);
  });

  it("hides counts at or below the home threshold of 250", () => {
    expect(usageTag(250, HOME_USAGE_THRESHOLD)).toBeNull();
    expect(usageTag(251, HOME_USAGE_THRESHOLD)).toBe(500);
    expect(usageTag(180, HOME_USAGE_THRESHOLD)).toBeNull();
  });

  it("refuses a count that is not a number", () => {
    expect(usageTag(Number.NaN, HEADER_USAGE_THRESHOLD)).toBeNull();
  });
});
