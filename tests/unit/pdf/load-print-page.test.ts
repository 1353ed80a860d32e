// When a warm page may keep its document and take only a new body: same origin and the same print route.
import { describe, expect, it } from "@jest/globals";
import { isSamePrintRoute } from "@/lib/server/pdf/load-print-page";

describe("isSamePrintRoute", () => {
  const origin = "http://127.0.0.1:3000";
  it.each([
    [`${origin}/print/resume/a?format=two&token=1`, `${origin}/print/resume/b?format=one&token=2`, true],
    [`${origin}/print/template/TemplateModern?lang=en`, `${origin}/print/template/TemplateModern?lang=ch`, true],
    ["about:blank", `${origin}/print/resume/b`, false],
    [`${origin}/print/template/TemplateModern`, `${origin}/print/resume/b`, false],
    [`http://127.0.0.1:3001/print/resume/a`, `${origin}/print/resume/b`, false],
    ["not a url", `${origin}/print/resume/b`, false],
  ])("%s → %s: %s", (current, next, expected) => {
    expect(isSamePrintRoute(current, next)).toBe(expected);
  });
});
