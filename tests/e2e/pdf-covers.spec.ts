// Cover images: template covers rendered from the real template, resume covers (the first page, 640 × 896) served
// from the data folder, and file names that could escape that folder refused.
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { disconnectTestDb, testDb } from "./support/db";

test.afterAll(disconnectTestDb);

test("a template's cover is a 640 × 896 PNG rendered from the template, cached for a week", async ({ request }) => {
  const response = await request.get("/api/covers/templates/TemplateModern.png");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect(response.headers()["cache-control"]).toContain("max-age=604800");
  const image = sharp(await response.body());
  expect(await image.metadata()).toMatchObject({ width: 640, height: 896, format: "png" });
  // Not a blank page: the sample resume's ink makes the pixels vary.
  const { channels } = await image.stats();
  expect(channels[0]?.stdev ?? 0).toBeGreaterThan(5);
});

test("unknown templates and unsafe names are refused", async ({ request }) => {
  expect((await request.get("/api/covers/templates/NoSuchTemplate.png")).status()).toBe(404);
  for (const path of [
    "/api/covers/templates/..%2F..%2Fauth-secret.png",
    "/api/covers/resumes/..%2F..%2Fauth-secret.webp",
    "/api/covers/resumes/x.txt",
  ]) {
    const status = (await request.get(path)).status();
    expect([400, 404], path).toContain(status);
  }
  expect((await request.get("/api/covers/resumes/nothing-here.webp")).status()).toBe(404);
});

test("example resumes get their first page as a 640 × 896 WebP cover after start", async ({ request }) => {
  test.setTimeout(90_000);
  // The server renders missing example covers one by one, starting 10 s after it starts.
  let coverImg: string | null = null;
  await expect
    .poll(
      async () => {
        const row = await testDb().resume.findFirst({
          where: { example: { isNot: null }, coverImg: { startsWith: "/api/covers/resumes/" } },
        });
        coverImg = row?.coverImg ?? null;
        return coverImg;
      },
      { timeout: 75_000, intervals: [1_000] },
    )
    .not.toBeNull();
  const response = await request.get(coverImg ?? "");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/webp");
  expect(response.headers()["cache-control"]).toContain("immutable");
  expect(await sharp(await response.body()).metadata()).toMatchObject({ width: 640, height: 896, format: "webp" });
});
