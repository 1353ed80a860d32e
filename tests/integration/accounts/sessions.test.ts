// Per-session records (issue 11 item 8): GET /api/logout ends the token on the server, GET /api/users/sessions lists
// a user's live sessions, DELETE /api/users/sessions/{id} ends one of them (scoped by user id).
import { afterAll, describe, expect, it } from "@jest/globals";
import { GET as logout } from "@/app/api/logout/route";
import { POST as signin } from "@/app/api/signin/route";
import { GET as current } from "@/app/api/user/current/route";
import { POST as logoutAll } from "@/app/api/users/logoutAll/route";
import { GET as listSessions } from "@/app/api/users/sessions/route";
import { DELETE as endSession } from "@/app/api/users/sessions/[id]/route";
import { decodeSessionToken } from "@/lib/server/auth/get-session";
import { getDb } from "@/lib/server/db";
import { PASSWORD, signUpVerified } from "./flows";
import { call, solvedAltcha, tokenOf } from "./helpers";

const db = getDb();
afterAll(() => db.$disconnect());

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

async function signInAgain(email: string, userAgent: string, ip: string): Promise<string> {
  const result = await call(signin, "POST", "/api/signin", {
    body: { email, password: PASSWORD, altcha: await solvedAltcha() },
    headers: { "user-agent": userAgent },
    ip,
  });
  expect(result.status).toBe(200);
  return tokenOf(result);
}

const sessionIdOf = async (token: string): Promise<string> => (await decodeSessionToken(token))?.sessionId ?? "";
type Listed = {
  data: {
    id: string;
    browser: string | null;
    os: string | null;
    clientAddress: string | null;
    isCurrent: boolean;
    lastSeenAt: string;
  }[];
  count: number;
};
const listed = async (token: string): Promise<Listed> =>
  (await call(listSessions, "GET", "/api/users/sessions", { token })).json.data as Listed;

describe("GET /api/logout", () => {
  it("ends the session on the server: the old token then gets 401 no premission", async () => {
    const { email, token: first } = await signUpVerified("logout-ends");
    const token = await signInAgain(email, FIREFOX, "203.0.113.7");
    expect((await call(current, "GET", "/api/user/current", { token })).status).toBe(200);
    const result = await call(logout, "GET", "/api/logout", { token });
    expect(result.status).toBe(200);
    expect(result.cookie).toMatch(/^x-cid=;/);
    const after = await call(current, "GET", "/api/user/current", { token });
    expect(after.status).toBe(401);
    expect(after.json.message).toBe("no premission");
    // A bearer copy of the same token is refused as well, and the user's other session is untouched.
    const bearer = await call(current, "GET", "/api/user/current", { headers: { authorization: `Bearer ${token}` } });
    expect(bearer.status).toBe(401);
    expect((await call(current, "GET", "/api/user/current", { token: first })).status).toBe(200);
  });

  it("answers 200 without a session or with a garbage token", async () => {
    expect((await call(logout, "GET", "/api/logout")).status).toBe(200);
    expect((await call(logout, "GET", "/api/logout", { token: "not-a-token" })).status).toBe(200);
  });
});

describe("GET /api/users/sessions", () => {
  it("lists my live sessions with browser, system, address and the current one marked", async () => {
    const { email, token: first } = await signUpVerified("list-sessions");
    const laptop = await signInAgain(email, FIREFOX, "203.0.113.8");
    const phone = await signInAgain(email, IPHONE, "2001:db8::5");
    await call(logout, "GET", "/api/logout", { token: first });
    const page = await listed(laptop);
    expect(page.count).toBe(2);
    const byId = new Map(page.data.map((row) => [row.id, row]));
    expect(byId.get(await sessionIdOf(laptop))).toMatchObject({
      browser: "Firefox",
      os: "Linux",
      clientAddress: "203.0.113.8",
      isCurrent: true,
    });
    expect(byId.get(await sessionIdOf(phone))).toMatchObject({
      browser: "Safari",
      os: "iOS",
      clientAddress: "2001:db8::5",
      isCurrent: false,
    });
    expect(byId.has(await sessionIdOf(first))).toBe(false);
  });

  it("answers 401 without a session", async () => {
    const result = await call(listSessions, "GET", "/api/users/sessions");
    expect(result.status).toBe(401);
  });

  it("no longer lists sessions ended by logout everywhere", async () => {
    const { email, token: first } = await signUpVerified("list-after-all");
    await signInAgain(email, FIREFOX, "203.0.113.9");
    const fresh = tokenOf(await call(logoutAll, "POST", "/api/users/logoutAll", { token: first }));
    const page = await listed(fresh);
    expect(page.data.map((row) => row.id)).toEqual([await sessionIdOf(fresh)]);
  });
});

describe("DELETE /api/users/sessions/{id}", () => {
  it("ends another of my sessions and not the current one", async () => {
    const { email, token: laptop } = await signUpVerified("end-one");
    const phone = await signInAgain(email, IPHONE, "203.0.113.10");
    const result = await call(endSession, "DELETE", "/api/users/sessions/x", {
      token: laptop,
      params: { id: await sessionIdOf(phone) },
    });
    expect(result.status).toBe(200);
    expect(result.cookie).toBeNull();
    const refused = await call(current, "GET", "/api/user/current", { token: phone });
    expect(refused.status).toBe(401);
    expect(refused.json.message).toBe("no premission");
    expect((await call(current, "GET", "/api/user/current", { token: laptop })).status).toBe(200);
    // Ending it twice: there is no such live session any more.
    expect(
      (
        await call(endSession, "DELETE", "/api/users/sessions/x", {
          token: laptop,
          params: { id: await sessionIdOf(phone) },
        })
      ).status,
    ).toBe(404);
  });

  it("cannot end another user's session: 404, and that session keeps working", async () => {
    const alice = await signUpVerified("end-alice");
    const mallory = await signUpVerified("end-mallory");
    const result = await call(endSession, "DELETE", "/api/users/sessions/x", {
      token: mallory.token,
      params: { id: await sessionIdOf(alice.token) },
    });
    expect(result.status).toBe(404);
    expect((await call(current, "GET", "/api/user/current", { token: alice.token })).status).toBe(200);
  });

  it("ending the current session is a logout: the cookie is cleared", async () => {
    const { token } = await signUpVerified("end-self");
    const result = await call(endSession, "DELETE", "/api/users/sessions/x", {
      token,
      params: { id: await sessionIdOf(token) },
    });
    expect(result.status).toBe(200);
    expect(result.cookie).toMatch(/^x-cid=;/);
    expect((await call(current, "GET", "/api/user/current", { token })).status).toBe(401);
  });

  it("refuses a malformed id as bad input and needs a session", async () => {
    const { token } = await signUpVerified("end-bad-id");
    expect((await call(endSession, "DELETE", "/api/users/sessions/x", { token, params: { id: "../x" } })).status).toBe(
      400,
    );
    expect((await call(endSession, "DELETE", "/api/users/sessions/x", { params: { id: "abc" } })).status).toBe(401);
  });
});

describe("last active", () => {
  it("is written at most every few minutes, not on every request", async () => {
    const { token } = await signUpVerified("last-seen");
    const id = await sessionIdOf(token);
    const stale = new Date(Date.now() - 60 * 60 * 1000);
    await db.session.update({ where: { id }, data: { lastSeenAt: stale } });
    await call(current, "GET", "/api/user/current", { token });
    // The write is not awaited by the request: give it a moment.
    let seen = stale;
    for (let tries = 0; tries < 50 && seen.getTime() === stale.getTime(); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = (await db.session.findUniqueOrThrow({ where: { id } })).lastSeenAt;
    }
    expect(seen.getTime()).toBeGreaterThan(stale.getTime());
    await call(current, "GET", "/api/user/current", { token });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await db.session.findUniqueOrThrow({ where: { id } })).lastSeenAt.getTime()).toBe(seen.getTime());
  });
});
