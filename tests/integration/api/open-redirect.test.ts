// Issue 20 item 13: a signed-in visitor of the sign-in page is sent on to `prev`, and never to another host. Next sends
// a same-origin redirect as a relative Location (the origin cut off), so `http://localhost:3000//evil.test` reaches
// the browser as `//evil.test`: the check is on what is left after that, not on the absolute URL's origin.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import proxy from "@/proxy";
import { db } from "@/lib/server/db";
import { mintSessionToken } from "@/lib/server/auth/session-token";
import { startSession } from "@/lib/server/services/sessions/start-session";

const ORIGIN = "http://localhost:3000";
const ids: string[] = [];

async function signedInToken(): Promise<string> {
  const user = await db.user.create({ data: { id: `it-${randomUUID()}`, nickName: "Redirect Tester" } });
  ids.push(user.id);
  const sessionId = await startSession(user, { userAgent: "jest", clientAddress: null });
  return mintSessionToken(user, sessionId);
}

/** The Location header as the browser receives it from Next (relative when same-origin). */
async function relativeLocation(path: string, token: string): Promise<string | null> {
  const response = await proxy(new NextRequest(new URL(path, ORIGIN), { headers: { cookie: `x-cid=${token}` } }));
  const location = response.headers.get("location");
  return location === null ? null : location.replace(ORIGIN, "");
}

afterAll(async () => {
  await db.user.deleteMany({ where: { id: { in: ids } } });
  await db.$disconnect();
});

describe("prev on the guest pages of a signed-in visitor", () => {
  it.each([
    "%2F..%2F%2Fevil.test",
    "%2F%2e%2e%2F%2Fevil.test",
    "%2Fa%2F..%2F..%2F%2Fevil.test",
    "%2F%252F%252Fevil.test",
    "%2F%255Cevil.test",
    "%2F%2509%2Fevil.test",
  ])("sends ?prev=%s to My resumes, never to another host", async (hostile) => {
    const token = await signedInToken();
    // A signed-in visitor without a usable prev lands on My resumes (issue 21 item 3a, lib/shared/auth/signed-in-home-path.ts).
    for (const [page, home] of [
      ["/signin", "/resumes"],
      ["/ch/login", "/ch/resumes"],
      ["/signup", "/resumes"],
    ] as const) {
      const location = await relativeLocation(`${page}?prev=${hostile}`, token);
      expect(location).toBe(home);
      expect(new URL(location ?? "", ORIGIN).origin).toBe(ORIGIN);
    }
  });

  it("sends a same-site prev on as its resolved path", async () => {
    const token = await signedInToken();
    expect(await relativeLocation("/signin?prev=%2Fsettings%2F..%2Fresumes%3Fx%3D1", token)).toBe("/resumes?x=1");
    expect(await relativeLocation("/ch/login?prev=%2Fch%2Fresumes", token)).toBe("/ch/resumes");
  });
});
