// Template covers are rendered ahead of time at start (issue 21 item 13: covers stayed blank for 2-10 s on a cold
// start while the first request rendered them). The render function is the real getTemplateCover in the server
// (instrumentation-node.ts); here a recorder stands in for Chromium.
import { describe, expect, it, jest } from "@jest/globals";
import { pino } from "pino";
import { renderTemplateCovers } from "@/lib/server/services/covers/render-template-covers";
import { templateRegistry } from "@/lib/shared/templates/registry";

const silent = pino({ level: "silent" });

describe("renderTemplateCovers", () => {
  it("renders every template's cover in both languages, one at a time", async () => {
    const rendered: string[] = [];
    let running = 0;
    const ready = await renderTemplateCovers(async (name, locale) => {
      running += 1;
      expect(running).toBe(1);
      await new Promise((resolve) => setImmediate(resolve));
      rendered.push(`${name}/${locale}`);
      running -= 1;
    }, silent);
    const expected = templateRegistry.flatMap((meta) => [`${meta.componentName}/en`, `${meta.componentName}/zh`]);
    expect(rendered).toEqual(expected);
    expect(ready).toBe(expected.length);
  });

  it("stops at the first failure and says so", async () => {
    const warn = jest.fn();
    const log = Object.assign(pino({ level: "silent" }), { warn });
    let calls = 0;
    const ready = await renderTemplateCovers(async () => {
      calls += 1;
      if (calls === 3) throw new Error("no browser");
    }, log);
    expect(ready).toBe(2);
    expect(calls).toBe(3);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe("the catalogue-covers job", () => {
  it("renders the template covers ahead of the example covers", async () => {
    const { readFileSync } = await import("node:fs");
    // The job that each server start asks for (instrumentation-node.ts → enqueueCatalogueCovers).
    const start = readFileSync("lib/server/jobs/job-handlers.ts", "utf8");
    const templates = start.indexOf("renderTemplateCovers(getTemplateCover");
    expect(templates).toBeGreaterThan(-1);
    expect(templates).toBeLessThan(start.indexOf("renderExampleCovers("));
  });
});
