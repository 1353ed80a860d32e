// docs/product.md §9: renewal extends from the current end while it is still valid, else from now; calendar months in
// UTC.
import { describe, expect, it } from "@jest/globals";
import { addMonths, nextMembershipEnd } from "@/lib/server/pricing/membership-end";

const at = (iso: string) => new Date(iso);

describe("addMonths", () => {
  it("adds calendar months, keeping the time of day", () => {
    expect(addMonths(at("2026-03-15T10:20:30.000Z"), 1)).toEqual(at("2026-04-15T10:20:30.000Z"));
    expect(addMonths(at("2026-11-15T00:00:00.000Z"), 3)).toEqual(at("2027-02-15T00:00:00.000Z"));
    expect(addMonths(at("2026-01-01T00:00:00.000Z"), 12)).toEqual(at("2027-01-01T00:00:00.000Z"));
  });

  it("falls back to the last day of a shorter month", () => {
    expect(addMonths(at("2026-01-31T08:00:00.000Z"), 1)).toEqual(at("2026-02-28T08:00:00.000Z"));
    expect(addMonths(at("2028-01-31T08:00:00.000Z"), 1)).toEqual(at("2028-02-29T08:00:00.000Z"));
    expect(addMonths(at("2026-08-31T08:00:00.000Z"), 3)).toEqual(at("2026-11-30T08:00:00.000Z"));
  });
});

describe("nextMembershipEnd", () => {
  const now = at("2026-06-10T12:00:00.000Z");

  it.each([
    [1, "2026-08-01T00:00:00.000Z"],
    [3, "2026-10-01T00:00:00.000Z"],
    [12, "2027-07-01T00:00:00.000Z"],
  ])("extends a valid membership by %i months from its end", (months, expected) => {
    expect(nextMembershipEnd(at("2026-07-01T00:00:00.000Z"), months, now)).toEqual(at(expected));
  });

  it.each([
    [1, "2026-07-10T12:00:00.000Z"],
    [3, "2026-09-10T12:00:00.000Z"],
    [12, "2027-06-10T12:00:00.000Z"],
  ])("starts an expired or absent membership of %i months from now", (months, expected) => {
    expect(nextMembershipEnd(at("2026-01-01T00:00:00.000Z"), months, now)).toEqual(at(expected));
    expect(nextMembershipEnd(null, months, now)).toEqual(at(expected));
  });
});
