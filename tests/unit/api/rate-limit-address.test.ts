// Per-address rate limits key on the address the server took from the socket (lib/server/api/client-address.ts), so a
// client that writes a fresh X-Forwarded-For or X-Real-IP on every request still spends one allowance.
import "./set-test-env";
import { describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import { CLIENT_ADDRESS_HEADER } from "@/lib/server/api/client-address";
import { createHandler } from "@/lib/server/api/handler";

describe("rate limit by client address", () => {
  const limited = createHandler(
    { auth: "optional", rateLimit: { key: "unit-spoof", points: 3, duration: 60 } },
    () => "fine",
  );

  it("does not give a fresh allowance to a spoofed X-Forwarded-For or X-Real-IP", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i += 1) {
      const spoofed = `198.51.100.${i}`;
      const req = new NextRequest("http://localhost/api/x", {
        headers: { [CLIENT_ADDRESS_HEADER]: "203.0.113.20", "x-forwarded-for": spoofed, "x-real-ip": spoofed },
      });
      statuses.push((await limited(req)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it("counts each server-decided address on its own", async () => {
    const from = (address: string) =>
      new NextRequest("http://localhost/api/x", { headers: { [CLIENT_ADDRESS_HEADER]: address } });
    for (let i = 0; i < 3; i += 1) expect((await limited(from("203.0.113.21"))).status).toBe(200);
    expect((await limited(from("203.0.113.21"))).status).toBe(429);
    expect((await limited(from("203.0.113.22"))).status).toBe(200);
  });
});
