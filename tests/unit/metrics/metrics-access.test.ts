// Who may read /metrics (lib/server/metrics/metrics-access.ts), from the headers scripts/serve.mjs stamps on a request.
import { describe, expect, it } from "@jest/globals";
import { CLIENT_ADDRESS_HEADER, PROXIED_HEADER } from "@/lib/server/api/client-address";
import { bearerMatches, metricsAccess } from "@/lib/server/metrics/metrics-access";

const TOKEN = "metrics-token-0123456789";

/** A request as the app sees it after scripts/serve.mjs: the socket's address and whether proxy headers came. */
function stamped(address: string, proxied: boolean, extra: Record<string, string> = {}): Headers {
  return new Headers({
    host: "127.0.0.1:3000",
    [CLIENT_ADDRESS_HEADER]: address,
    [PROXIED_HEADER]: proxied ? "1" : "0",
    ...extra,
  });
}

describe("bearerMatches", () => {
  it("accepts exactly the token, as a Bearer credential", () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
  });

  it("refuses another token, a prefix, a longer value, another scheme and nothing", () => {
    expect(bearerMatches("Bearer metrics-token-0123456788", TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(bearerMatches(`Basic ${TOKEN}`, TOKEN)).toBe(false);
    expect(bearerMatches(TOKEN, TOKEN)).toBe(false);
    expect(bearerMatches("Bearer ", TOKEN)).toBe(false);
    expect(bearerMatches(null, TOKEN)).toBe(false);
  });
});

describe("metricsAccess with a token", () => {
  const settings = { token: TOKEN };

  it("allows the token from anywhere, behind a proxy too", () => {
    const headers = stamped("203.0.113.9", true, { authorization: `Bearer ${TOKEN}` });
    expect(metricsAccess(headers, { token: TOKEN })).toBe("allowed");
  });

  it("answers unauthorized without it, even to a direct loopback request", () => {
    expect(metricsAccess(stamped("127.0.0.1", false), settings)).toBe("unauthorized");
    expect(metricsAccess(stamped("127.0.0.1", false, { authorization: "Bearer wrong-token-000000" }), settings)).toBe(
      "unauthorized",
    );
  });
});

describe("metricsAccess without a token", () => {
  it("hides it from everyone, a direct loopback request included (a proxy on this host looks the same)", () => {
    expect(metricsAccess(stamped("127.0.0.1", false), {})).toBe("hidden");
    expect(metricsAccess(stamped("::1", false, { host: "localhost:3000" }), {})).toBe("hidden");
    expect(metricsAccess(stamped("127.0.0.1", true), {})).toBe("hidden");
    expect(metricsAccess(stamped("203.0.113.9", false, { authorization: `Bearer ${TOKEN}` }), {})).toBe("hidden");
  });
});
