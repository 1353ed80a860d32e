// Issue 11 items 9, 12, 13 and 14 over real HTTP against the production server: what Next itself does to a request
// (decoding path segments, building req.nextUrl from its own listen address) is part of what is tested here.
import http from "node:http";
import { expect, test } from "@playwright/test";
import { disconnectTestDb, testDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { sessionToken } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

type Answer = { status: number; body: { code: number; data?: unknown; message?: string; details?: unknown } };

/** A request with any Host header (fetch clients may not set one): how a LAN address or a second domain arrives. */
function send(
  baseURL: string,
  method: string,
  path: string,
  options: { host?: string; token?: string; body?: unknown } = {},
): Promise<Answer> {
  const target = new URL(path, baseURL);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = {};
  if (options.host) headers.host = options.host;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (payload !== undefined) headers["content-type"] = "application/json";
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Answer["body"] });
          } catch {
            resolve({ status: res.statusCode ?? 0, body: { code: -1, message: text.slice(0, 200) } });
          }
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

async function seedSignedInUser() {
  const user = await seedUser("regular");
  const token = await sessionToken(user, { userAgent: "e2e api-contract" });
  return { user, token };
}

test.describe("the API contract over real HTTP", () => {
  test("import by link accepts the host the request came to (APP_URL differs) and refuses another site's", async ({
    baseURL,
  }) => {
    const { user, token } = await seedSignedInUser();
    const owner = await seedUser("regular");
    const shared = await seedResume(owner.id, { name: "Contract", isPublic: true });
    const lan = "192.168.1.5:3000";
    const ok = await send(baseURL ?? "", "POST", "/api/resumes/import", {
      host: lan,
      token,
      body: { url: `http://${lan}/r/${shared.uuid}` },
    });
    expect(ok.status).toBe(200);
    const foreign = await send(baseURL ?? "", "POST", "/api/resumes/import", {
      host: lan,
      token,
      body: { url: `http://192.168.1.6:3000/r/${shared.uuid}` },
    });
    expect(foreign).toMatchObject({
      status: 400,
      body: { message: "This link points to another site: only public resume links of this site can be imported" },
    });
    expect(await testDb().resume.count({ where: { userId: user.id } })).toBe(1);
  });

  test("a save without version (docs/product.md §7) is taken; with a stale version it is 409", async ({ baseURL }) => {
    const { user, token } = await seedSignedInUser();
    const resume = await seedResume(user.id, { name: "Contract" });
    const saved = await send(baseURL ?? "", "PATCH", `/api/resumes/${resume.id}`, {
      token,
      body: { name: "From a spec client" },
    });
    expect(saved).toMatchObject({ status: 200, body: { code: 0, data: { name: "From a spec client" } } });
    const stale = await send(baseURL ?? "", "PATCH", `/api/resumes/${resume.id}`, {
      token,
      body: { name: "Stale", version: 1 },
    });
    expect(stale.status).toBe(409);
  });

  test("a NUL byte in a path, a query or a body is 400 with a plain message, and an empty e-mail says so as it is", async ({
    baseURL,
    request,
  }) => {
    const { token } = await seedSignedInUser();
    const base = baseURL ?? "";
    const refused = {
      status: 400,
      body: { code: 200003, message: "The text contains a character that cannot be saved" },
    };
    expect(await send(base, "GET", "/api/resumes/%00", { token })).toMatchObject(refused);
    expect(await send(base, "GET", "/api/examples/%00")).toMatchObject(refused);
    expect(await send(base, "GET", "/api/user/checkInviter?inviter=%00")).toMatchObject(refused);
    expect(await send(base, "POST", "/api/resumes/empty", { token, body: { name: "A\u0000" } })).toMatchObject(refused);
    // Pages look the id up without the API's check: an unknown page, not a server error.
    expect((await request.get("/examples/%00")).status()).toBeLessThan(500);
    expect((await request.get("/editor/%00", { headers: { cookie: `x-cid=${token}` } })).status()).toBe(404);

    const signUp = await send(base, "POST", "/api/users", {
      body: { name: "Ada", email: "", password: "Secret123", altcha: "x" },
    });
    expect(signUp).toMatchObject({ status: 400, body: { code: 200002, message: "Email must not be empty" } });
  });
});
