// Templates: free ones for everyone, pro ones for premium users, and a pro template a resume already has may stay.
import { describe, expect, it } from "@jest/globals";
import type { AppError } from "@/lib/server/api/app-error";
import { assertCanUseTemplate } from "@/lib/server/permissions/assert-can-use-template";
import { canUseTemplate } from "@/lib/server/permissions/can-use-template";
import { templateRegistry } from "@/lib/shared/templates/registry";
import { now, premiumActors, regular, regularActors } from "./fixtures";

const free = { componentName: "TemplateFree", isPro: false };
const pro = { componentName: "TemplatePro", isPro: true };

function thrown(run: () => void): Pick<AppError, "key" | "status" | "code"> | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error as AppError;
  }
}

describe("canUseTemplate", () => {
  it.each(regularActors)("gives %s free templates only", (_label, actor) => {
    expect(canUseTemplate(actor, free, undefined, now)).toBe(true);
    expect(canUseTemplate(actor, pro, undefined, now)).toBe(false);
    expect(canUseTemplate(actor, pro, "TemplateFree", now)).toBe(false);
  });
  it.each(regularActors)("lets %s keep the pro template the resume already has", (_label, actor) => {
    expect(canUseTemplate(actor, pro, "TemplatePro", now)).toBe(true);
  });
  it.each(premiumActors)("gives %s every template", (_label, actor) => {
    expect(canUseTemplate(actor, free, undefined, now)).toBe(true);
    expect(canUseTemplate(actor, pro, undefined, now)).toBe(true);
  });
});

describe("assertCanUseTemplate", () => {
  const proName = templateRegistry.find((meta) => meta.isPro)?.componentName ?? "";
  const freeName = templateRegistry.find((meta) => !meta.isPro)?.componentName ?? "";

  it("refuses an unknown template as invalid input", () => {
    expect(thrown(() => assertCanUseTemplate(regular, "TemplateNope"))).toMatchObject({
      key: "INVALID_INPUT",
      status: 400,
    });
  });
  it("refuses a pro template to a regular user with PRO_TEMPLATE_REQUIRED", () => {
    expect(proName).not.toBe("");
    expect(thrown(() => assertCanUseTemplate(regular, proName, freeName))).toMatchObject({
      key: "PRO_TEMPLATE_REQUIRED",
      status: 403,
      code: 300002,
    });
    expect(thrown(() => assertCanUseTemplate(regular, proName, proName))).toBeUndefined();
    expect(thrown(() => assertCanUseTemplate(regular, freeName))).toBeUndefined();
  });
});
