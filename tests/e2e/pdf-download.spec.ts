// POST /api/download/{id} over real HTTP against the production build: permissions, the file itself (text that
// extracts back exactly, Chinese included), and the SSRF guard (a canary server on another loopback port).
import { expect, test } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { startCanaryServer, type CanaryServer } from "../fakes/canary-server";
import { brokenGlyphPattern, expectedFragments, radicalPattern, squash } from "./pdf/resume-text";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import { disconnectTestDb, testDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { sessionToken } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

test.describe("download permissions", () => {
  test("unauthenticated → 401", async ({ request }) => {
    const owner = await seedUser("premium");
    const resume = await seedResume(owner.id);
    const response = await request.post(`/api/download/${resume.id}`, { data: { format: "one" } });
    expect(response.status()).toBe(401);
    expect(await response.json()).toMatchObject({ message: "no premission" });
    // Another method on the same path is the JSON 404 of every unknown endpoint.
    const get = await request.get(`/api/download/${resume.id}`);
    expect(get.status()).toBe(404);
    expect(await get.json()).toMatchObject({ code: 404 });
  });

  test("regular user → 403 PREMIUM_REQUIRED, a lapsed membership too", async ({ request }) => {
    for (const plan of ["regular", "lapsed"] as const) {
      const user = await seedUser(plan);
      const resume = await seedResume(user.id);
      const response = await request.post(`/api/download/${resume.id}`, {
        data: { format: "two" },
        headers: { Authorization: `Bearer ${await sessionToken(user)}` },
      });
      expect(response.status()).toBe(403);
      expect(await response.json()).toMatchObject({ code: 300101 });
    }
  });

  test("someone else's resume and a deleted one → 404; a bad format → 400", async ({ request }) => {
    const user = await seedUser("premium");
    const other = await seedUser("premium");
    const headers = { Authorization: `Bearer ${await sessionToken(user)}` };
    const theirs = await seedResume(other.id);
    const deleted = await seedResume(user.id, { deleted: true });
    const own = await seedResume(user.id);
    expect((await request.post(`/api/download/${theirs.id}`, { data: { format: "one" }, headers })).status()).toBe(404);
    expect((await request.post(`/api/download/${deleted.id}`, { data: { format: "one" }, headers })).status()).toBe(
      404,
    );
    expect((await request.post(`/api/download/no-such-resume`, { data: { format: "one" }, headers })).status()).toBe(
      404,
    );
    const bad = await request.post(`/api/download/${own.id}`, { data: { format: "three" }, headers });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 200002 });
  });

  test("premium, lifetime and admin users get the PDF, named after the resume, and the download is counted", async ({
    request,
  }) => {
    for (const plan of ["premium", "lifetime", "admin"] as const) {
      const user = await seedUser(plan);
      const resume = await seedResume(user.id, { lang: "ch", name: "张三-前端工程师" });
      const response = await request.post(`/api/download/${resume.id}`, {
        data: { format: "two" },
        headers: { Authorization: `Bearer ${await sessionToken(user)}` },
      });
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers["content-type"]).toBe("application/pdf");
      const body = await response.body();
      // Sent whole with its size (a Pages API route: App Router handlers lose Content-Length), so the UI can show progress.
      expect(headers["transfer-encoding"]).toBeUndefined();
      expect(Number(headers["content-length"])).toBe(body.byteLength);
      expect(Number(headers["x-content-length"])).toBe(body.byteLength);
      expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(headers["content-disposition"]).toContain("filename*=UTF-8''" + encodeURIComponent("张三-前端工程师.pdf"));
      const row = await testDb().resume.findUniqueOrThrow({ where: { id: resume.id }, include: { events: true } });
      expect(row.downloadCount).toBe(1);
      expect(row.events.map((e) => e.kind)).toEqual(["DOWNLOAD"]);
    }
  });
});

test.describe("the PDF's text", () => {
  for (const lang of ["en", "ch"] as const) {
    test(`extracts back as the resume's text (${lang}), with no radicals or boxes`, async ({ request }) => {
      const user = await seedUser("premium");
      // The characters the recipes saw turn into Kangxi radicals with the system CJK font.
      const trap = "用 长 门 说 们 简历 工作经历 教育背景 专业技能 项目经历 语言能力 个人简介 用户增长 负责 门店";
      const resume = await seedResume(user.id, {
        lang,
        edit: (data: TResumeData) =>
          lang === "ch" ? { ...data, basicInfo: { ...data.basicInfo, location: `上海 ${trap}` } } : data,
      });
      const response = await request.post(`/api/download/${resume.id}`, {
        data: { format: "two" },
        headers: { Authorization: `Bearer ${await sessionToken(user)}` },
      });
      expect(response.status()).toBe(200);
      const text = await pdfText(await response.body());
      expect(text.match(radicalPattern) ?? []).toEqual([]);
      expect(text.match(brokenGlyphPattern) ?? []).toEqual([]);
      const row = await testDb().resume.findUniqueOrThrow({ where: { id: resume.id } });
      const missing = expectedFragments(row.data as TResumeData).filter(
        (fragment) => !squash(text).includes(squash(fragment)),
      );
      expect(missing).toEqual([]);
      if (lang === "ch") expect(squash(text)).toContain(squash(trap));
    });
  }
});

test.describe("SSRF guard", () => {
  let canary: CanaryServer;
  test.beforeAll(async () => {
    canary = await startCanaryServer();
  });
  test.afterAll(async () => {
    await canary.close();
  });

  test("content pointing at another loopback port makes the canary see 0 requests while printing", async ({
    request,
  }) => {
    const user = await seedUser("premium");
    const bait = (path: string) => `${canary.origin}${path}`;
    const resume = await seedResume(user.id, {
      isPublic: true,
      edit: (data: TResumeData) => ({
        ...data,
        basicInfo: { ...data.basicInfo, avatar: bait("/avatar.png") },
        links: [...data.links, { id: "canary", name: "Canary", src: bait("/link") }],
        sections: data.sections.map((section, index) =>
          index === 0
            ? {
                ...section,
                data: section.data.map((item) => ({
                  ...item,
                  description: `${item.description}\n![x](${bait("/img.png")}) <img src="${bait("/raw.png")}">`,
                })),
              }
            : section,
        ),
      }),
    });
    // Control: the rendered page really references the canary, so a browser without the guard would fetch it.
    const html = await (await request.get(`/r/${resume.uuid}`)).text();
    expect(html).toContain(`src="${bait("/avatar.png")}"`);
    canary.reset();

    const response = await request.post(`/api/download/${resume.id}`, {
      data: { format: "one" },
      headers: { Authorization: `Bearer ${await sessionToken(user)}` },
    });
    expect(response.status()).toBe(200);
    const text = await pdfText(await response.body());
    expect(text).not.toContain("CANARY-SECRET-CONTENT");
    expect(canary.hits()).toEqual([]);
  });
});
