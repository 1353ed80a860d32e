// Who may read /dev/outbox (lib/server/mail/is-loopback-request.ts): decided by the server's bind address (HOST), the
// client address the server took from the socket (CLIENT_ADDRESS_HEADER) and the Host, never by X-Forwarded-For; and
// closed behind a proxy, declared (TRUST_PROXY) or betrayed by its headers, where every socket is loopback.
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { CLIENT_ADDRESS_HEADER, PROXIED_HEADER } from "@/lib/server/api/client-address";

type Settings = { HOST?: string; DEV_OUTBOX?: string; TRUST_PROXY?: string };

// lib/server/env.ts parses the environment once per module registry: each case loads the module afresh.
async function outboxOpen(settings: Settings, headers: Record<string, string>): Promise<boolean> {
  const saved = { HOST: process.env.HOST, DEV_OUTBOX: process.env.DEV_OUTBOX, TRUST_PROXY: process.env.TRUST_PROXY };
  Object.assign(process.env, {
    HOST: settings.HOST ?? "",
    DEV_OUTBOX: settings.DEV_OUTBOX ?? "",
    TRUST_PROXY: settings.TRUST_PROXY ?? "0",
  });
  if (!settings.HOST) delete process.env.HOST;
  jest.resetModules();
  try {
    const { isOutboxOpen } = await import("@/lib/server/mail/is-loopback-request");
    return isOutboxOpen(new Headers(headers));
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

// As scripts/serve.mjs stamps a request (scripts/lib/client-address.mjs): the socket's address, and whether the raw
// request carried a proxy's headers. (Next then adds X-Forwarded-* of its own, which the app must not judge by.)
const from = (address: string | null, host = "localhost:3000", forwarded?: string): Record<string, string> => ({
  host,
  "x-forwarded-proto": "http",
  ...(address !== null && { [CLIENT_ADDRESS_HEADER]: address, [PROXIED_HEADER]: forwarded ? "1" : "0" }),
  ...(forwarded && { "x-forwarded-for": forwarded }),
});

describe("/dev/outbox access", () => {
  afterEach(() => {
    jest.resetModules();
  });

  it("opens to a browser on this machine while the server listens on loopback (the default)", async () => {
    expect(await outboxOpen({}, from("127.0.0.1"))).toBe(true);
    expect(await outboxOpen({ HOST: "::1" }, from("::1", "[::1]:3000"))).toBe(true);
    expect(await outboxOpen({ HOST: "localhost" }, from("127.0.0.1", "127.0.0.1:3100"))).toBe(true);
  });

  it("ignores X-Forwarded-For: a remote client cannot claim to be loopback", async () => {
    expect(await outboxOpen({}, from("203.0.113.5", "localhost:3000", "127.0.0.1"))).toBe(false);
    expect(await outboxOpen({}, { ...from("203.0.113.5"), "x-real-ip": "127.0.0.1" })).toBe(false);
    // No address from the server (not run through scripts/serve.mjs): closed, whatever the headers say.
    expect(await outboxOpen({}, from(null, "localhost:3000", "127.0.0.1"))).toBe(false);
  });

  it("stays closed on a server reachable from the network, even to loopback clients", async () => {
    expect(await outboxOpen({ HOST: "0.0.0.0" }, from("127.0.0.1"))).toBe(false);
    expect(await outboxOpen({ HOST: "::" }, from("127.0.0.1"))).toBe(false);
  });

  it("stays closed behind a trusted proxy on this machine, which sends no X-Forwarded-For (issue 20 item 18)", async () => {
    // TRUST_PROXY=1 and a proxy that adds no X-Forwarded-For: the server takes the socket (the proxy's, loopback) for
    // the client, and the proxy passes the visitor's Host through. Every visitor of the site would read the outbox.
    expect(await outboxOpen({ TRUST_PROXY: "1" }, from("127.0.0.1"))).toBe(false);
    expect(await outboxOpen({ TRUST_PROXY: "2", HOST: "localhost" }, from("127.0.0.1", "127.0.0.1:3000"))).toBe(false);
    // Only the explicit setting opens it there.
    expect(await outboxOpen({ TRUST_PROXY: "1", DEV_OUTBOX: "true" }, from("127.0.0.1"))).toBe(true);
  });

  it("stays closed to a request that came through a proxy nobody declared (the server saw its forwarding headers)", async () => {
    expect(await outboxOpen({}, { ...from("127.0.0.1"), [PROXIED_HEADER]: "1" })).toBe(false);
    // Not judged by the server at all (the app without scripts/serve.mjs): closed.
    const unjudged = from("127.0.0.1");
    delete unjudged[PROXIED_HEADER];
    expect(await outboxOpen({}, unjudged)).toBe(false);
  });

  it("refuses a Host that is not a loopback name (DNS rebinding)", async () => {
    expect(await outboxOpen({}, from("127.0.0.1", "evil.test:3000"))).toBe(false);
  });

  it("opens to everyone with DEV_OUTBOX=true", async () => {
    expect(await outboxOpen({ HOST: "0.0.0.0", DEV_OUTBOX: "true" }, from("192.0.2.10", "192.0.2.2:3000"))).toBe(true);
  });
});
