// The premium-only config options, the custom URL and a chosen link id: premium users only.
import { describe, expect, it } from "@jest/globals";
import { canUsePremiumConfig } from "@/lib/server/permissions/can-use-premium-config";
import { now, premiumActors, regularActors } from "./fixtures";

describe("canUsePremiumConfig", () => {
  it.each(premiumActors)("allows %s", (_label, actor) => {
    expect(canUsePremiumConfig(actor, now)).toBe(true);
  });
  it.each(regularActors)("refuses %s", (_label, actor) => {
    expect(canUsePremiumConfig(actor, now)).toBe(false);
  });
});
