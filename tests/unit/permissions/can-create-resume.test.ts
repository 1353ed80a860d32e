// The resume cap: regular users stop at REGULAR_RESUME_CAP active resumes, premium users never do.
import { describe, expect, it } from "@jest/globals";
import { canCreateResume } from "@/lib/server/permissions/can-create-resume";
import { REGULAR_RESUME_CAP } from "@/lib/shared/resume/resume-cap";
import { now, premiumActors, regularActors } from "./fixtures";

describe("canCreateResume", () => {
  it("caps regular users at five", () => {
    expect(REGULAR_RESUME_CAP).toBe(5);
  });
  it.each(regularActors)("lets %s create below the cap but not at it", (_label, actor) => {
    expect(canCreateResume(actor, 0, now)).toBe(true);
    expect(canCreateResume(actor, REGULAR_RESUME_CAP - 1, now)).toBe(true);
    expect(canCreateResume(actor, REGULAR_RESUME_CAP, now)).toBe(false);
  });
  it.each(premiumActors)("never stops %s", (_label, actor) => {
    expect(canCreateResume(actor, REGULAR_RESUME_CAP * 10, now)).toBe(true);
  });
});
