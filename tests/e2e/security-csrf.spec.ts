// CSRF over real HTTP (issue #11 item 7): a page on another port of the same host is "same-site", so the browser
// sends the victim's SameSite=Lax cookie with its posts. Such requests must be refused by origin, while the app's own
// pages and header-less clients (curl, SPEC.md clients) keep working.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { disconnectTestDb, testDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

const CROSS_SITE = 200009;

/** Serves `html` on a free port of 127.0.0.1 (the app's host, another port): the attacker's page. */
async function attackerSite(html: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const resumeCount = (userId: string) => testDb().resume.count({ where: { userId } });

test("a page on another port cannot create a resume with the victim's cookie, by form or by fetch", async ({
  page,
  context,
  baseURL,
}) => {
  const victim = await seedUser("regular");
  await signIn(context, baseURL ?? "", victim);
  const target = `${baseURL}/api/resumes/empty`;
  const site = await attackerSite(`<!doctype html><html><body>
    <form id="f" method="post" enctype="text/plain" action="${target}"></form>
    <script>
      fetch(${JSON.stringify(target)}, { method: "POST", mode: "no-cors", credentials: "include" })
        .finally(() => document.getElementById("f").submit());
    </script></body></html>`);
  try {
    const fetched = page.waitForResponse(
      (response) => response.url() === target && response.request().resourceType() === "fetch",
    );
    const posted = page.waitForResponse(
      (response) => response.url() === target && response.request().resourceType() === "document",
    );
    await page.goto(site.origin);
    expect((await fetched).status()).toBe(403);
    const formAnswer = await posted;
    expect(formAnswer.status()).toBe(403);
    expect(await formAnswer.json()).toMatchObject({ code: CROSS_SITE });
    // The cookie did go along (same-site): only the origin check stopped it.
    expect((await formAnswer.request().allHeaders()).cookie).toContain("x-cid=");
  } finally {
    await site.close();
  }
  expect(await resumeCount(victim.id)).toBe(0);

  // The app's own page still creates one (same origin), and so does a client that sends no Origin at all.
  await page.goto("/resumes");
  const own = await page.evaluate(
    async () =>
      (
        await fetch("/api/resumes/empty", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        })
      ).status,
  );
  expect(own).toBe(200);
  const headerless = await context.request.post("/api/resumes/empty", { data: {} });
  expect(headerless.status()).toBe(200);
  expect(await resumeCount(victim.id)).toBe(2);
});

test("a foreign Origin is refused on every kind of state-changing request; nothing changes", async ({
  context,
  baseURL,
}) => {
  const user = await seedUser("premium");
  await signIn(context, baseURL ?? "", user);
  const resume = await seedResume(user.id, { name: "Keep me" });
  const foreign = { Origin: `http://127.0.0.1:${Number(new URL(baseURL ?? "").port) + 1}` };
  const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
  const attempts = [
    context.request.post("/api/resumes/empty", { headers: foreign, data: {} }),
    context.request.post("/api/upload", {
      headers: foreign,
      multipart: { file: { name: "a.png", mimeType: "image/png", buffer: png } },
    }),
    context.request.patch(`/api/resumes/${resume.id}`, { headers: foreign, data: { name: "Hijacked" } }),
    context.request.delete(`/api/resumes/${resume.id}`, { headers: foreign }),
    context.request.post(`/api/download/${resume.id}`, { headers: foreign, data: {} }),
    context.request.post("/api/auth/signout", { headers: foreign, form: { csrfToken: "x" } }),
    context.request.post("/api/resumes/empty", { headers: { "Sec-Fetch-Site": "same-site" }, data: {} }),
    context.request.post("/api/resumes/empty", { headers: { Origin: "null" }, data: {} }),
  ];
  for (const response of await Promise.all(attempts)) {
    expect(response.status(), response.url()).toBe(403);
    expect(await response.json(), response.url()).toMatchObject({ code: CROSS_SITE });
  }
  const after = await testDb().resume.findUniqueOrThrow({ where: { id: resume.id } });
  expect(after).toMatchObject({ name: "Keep me", deletedAt: null });
  expect(await resumeCount(user.id)).toBe(1);

  // The same origin and GET requests are untouched.
  const same = await context.request.post("/api/resumes/empty", {
    headers: { Origin: baseURL ?? "", "Sec-Fetch-Site": "same-origin" },
    data: {},
  });
  expect(same.status()).toBe(200);
  expect((await context.request.get("/api/resumes/count", { headers: foreign })).status()).toBe(200);
});
