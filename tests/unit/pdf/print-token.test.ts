// Print tokens: valid for one resume for a minute, and nothing else.
import { beforeAll, describe, expect, it } from "@jest/globals";

let sign: typeof import("@/lib/server/pdf/print-token").signPrintToken;
let verify: typeof import("@/lib/server/pdf/print-token").verifyPrintToken;

beforeAll(async () => {
  process.env.AUTH_SECRET ??= "a-test-secret-that-is-long-enough-for-hmac-0123";
  ({ signPrintToken: sign, verifyPrintToken: verify } = await import("@/lib/server/pdf/print-token"));
});

describe("print tokens", () => {
  const now = Date.UTC(2026, 0, 1);

  it("accepts its own resume within 60 s", () => {
    const token = sign("resume-1", now);
    expect(verify("resume-1", token, now)).toBe(true);
    expect(verify("resume-1", token, now + 59_000)).toBe(true);
  });

  it("refuses another resume, an expired token, a tampered one and none", () => {
    const token = sign("resume-1", now);
    expect(verify("resume-2", token, now)).toBe(false);
    expect(verify("resume-1", token, now + 61_000)).toBe(false);
    const [expiry, mac] = token.split(".");
    expect(verify("resume-1", `${Number(expiry) + 3600}.${mac}`, now)).toBe(false);
    expect(verify("resume-1", `${expiry}.${"A".repeat(43)}`, now)).toBe(false);
    expect(verify("resume-1", undefined, now)).toBe(false);
    expect(verify("resume-1", "garbage", now)).toBe(false);
  });
});
