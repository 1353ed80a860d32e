// proxy.ts with real user rows: a live session passes, an ended one (sessionVersion bumped) is cleared and sent to
// the login page with prev, instead of bouncing between the guest pages and home.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import proxy from "@/proxy";
import { db } from "@/lib/db";
import { mintSessionToken } from "@/lib/auth/session-token";

const ids: string[] = [];
const visit = (path: string, token: string) =>
  proxy(new NextRequest(new URL(path, "http://localhost:3000"), { headers: { cookie: `x-cid=${token}` } }));
const location = (response: Response) => response.headers.get("location")?.replace("http://localhost:3000", "") ?? null;
const clearsSession = (response: Response) => /x-cid=;/.test(response.headers.get("set-cookie") ?? "");

async function signedInUser() {
  const user = await db.user.create({ data: { id: `it-${randomUUID()}`, nickName: "Proxy Tester" } });
  ids.push(user.id);
  return { user, token: await mintSessionToken(user) };
}

afterAll(async () => {
  await db.user.deleteMany({ where: { id: { in: ids } } });
  await db.$disconnect();
});

describe("proxy with a session", () => {
  it("lets a signed-in visitor through and sends them home from the guest pages", async () => {
    const { token } = await signedInUser();
    expect(location(await visit("/settings", token))).toBeNull();
    for (const [path, home] of [["/signin", "/"], ["/signup", "/"], ["/ch/login", "/ch"], ["/ch/signup", "/ch"]] as const) {
      expect(location(await visit(path, token))).toBe(home);
    }
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
