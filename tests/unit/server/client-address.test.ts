// The client address the server decides from the socket (scripts/lib/client-address.mjs, run by scripts/serve.mjs
// before Next sees a request) and the one function of the app that reads it (lib/server/api/client-address.ts), over real
// HTTP: the stand-in handler answers with the address the app would see.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import {
  cameThroughProxy,
  CLIENT_ADDRESS_HEADER,
  clientAddress,
  PROXIED_HEADER,
} from "@/lib/server/api/client-address";
import * as server from "../../../scripts/lib/client-address.mjs";

let running: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (running ? running.close(() => resolve()) : resolve())));

/** A server that stamps like scripts/serve.mjs and answers with what lib/server/api/client-address.ts reads. */
async function serve(trustProxy: number, read: (headers: Headers) => string = clientAddress): Promise<string> {
  running = http.createServer((req, res) => {
    server.stampClientAddress(req, trustProxy);
    // What Next does next, before the app sees the request: it adds its own forwarding headers.
    req.headers["x-forwarded-for"] ??= "127.0.0.1";
    req.headers["x-forwarded-proto"] ??= "http";
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    res.end(read(new NextRequest("http://localhost/", { headers }).headers));
  });
  await new Promise<void>((resolve) => running!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(running.address() as AddressInfo).port}/`;
}

const seen = async (url: string, headers: Record<string, string> = {}) => (await fetch(url, { headers })).text();

describe("client address", () => {
  it("is the socket's address with TRUST_PROXY=0, whatever X-Forwarded-For, X-Real-IP or the header itself say", async () => {
    const url = await serve(0);
    expect(await seen(url)).toBe("127.0.0.1");
    expect(await seen(url, { "x-forwarded-for": "198.51.100.1", "x-real-ip": "198.51.100.2" })).toBe("127.0.0.1");
    expect(await seen(url, { [CLIENT_ADDRESS_HEADER]: "198.51.100.3" })).toBe("127.0.0.1");
  });

  it("is the right-most X-Forwarded-For entry with TRUST_PROXY=1 (the one the proxy appended)", async () => {
    const url = await serve(1);
    expect(await seen(url, { "x-forwarded-for": "203.0.113.9" })).toBe("203.0.113.9");
    // What a client wrote in front of the proxy's entry is never used: every spoofed value lands on one address.
    for (const spoofed of ["10.0.0.1", "198.51.100.77", "127.0.0.1"]) {
      expect(await seen(url, { "x-forwarded-for": `${spoofed}, 203.0.113.9`, [CLIENT_ADDRESS_HEADER]: spoofed })).toBe(
        "203.0.113.9",
      );
    }
    // No proxy entry at all: the socket.
    expect(await seen(url)).toBe("127.0.0.1");
  });

  it("counts hops from the right with TRUST_PROXY=2, and unmaps IPv4 addresses of dual-stack sockets", () => {
    expect(server.resolveClientAddress("10.0.0.2", "1.1.1.1, 203.0.113.4, 10.0.0.1", 2)).toBe("203.0.113.4");
    expect(server.resolveClientAddress("10.0.0.2", "203.0.113.4", 5)).toBe("203.0.113.4");
    expect(server.resolveClientAddress("::ffff:127.0.0.1", undefined, 0)).toBe("127.0.0.1");
    expect(server.resolveClientAddress(undefined, undefined, 0)).toBe("unknown");
    expect(server.parseTrustProxy("2")).toBe(2);
    expect(server.parseTrustProxy("-1")).toBe(0);
  });

  it("tells the app whether the raw request carried a proxy's headers, which Next's own forwarding headers hide", async () => {
    // Issue 20 item 18: /dev/outbox judged proxy headers in the app, where Next has added X-Forwarded-* to every
    // request, so the local try-out's outbox answered 404 to everyone.
    const url = await serve(0, (headers) => String(cameThroughProxy(headers)));
    expect(await seen(url)).toBe("false");
    for (const name of ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-real-ip", "via"])
      expect(await seen(url, { [name]: "1.1 proxy" })).toBe("true");
    // A client cannot write the verdict itself.
    expect(await seen(url, { [PROXIED_HEADER]: "0", via: "1.1 proxy" })).toBe("true");
    expect(PROXIED_HEADER).toBe(server.PROXIED_HEADER);
    // Without scripts/serve.mjs in front, nobody judged: treated as proxied.
    expect(cameThroughProxy(new Headers())).toBe(true);
  });

  it("is read by the app from the header the server writes, never from X-Forwarded-For", () => {
    expect(CLIENT_ADDRESS_HEADER).toBe(server.CLIENT_ADDRESS_HEADER);
    expect(clientAddress(new Headers({ "x-forwarded-for": "198.51.100.1", "x-real-ip": "198.51.100.2" }))).toBe(
      "unknown",
    );
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: "203.0.113.1" }))).toBe("203.0.113.1");
  });
});
