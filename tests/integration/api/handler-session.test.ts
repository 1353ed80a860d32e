// Sessions through the handler wrapper with real user rows: the token's sessionVersion must match the user's.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "@jest/globals";
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { createHandler } from "@/lib/api/handler";
import { db } from "@/lib/db";
import { env } from "@/lib/env";

const secret = env().AUTH_SECRET ?? "";
const mint = (claims: Record<string, unknown>, key = secret) => encode({ token: claims, secret: key });
const whoAmI = createHandler({ auth: "required" }, ({ session }) => session);
const call = (headers: Record<string, string>) => whoAmI(new NextRequest("http://localhost/api/user/current", { headers }));
const createdIds: string[] = [];

async function makeUser(sessionVersion: number) {
  const user = await db.user.create({ data: { id: `it-${randomUUID()}`, nickName: "Session Tester", sessionVersion } });
  createdIds.push(user.id);
  return user;
}

afterAll(async () => {
  await db.user.deleteMany({ where: { id: { in: createdIds } } });
  await db.$disconnect();
});

describe("createHandler with a session", () => {
  it("reads the JWT from the x-cid cookie and from a Bearer header", async () => {
    const user = await makeUser(2);
    const token = await mint({ sub: user.id, sessionVersion: 2 });
    const byCookie = await call({ cookie: `x-cid=${token}` });
    expect(byCookie.status).toBe(200);
    expect(await byCookie.json()).toEqual({ code: 0, data: { userId: user.id, sessionVersion: 2 } });
    expect(byCookie.headers.get("cache-control")).toBe("private, no-store");
    const byHeader = await call({ authorization: `Bearer ${token}` });
    expect(((await byHeader.json()) as { data: unknown }).data).toEqual({ userId: user.id, sessionVersion: 2 });
  });

  it("refuses a token minted before the user's session version changed", async () => {
    const user = await makeUser(0);
    const token = await mint({ sub: user.id, sessionVersion: 0 });
    expect((await call({ cookie: `x-cid=${token}` })).status).toBe(200);
    await db.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    const response = await call({ cookie: `x-cid=${token}` });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, message: "no premission" });
  });

  it("refuses tokens signed with another secret, tampered, missing claims, or of a deleted user", async () => {
    const user = await makeUser(0);
    const valid = await mint({ sub: user.id, sessionVersion: 0 });
    const foreign = await mint({ sub: user.id, sessionVersion: 0 }, "another-secret-another-secret-0123456789");
    const noVersion = await mint({ sub: user.id });
    const ghost = await mint({ sub: `it-${randomUUID()}`, sessionVersion: 0 });
    for (const token of [foreign, `${valid.slice(0, -4)}AAAA`, noVersion, ghost, "garbage"]) {
      expect((await call({ cookie: `x-cid=${token}` })).status).toBe(401);
    }
  });

  it("rate-limits a signed-in user by user id, whatever the address", async () => {
    const user = await makeUser(0);
    const token = await mint({ sub: user.id, sessionVersion: 0 });
    const limited = createHandler({ auth: "required", rateLimit: { key: `it-${randomUUID()}`, points: 2, duration: 60 } }, () => "fine");
    const asUser = (ip: string) => new NextRequest("http://localhost/api/x", { headers: { cookie: `x-cid=${token}`, "x-forwarded-for": ip } });
    expect((await limited(asUser("203.0.113.10"))).status).toBe(200);
    expect((await limited(asUser("203.0.113.11"))).status).toBe(200);
    expect((await limited(asUser("203.0.113.12"))).status).toBe(429);
  });
});
