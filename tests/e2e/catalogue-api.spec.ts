// The production server seeds the catalogue at start (instrumentation-node.ts): on a fresh database the catalogue
// APIs answer the seeded content over real HTTP, and the seeded public links and creator avatars resolve.
import { expect, test } from "@playwright/test";

type List = { code: number; data: { data: Record<string, unknown>[]; count: number } };

test.describe("catalogue seeded at server start", () => {
  test("templates, examples and categories are there, in both languages", async ({ request }) => {
    const templates = (await (await request.get("/api/templates?pageSize=20&sort=-sort")).json()) as List;
    expect(templates.data.count).toBeGreaterThanOrEqual(12);
    expect(templates.data.data[0]).toMatchObject({ componentName: "TemplateModern", columns: "one" });

    const en = (await (await request.get("/api/examples?pageSize=40&sort=-sort")).json()) as List;
    const zh = (await (await request.get("/api/examples?pageSize=40&locale=zh")).json()) as List;
    expect(en.data.count).toBeGreaterThanOrEqual(12);
    expect(zh.data.count).toBeGreaterThanOrEqual(12);

    const categories = await request.get("/api/categories?sort=-sort", { headers: { "accept-language": "zh-CN" } });
    expect(categories.headers()["cache-control"]).toContain("public");
    const body = (await categories.json()) as List;
    expect(body.data.count).toBeGreaterThanOrEqual(6);
    expect(body.data.data[0]?.name).toBe("软件开发");
  });

  test("a creator avatar is served and a bad query answers 400, not 500", async ({ request }) => {
    const examples = (await (await request.get("/api/examples?pageSize=1")).json()) as List;
    const creator = examples.data.data[0]?.userId as { avatar: string };
    const avatar = await request.get(creator.avatar);
    expect(avatar.status()).toBe(200);
    expect(avatar.headers()["content-type"]).toContain("image/svg+xml");
    const bad = await request.get("/api/examples?pageSize=abc&sort=nope");
    expect(bad.status()).toBe(400);
    expect(((await bad.json()) as { code: number }).code).toBe(200002);
  });
});
