// The labels of the HTTP series (lib/server/metrics/http-labels.ts): bounded whatever the path, method or status.
import { describe, expect, it } from "@jest/globals";
import { methodLabel, routeTemplate, statusClass } from "@/lib/server/metrics/http-labels";

describe("routeTemplate", () => {
  it("gives two resumes' ids one template", () => {
    const first = routeTemplate("/api/resumes/ckaaa111", { id: "ckaaa111" });
    const second = routeTemplate("/api/resumes/ckzzz999", { id: "ckzzz999" });
    expect(first).toBe("/api/resumes/[id]");
    expect(second).toBe(first);
  });

  it("replaces a segment in the middle and keeps the static rest", () => {
    expect(routeTemplate("/api/resumes/ck1/snapshots/ck2", { id: "ck1", snapshotId: "ck2" })).toBe(
      "/api/resumes/[id]/snapshots/[snapshotId]",
    );
  });

  it("takes the dynamic segment from the right when its value equals a static segment", () => {
    expect(routeTemplate("/api/resumes/resumes", { id: "resumes" })).toBe("/api/resumes/[id]");
  });

  it("folds a catch-all's segments, however many, into one placeholder", () => {
    expect(routeTemplate("/api/no/such/thing", { path: ["no", "such", "thing"] })).toBe("/api/[...path]");
    expect(routeTemplate("/api/x", { path: ["x"] })).toBe("/api/[...path]");
  });

  it("matches percent-encoded segments by their decoded value", () => {
    expect(routeTemplate("/api/examples/caf%C3%A9", { slug: "café" })).toBe("/api/examples/[slug]");
  });

  it("keeps a static route's path and skips empty params", () => {
    expect(routeTemplate("/api/health/ready", {})).toBe("/api/health/ready");
    expect(routeTemplate("/api/x", { path: [], other: undefined })).toBe("/api/x");
  });

  it("answers the API area, not the raw path, for a param the path does not hold", () => {
    expect(routeTemplate("/api/resumes/ck1", { id: "other" })).toBe("/api/resumes/[?]");
  });
});

describe("statusClass and methodLabel", () => {
  it("classes statuses by their hundred", () => {
    expect([200, 204, 301, 404, 429, 500, 503].map(statusClass)).toEqual([
      "2xx",
      "2xx",
      "3xx",
      "4xx",
      "4xx",
      "5xx",
      "5xx",
    ]);
    expect(statusClass(0)).toBe("other");
    expect(statusClass(999)).toBe("other");
  });

  it("keeps the methods Next routes and folds any other", () => {
    expect(methodLabel("GET")).toBe("GET");
    expect(methodLabel("PATCH")).toBe("PATCH");
    expect(methodLabel("BREW")).toBe("OTHER");
  });
});
