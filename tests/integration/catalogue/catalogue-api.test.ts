// GET /api/templates, /api/examples, /api/categories (and the single-item routes) against the seeded database.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import { GET as getCategories } from "@/app/api/categories/route";
import { GET as getExample } from "@/app/api/examples/[id]/route";
import { GET as getExamples } from "@/app/api/examples/route";
import { GET as getTemplate } from "@/app/api/templates/[id]/route";
import { GET as getTemplates } from "@/app/api/templates/route";
import { getDb } from "@/lib/server/db";
import { seedCatalogue } from "@/lib/server/services/catalogue/seed-catalogue";
import { templateRegistry } from "@/lib/shared/templates/registry";
import { resetCatalogue } from "./reset-catalogue";

type Handler = (req: NextRequest, route?: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Body = { code: number; message?: string; data: { data: Record<string, unknown>[]; count: number } };

const db = getDb();

beforeAll(async () => {
  await resetCatalogue(db);
  await seedCatalogue(db);
}, 60_000);

afterAll(async () => {
  await resetCatalogue(db);
  await db.$disconnect();
});

async function call(
  handler: Handler,
  url: string,
  headers: Record<string, string> = {},
  params?: Record<string, string>,
) {
  const response = await handler(
    new NextRequest(`http://localhost${url}`, { headers }),
    params ? { params: Promise.resolve(params) } : undefined,
  );
  return { status: response.status, headers: response.headers, body: (await response.json()) as Body };
}

describe("GET /api/templates", () => {
  it("answers { data, count } with the spec's fields, sort descending by default, publicly cacheable", async () => {
    const { status, headers, body } = await call(getTemplates, "/api/templates?pageSize=20&sort=-sort");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("public, max-age=60, s-maxage=60, stale-while-revalidate=300");
    expect(body.data.count).toBe(templateRegistry.length);
    const first = body.data.data[0] ?? {};
    expect(Object.keys(first).sort()).toEqual([
      "_id",
      "columns",
      "componentName",
      "coverImage",
      "desc",
      "isPro",
      "name",
      "publicLink",
      "sort",
      "themes",
      "title",
    ]);
    expect(first).toMatchObject({
      componentName: "TemplateModern",
      title: "Modern",
      columns: "one",
      isPro: false,
      coverImage: "/api/covers/templates/TemplateModern.png",
    });
    expect(first.themes).toEqual(expect.arrayContaining([{ name: "emerald", display: "Emerald", hex: "#047857" }]));
    expect(first.publicLink).toMatch(/^\/r\/[0-9a-f-]{36}$/);
    const sorts = body.data.data.map((template) => Number(template.sort));
    expect(sorts).toEqual([...sorts].sort((a, b) => b - a));
    expect(new Set(body.data.data.map((template) => template.columns))).toEqual(new Set(["one", "two"]));
  });

  it("answers in Chinese for ?locale=zh and for Accept-Language: zh-CN", async () => {
    const byQuery = await call(getTemplates, "/api/templates?locale=zh");
    expect(byQuery.body.data.data[0]).toMatchObject({ title: "现代" });
    expect(byQuery.body.data.data[0]?.themes).toEqual(
      expect.arrayContaining([{ name: "emerald", display: "翡翠绿", hex: "#047857" }]),
    );
    const byHeader = await call(getTemplates, "/api/templates", { "accept-language": "zh-CN,zh;q=0.9,en;q=0.8" });
    expect(byHeader.body.data.data[0]).toMatchObject({ title: "现代" });
    expect(byHeader.headers.get("vary")).toContain("Accept-Language");
  });

  it("pages and sorts ascending", async () => {
    const all = await call(getTemplates, "/api/templates?sort=sort&pageSize=100");
    const page = await call(getTemplates, "/api/templates?sort=sort&pageSize=3&currentPage=2");
    expect(page.body.data.count).toBe(templateRegistry.length);
    expect(page.body.data.data.map((template) => template._id)).toEqual(
      all.body.data.data.slice(3, 6).map((template) => template._id),
    );
    expect(Number(all.body.data.data[0]?.sort)).toBeLessThan(Number(all.body.data.data[1]?.sort));
  });

  it("refuses bad input with 400 and a message that names the parameter", async () => {
    for (const [query, word] of [
      ["sort=used", "sort"],
      ["sort=name", "sort"],
      ["pageSize=abc", "pageSize"],
      ["pageSize=0", "pageSize"],
      ["currentPage=-1", "currentPage"],
      ["locale=fr", "locale"],
    ] as const) {
      const { status, body } = await call(getTemplates, `/api/templates?${query}`);
      expect(status).toBe(400);
      expect(body.code).toBe(200002);
      expect(body.message).toContain(word);
    }
  });

  it("finds one template by componentName or id, 404 otherwise", async () => {
    const byName = await call(getTemplate, "/api/templates/TemplateIntro?locale=zh", {}, { id: "TemplateIntro" });
    expect(byName.status).toBe(200);
    expect(byName.body.data).toMatchObject({ componentName: "TemplateIntro", title: "自我介绍" });
    const missing = await call(getTemplate, "/api/templates/nope", {}, { id: "nope" });
    expect(missing.status).toBe(404);
  });
});

describe("GET /api/examples", () => {
  it("lists examples of the request's language with the spec's fields", async () => {
    const { status, body } = await call(getExamples, "/api/examples?pageSize=40&sort=-sort");
    expect(status).toBe(200);
    expect(body.data.count).toBe(12);
    const first = body.data.data[0] ?? {};
    expect(Object.keys(first).sort()).toEqual([
      "_id",
      "category",
      "coverImg",
      "desc",
      "name",
      "used",
      "userId",
      "uuid",
    ]);
    expect(first.userId).toEqual({
      avatar: expect.stringMatching(/^\/avatars\/.+\.svg$/),
      nickName: expect.any(String),
    });
    expect(first.coverImg).toMatch(/^\/api\/covers\//);
    const zh = await call(getExamples, "/api/examples?locale=zh");
    expect(zh.body.data.count).toBe(12);
    expect(String(zh.body.data.data[0]?.name)).toMatch(/[\u4e00-\u9fff]/);
  });

  it("sorts by usage and filters by category id or slug", async () => {
    const { body } = await call(getExamples, "/api/examples?sort=-used&pageSize=3");
    const used = body.data.data.map((example) => Number(example.used));
    expect(used).toEqual([...used].sort((a, b) => b - a));
    expect(body.data.data).toHaveLength(3);
    const category = await db.category.findUniqueOrThrow({ where: { slug: "design" } });
    const bySlug = await call(getExamples, "/api/examples?category=design");
    const byId = await call(getExamples, `/api/examples?category=${category.id}`);
    expect(bySlug.body.data.count).toBe(2);
    expect(byId.body.data.data.map((example) => example._id)).toEqual(
      bySlug.body.data.data.map((example) => example._id),
    );
    expect(bySlug.body.data.data.every((example) => example.category === category.id)).toBe(true);
  });

  it("refuses bad input with 400", async () => {
    for (const query of ["sort=-name", "pageSize=1.5", "category=a&category=b"]) {
      const { status, body } = await call(getExamples, `/api/examples?${query}`);
      expect(status).toBe(400);
      expect(body.code).toBe(200002);
    }
  });

  it("answers one example with its document, and 'Example not found' for an unknown id", async () => {
    const list = await call(getExamples, "/api/examples?pageSize=1");
    const id = String(list.body.data.data[0]?._id);
    const one = await call(getExample, `/api/examples/${id}`, {}, { id });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      _id: id,
      locale: "en",
      data: { basicInfo: { name: expect.any(String) } },
      config: { isPublic: true },
    });
    const missing = await call(getExample, "/api/examples/unknown", {}, { id: "unknown" });
    expect(missing).toMatchObject({ status: 404, body: { code: 404, message: "Example not found" } });
  });
});

describe("GET /api/categories", () => {
  it("lists categories by sort descending, in the request's language", async () => {
    const en = await call(getCategories, "/api/categories?sort=-sort");
    expect(en.status).toBe(200);
    expect(en.body.data.count).toBe(6);
    expect(en.body.data.data[0]).toMatchObject({
      slug: "software-engineering",
      name: "Software Engineering",
      coverImage: null,
    });
    expect(Object.keys(en.body.data.data[0] ?? {}).sort()).toEqual([
      "_id",
      "coverImage",
      "desc",
      "name",
      "slug",
      "sort",
    ]);
    const zh = await call(getCategories, "/api/categories?sort=sort&locale=ch");
    expect(zh.body.data.data[0]).toMatchObject({ slug: "operations", name: "运营" });
  });

  it("refuses an unknown sort with 400", async () => {
    const { status, body } = await call(getCategories, "/api/categories?sort=-used");
    expect(status).toBe(400);
    expect(body.message).toContain("sort must be one of sort, -sort, createdAt, -createdAt");
  });
});
