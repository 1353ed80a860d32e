// Sessions through the handler wrapper with real user rows: the token names a live session record (sid) and its
// sessionVersion must match the user's.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "@jest/globals";
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { CLIENT_ADDRESS_HEADER } from "@/lib/server/api/client-address";
import { createHandler } from "@/lib/server/api/handler";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { startSession } from "@/lib/server/services/sessions/start-session";

const secret = env().AUTH_SECRET ?? "";
const mint = (claims: Record<string, unknown>, key = secret) => encode({ token: claims, secret: key });
const whoAmI = createHandler({ auth: "required" }, ({ session }) => session);
const call = (headers: Record<string, string>) =>
  whoAmI(new NextRequest("http://localhost/api/user/current", { headers }));
const createdIds: string[] = [];

async function makeUser(sessionVersion: number) {
  const user = await db.user.create({ data: { id: `it-${randomUUID()}`, nickName: "Session Tester", sessionVersion } });
  createdIds.push(user.id);
  return { ...user, sid: await startSession(user, { userAgent: null, clientAddress: null }) };
}

afterAll(async () => {
  await db.user.deleteMany({ where: { id: { in: createdIds } } });
  await db.$disconnect();
});

describe("createHandler with a session", () => {
  it("reads the JWT from the x-cid cookie and from a Bearer header", async () => {
    const user = await makeUser(2);
    const token = await mint({ sub: user.id, sessionVersion: 2, sid: user.sid });
    const byCookie = await call({ cookie: `x-cid=${token}` });
    expect(byCookie.status).toBe(200);
    expect(await byCookie.json()).toEqual({
      code: 0,
      data: { userId: user.id, sessionVersion: 2, sessionId: user.sid, role: "USER" },
    });
    expect(byCookie.headers.get("cache-control")).toBe("private, no-store");
    const byHeader = await call({ authorization: `Bearer ${token}` });
    expect(((await byHeader.json()) as { data: unknown }).data).toEqual({
      userId: user.id,
      sessionVersion: 2,
      sessionId: user.sid,
      role: "USER",
    });
  });

  it("refuses a token minted before the user's session version changed", async () => {
    const user = await makeUser(0);
    const token = await mint({ sub: user.id, sessionVersion: 0, sid: user.sid });
    expect((await call({ cookie: `x-cid=${token}` })).status).toBe(200);
    await db.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    const response = await call({ cookie: `x-cid=${token}` });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, message: "no premission" });
  });

  it("refuses tokens signed with another secret, tampered, missing claims, or of a deleted user", async () => {
    const user = await makeUser(0);
    const other = await makeUser(0);
    const valid = await mint({ sub: user.id, sessionVersion: 0, sid: user.sid });
    expect((await call({ cookie: `x-cid=${valid}` })).status).toBe(200);
    const foreign = await mint(
      { sub: user.id, sessionVersion: 0, sid: user.sid },
      "another-secret-another-secret-0123456789",
    );
    const noVersion = await mint({ sub: user.id, sid: user.sid });
    // Minted before session records existed: treated as ended (docs/decisions.md).
    const noSession = await mint({ sub: user.id, sessionVersion: 0 });
    const unknownSession = await mint({ sub: user.id, sessionVersion: 0, sid: "nosuchsession" });
    // Another user's session record under my id.
    const borrowed = await mint({ sub: user.id, sessionVersion: 0, sid: other.sid });
    const ghost = await mint({ sub: `it-${randomUUID()}`, sessionVersion: 0, sid: user.sid });
    for (const token of [
      foreign,
      `${valid.slice(0, -4)}AAAA`,
      noVersion,
      noSession,
      unknownSession,
      borrowed,
      ghost,
      "garbage",
    ]) {
      expect((await call({ cookie: `x-cid=${token}` })).status).toBe(401);
    }
  });

  it("rate-limits a signed-in user by user id, whatever the address", async () => {
    const user = await makeUser(0);
    const token = await mint({ sub: user.id, sessionVersion: 0, sid: user.sid });
    const limited = createHandler(
      { auth: "required", rateLimit: { key: `it-${randomUUID()}`, points: 2, duration: 60 } },
      () => "fine",
    );
    const asUser = (ip: string) =>
      new NextRequest("http://localhost/api/x", { headers: { cookie: `x-cid=${token}`, [CLIENT_ADDRESS_HEADER]: ip } });
    expect((await limited(asUser("203.0.113.10"))).status).toBe(200);
    expect((await limited(asUser("203.0.113.11"))).status).toBe(200);
    expect((await limited(asUser("203.0.113.12"))).status).toBe(429);
  });
});
