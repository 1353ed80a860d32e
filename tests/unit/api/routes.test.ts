import "./set-test-env";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import { DELETE, GET, POST } from "@/app/api/[...path]/route";
import { healthResponse } from "@/lib/server/api/health-response";
import { appVersion } from "@/lib/server/version";

describe("unknown /api paths", () => {
  it.each([
    ["GET", GET],
    ["POST", POST],
    ["DELETE", DELETE],
  ])("answers %s with a JSON 404 naming the endpoint", async (method, handler) => {
    const response = await handler(new NextRequest("http://localhost/api/no/such/thing?x=1", { method }), {
      params: Promise.resolve({ path: ["no", "such", "thing"] }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, message: `Unknown API endpoint: ${method} /api/no/such/thing` });
  });
});

describe("healthResponse", () => {
  it("answers 200 with the envelope when up", async () => {
    const result = { status: "ok", database: "up", version: appVersion, uptimeSeconds: 5 } as const;
    const response = healthResponse(result);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ code: 0, data: result });
  });

  it("answers 503 SERVICE_UNAVAILABLE with the result as details when down", async () => {
    const result = { status: "down", database: "down", version: appVersion, uptimeSeconds: 5 } as const;
    const response = healthResponse(result);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ code: 503, message: "Service temporarily unavailable", details: result });
  });

  it("reports the version from package.json", () => {
    const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
    expect(appVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(appVersion).toBe(packageJson.version);
  });
});
