// A tracked link's page goes through proxy.ts as the public resume does (lib/server/security/page-security.ts): outside
// the locale routing (no redirect or rewrite of /s/ or /ch/s/ to a locale path), with a fresh nonce policy per request.
import { afterAll, describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import proxy from "@/proxy";
import { getDb } from "@/lib/server/db";

afterAll(async () => getDb().$disconnect());

const visit = (path: string) => proxy(new NextRequest(new URL(path, "http://localhost:3000")));

describe("the tracked link's page in proxy.ts", () => {
  it.each(["/s/AbCdEfGhIjKlMnOpQrStUvWxYz012345", "/ch/s/AbCdEfGhIjKlMnOpQrStUvWxYz012345"])(
    "%s goes on unrouted with a nonce policy",
    async (path) => {
      const [first, second] = [await visit(path), await visit(path)];
      for (const response of [first, second]) {
        const policy = response.headers.get("content-security-policy") ?? "";
        expect(policy).toMatch(/'nonce-[^']+'/);
        expect(response.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
        expect(response.headers.get("location")).toBeNull();
        expect(response.headers.get("x-middleware-rewrite")).toBeNull();
      }
      expect(first.headers.get("content-security-policy")).not.toBe(second.headers.get("content-security-policy"));
    },
  );
});
