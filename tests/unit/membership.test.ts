import { describe, expect, it } from "@jest/globals";
import { hasValidMembership, isPremiumUser } from "@/lib/permissions/membership";

const now = new Date("2026-11-22T00:00:00Z");
const regular = { role: "USER" as const, membershipEndsAt: null, isLifetime: false };

describe("isPremiumUser", () => {
  it("is false for a regular user and for an expired membership", () => {
    expect(isPremiumUser(regular, now)).toBe(false);
    expect(isPremiumUser({ ...regular, membershipEndsAt: new Date("2026-11-21T23:59:59Z") }, now)).toBe(false);
  });
  it("is true for a valid membership, a lifetime member and an admin", () => {
    expect(hasValidMembership({ ...regular, membershipEndsAt: new Date("2026-12-01T00:00:00Z") }, now)).toBe(true);
    expect(isPremiumUser({ ...regular, isLifetime: true }, now)).toBe(true);
    expect(isPremiumUser({ ...regular, role: "ADMIN" }, now)).toBe(true);
  });
});
