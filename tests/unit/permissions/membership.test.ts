// Who counts as premium: a membership that has not ended, a lifetime member or an admin.
import { describe, expect, it } from "@jest/globals";
import { hasValidMembership, isPremiumUser } from "@/lib/server/permissions/membership";
import { lapsed, member, now, premiumActors, regular, regularActors } from "./fixtures";

describe("isPremiumUser", () => {
  it.each(premiumActors)("is true for %s", (_label, actor) => {
    expect(isPremiumUser(actor, now)).toBe(true);
  });
  it.each(regularActors)("is false for %s", (_label, actor) => {
    expect(isPremiumUser(actor, now)).toBe(false);
  });
});

describe("hasValidMembership", () => {
  it("is true only while the end lies in the future", () => {
    expect(hasValidMembership(member, now)).toBe(true);
    expect(hasValidMembership(lapsed, now)).toBe(false);
    expect(hasValidMembership({ ...regular, membershipEndsAt: now }, now)).toBe(false);
    expect(hasValidMembership(regular, now)).toBe(false);
  });
});
