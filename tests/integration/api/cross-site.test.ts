// The CSRF check through real route handlers and PostgreSQL (issue #11 item 7): a foreign Origin or a same-site /
// cross-site Sec-Fetch-Site is refused with 403 and code 200009 on JSON, multipart, delete, pages-router and next-auth
// routes, and nothing changes; the same origin and header-less clients keep working.
import { afterAll, describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import { seedResume, seedUser, type TestUser } from "../resumes/helpers";
import { POST as createEmpty } from "@/app/api/resumes/empty/route";
import { DELETE as deleteResume } from "@/app/api/resumes/[id]/route";
import { POST as upload } from "@/app/api/upload/route";
import { POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { db, getDb } from "@/lib/server/db";

afterAll(async () => getDb().$disconnect());

const ATTACKER = "http://localhost:4000";
type Init = { method?: string; headers?: Record<string, string>; body?: BodyInit };

function request(path: string, user: TestUser | null, { method = "POST", headers = {}, body }: Init = {}): NextRequest {
  return new NextRequest(`http://localhost:3000${path}`, {
    method,
    headers: { host: "localhost:3000", ...(user && { cookie: `x-cid=${user.token}` }), ...headers },
    body,
  });
}

async function expectRefused(response: Response): Promise<void> {
  expect(response.status).toBe(403);
  expect(await response.json()).toMatchObject({
    code: 200009,
    message: "This request came from another site and was refused",
  });
}

const countOf = (user: TestUser) => db.resume.count({ where: { userId: user.id } });
const json = { "content-type": "application/json" };

describe("state-changing requests from another origin", () => {
  it("refuses resume creation from another port, a same-site or cross-site fetch, and an opaque origin", async () => {
    const user = await seedUser();
    const foreign: Record<string, string>[] = [
      { origin: ATTACKER },
      { "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "cross-site" },
      { origin: "null" },
    ];
    for (const headers of foreign) {
      await expectRefused(
        await createEmpty(request("/api/resumes/empty", user, { headers: { ...json, ...headers }, body: "{}" })),
      );
    }
    // A text/plain form post with no fields (what a foreign <form> sends) is refused too.
    await expectRefused(
      await createEmpty(
        request("/api/resumes/empty", user, { headers: { origin: ATTACKER, "content-type": "text/plain" } }),
      ),
    );
    expect(await countOf(user)).toBe(0);
  });

  it("refuses a multipart upload and a delete, and leaves the resume alone", async () => {
    const user = await seedUser();
    const resume = await seedResume(user.id);
    const form = new FormData();
    form.set("file", new Blob([Buffer.from("89504e470d0a1a0a", "hex")], { type: "image/png" }), "a.png");
    await expectRefused(await upload(request("/api/upload", user, { headers: { origin: ATTACKER }, body: form })));
    const route = { params: Promise.resolve({ id: resume.id }) };
    await expectRefused(
      await deleteResume(
        request(`/api/resumes/${resume.id}`, user, { method: "DELETE", headers: { origin: ATTACKER } }),
        route,
      ),
    );
    expect(await db.resume.findUniqueOrThrow({ where: { id: resume.id } })).toMatchObject({ deletedAt: null });
  });

  it("refuses next-auth's posts from another origin", async () => {
    const headers = { origin: ATTACKER, "content-type": "application/x-www-form-urlencoded" };
    await expectRefused(
      await nextAuthPost(request("/api/auth/signout", null, { headers, body: "csrfToken=x" }), {
        params: Promise.resolve({ nextauth: ["signout"] }),
      }),
    );
  });

  it("lets the same origin, APP_URL's origin behind a Host-rewriting proxy, and header-less clients through", async () => {
    const user = await seedUser();
    const sameOrigin = { ...json, origin: "http://localhost:3000", "sec-fetch-site": "same-origin" };
    expect((await createEmpty(request("/api/resumes/empty", user, { headers: sameOrigin, body: "{}" }))).status).toBe(
      200,
    );
    expect((await createEmpty(request("/api/resumes/empty", user, { headers: json, body: "{}" }))).status).toBe(200);
    // The proxy sent Host: app:8080, the browser's Origin is APP_URL's (here the default, the address the launcher
    // prints: http://127.0.0.1:3000).
    const proxied = { ...json, host: "app:8080", origin: "http://127.0.0.1:3000" };
    expect((await createEmpty(request("/api/resumes/empty", user, { headers: proxied, body: "{}" }))).status).toBe(200);
    expect(await countOf(user)).toBe(3);
  });
});
