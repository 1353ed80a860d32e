// proxy.ts with real user rows: a live session passes, an ended one (sessionVersion bumped) is cleared and sent to
// the login page with prev, instead of bouncing between the guest pages and home.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import proxy from "@/proxy";
import { db } from "@/lib/server/db";
import { mintSessionToken } from "@/lib/server/auth/session-token";
import { startSession } from "@/lib/server/services/sessions/start-session";

const ids: string[] = [];
const visit = (path: string, token: string) =>
  proxy(new NextRequest(new URL(path, "http://localhost:3000"), { headers: { cookie: `x-cid=${token}` } }));
const location = (response: Response) => response.headers.get("location")?.replace("http://localhost:3000", "") ?? null;
const clearsSession = (response: Response) => /x-cid=;/.test(response.headers.get("set-cookie") ?? "");

async function signedInUser() {
  const user = await db.user.create({ data: { id: `it-${randomUUID()}`, nickName: "Proxy Tester" } });
  ids.push(user.id);
  const sessionId = await startSession(user, { userAgent: "jest", clientAddress: null });
  return { user, sessionId, token: await mintSessionToken(user, sessionId) };
}

afterAll(async () => {
  await db.user.deleteMany({ where: { id: { in: ids } } });
  await db.$disconnect();
});

describe("proxy with a session", () => {
  it("lets a signed-in visitor through and sends them to My resumes from the guest pages (issue 21 item 3)", async () => {
    const { token } = await signedInUser();
    expect(location(await visit("/settings", token))).toBeNull();
    for (const [path, home] of [
      ["/signin", "/resumes"],
      ["/signup", "/resumes"],
      ["/ch/login", "/ch/resumes"],
      ["/ch/signup", "/ch/resumes"],
    ] as const) {
      expect(location(await visit(path, token))).toBe(home);
    }
  });

  it("lets a signed-in user through to /offer and /admin in both locales (the admin layout checks the role)", async () => {
    const { token } = await signedInUser();
    for (const path of ["/offer", "/ch/offer", "/admin/orders", "/ch/admin/memberships"]) {
      expect(location(await visit(path, token))).toBeNull();
    }
  });

  it("sends an ended session on /offer and /admin to the login page with prev, clearing the cookie", async () => {
    const { user, token } = await signedInUser();
    await db.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    const offer = await visit("/ch/offer", token);
    expect(location(offer)).toBe("/ch/login?prev=%2Fch%2Foffer");
    expect(clearsSession(offer)).toBe(true);
    expect(location(await visit("/admin/reviews", token))).toBe("/signin?prev=%2Fadmin%2Freviews");
  });

  it("sends a signed-in visitor of the guest pages on to prev, but never to another origin (issue 11 item 5)", async () => {
    const { token } = await signedInUser();
    expect(location(await visit("/signin?prev=%2Fresumes%3Fx%3D1", token))).toBe("/resumes?x=1");
    expect(location(await visit("/ch/login?prev=%2Fch%2Fresumes", token))).toBe("/ch/resumes");
    for (const hostile of [
      "%2F%09%2Fevil.test",
      "%2F%5Cevil.test",
      "%2F%2Fevil.test",
      "https%3A%2F%2Fevil.test",
      "%2F%252F%2Fevil.test",
    ]) {
      const target = (await visit(`/signin?prev=${hostile}`, token)).headers.get("location");
      expect(new URL(target ?? "", "http://localhost:3000").origin).toBe("http://localhost:3000");
      expect(location(await visit(`/signin?prev=${hostile}`, token))).toBe("/resumes");
    }
  });

  it("clears a session ended by logout (its record), leaving the user's other sessions alone", async () => {
    const { user, sessionId, token } = await signedInUser();
    const otherId = await startSession(user, { userAgent: "jest", clientAddress: null });
    await db.session.update({ where: { id: sessionId }, data: { endedAt: new Date() } });
    const guarded = await visit("/settings", token);
    expect(location(guarded)).toBe("/signin?prev=%2Fsettings");
    expect(clearsSession(guarded)).toBe(true);
    expect(location(await visit("/settings", await mintSessionToken(user, otherId)))).toBeNull();
  });

  it("treats a token minted before session records (no sid) as ended", async () => {
    const { user } = await signedInUser();
    const { encode } = await import("next-auth/jwt");
    const { authSecret } = await import("@/lib/server/auth/session-token");
    const legacy = await encode({ token: { sub: user.id, sessionVersion: user.sessionVersion }, secret: authSecret() });
    const guarded = await visit("/settings", legacy);
    expect(location(guarded)).toBe("/signin?prev=%2Fsettings");
    expect(clearsSession(guarded)).toBe(true);
  });

  it("clears an ended session and sends it to the login page with prev", async () => {
    const { user, token } = await signedInUser();
    await db.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    const guarded = await visit("/ch/settings?type=orders", token);
    expect(location(guarded)).toBe("/ch/login?prev=%2Fch%2Fsettings%3Ftype%3Dorders");
    expect(clearsSession(guarded)).toBe(true);
    const guest = await visit("/signin", token);
    expect(location(guest)).toBeNull();
    expect(clearsSession(guest)).toBe(true);
  });
});
