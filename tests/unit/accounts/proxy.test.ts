// proxy.ts session guards (docs/product.md §2): protected pages → the locale's login page with prev; guest pages →
// home.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";

process.env.AUTH_SECRET ??= "unit-secret-unit-secret-unit-secret-12";

// Signed-in cases need a user row: tests/integration/accounts/proxy-session.test.ts.
let proxy: (request: NextRequest) => Promise<Response>;
beforeAll(async () => {
  proxy = (await import("@/proxy")).default;
});

const visit = (path: string, cookie?: string) =>
  proxy(
    new NextRequest(new URL(path, "http://localhost:3000"), { headers: cookie ? { cookie: `x-cid=${cookie}` } : {} }),
  );
const location = (response: Response) => response.headers.get("location")?.replace("http://localhost:3000", "");

describe("proxy guards", () => {
  it.each([
    ["/settings", "/signin?prev=%2Fsettings"],
    ["/settings?type=orders", "/signin?prev=%2Fsettings%3Ftype%3Dorders"],
    ["/resumes", "/signin?prev=%2Fresumes"],
    ["/editor/abc?openConfig=true", "/signin?prev=%2Feditor%2Fabc%3FopenConfig%3Dtrue"],
    ["/ch/settings", "/ch/login?prev=%2Fch%2Fsettings"],
    ["/ch/editor/abc", "/ch/login?prev=%2Fch%2Feditor%2Fabc"],
    ["/offer", "/signin?prev=%2Foffer"],
    ["/ch/offer", "/ch/login?prev=%2Fch%2Foffer"],
    ["/admin", "/signin?prev=%2Fadmin"],
    ["/admin/orders?status=1", "/signin?prev=%2Fadmin%2Forders%3Fstatus%3D1"],
    ["/ch/admin/applications", "/ch/login?prev=%2Fch%2Fadmin%2Fapplications"],
    // A buyer's pay link (issue 20 item 19): after signing in they come back to their order.
    ["/sandbox-checkout/ord_1", "/signin?prev=%2Fsandbox-checkout%2Ford_1"],
    ["/ch/sandbox-checkout/ord_1", "/ch/login?prev=%2Fch%2Fsandbox-checkout%2Ford_1"],
  ])("%s without a session → %s", async (path, target) => {
    const response = await visit(path);
    expect(response.status).toBe(307);
    expect(location(response)).toBe(target);
  });

  it("sends a visitor of every page of the signed-in area to sign in with prev (the (app) layout cannot)", async () => {
    const sections = fs.readdirSync(path.join(__dirname, "../../../app/[locale]/(app)"), { withFileTypes: true });
    const names = sections.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(names).toContain("sandbox-checkout");
    for (const name of names) {
      const page = `/${name}/x`;
      expect(location(await visit(page))).toBe(`/signin?prev=${encodeURIComponent(page)}`);
    }
  });

  it("treats a forged token as no session", async () => {
    expect(location(await visit("/settings", "forged"))).toBe("/signin?prev=%2Fsettings");
    expect((await visit("/signin", "forged")).headers.get("location")).toBeNull();
  });

  it("does not guard similar public paths", async () => {
    expect((await visit("/settings-guide")).headers.get("location")).toBeNull();
    expect((await visit("/offers")).headers.get("location")).toBeNull();
    expect((await visit("/administrator")).headers.get("location")).toBeNull();
  });
});
