// Review moderation: role ADMIN only, whatever the membership; the route answers FORBIDDEN with today's message.
import { describe, expect, it } from "@jest/globals";
import type { AppError } from "@/lib/server/api/app-error";
import { canModerateReviews } from "@/lib/server/permissions/can-moderate-reviews";
import { assertRoutePermission } from "@/lib/server/permissions/route-permissions";
import { admin, lifetime, member, regular } from "./fixtures";

describe("canModerateReviews", () => {
  it("allows an admin only", () => {
    expect(canModerateReviews(admin)).toBe(true);
    for (const actor of [regular, member, lifetime]) expect(canModerateReviews(actor)).toBe(false);
  });
});

describe("assertRoutePermission", () => {
  it("passes an admin and refuses anyone else with 403 and the moderation message", () => {
    expect(() => assertRoutePermission({ role: "ADMIN" }, "reviews.moderate")).not.toThrow();
    let refusal: AppError | undefined;
    try {
      assertRoutePermission({ role: "USER" }, "reviews.moderate");
    } catch (error) {
      refusal = error as AppError;
    }
    expect(refusal).toMatchObject({
      key: "FORBIDDEN",
      code: 403,
      status: 403,
      message: "Only administrators can moderate reviews",
    });
  });
});
