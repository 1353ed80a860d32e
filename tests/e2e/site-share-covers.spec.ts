// Issue #11 items 16–18, 24, 25 on the desktop: the editor's share panel gives the public link, a copy button and a
// QR code once the resume is public; the Chinese catalogue shows covers and samples of the Chinese sample resume; the
// home and public pages show no placeholder content; public pages at desktop width stay at full A4 size.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./a11y";
import { disconnectTestDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { signInNewUser } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

test.describe("share panel", () => {
  test("ticking Public shows the link, a working copy button with a toast and a QR code", async ({
    page,
    baseURL,
    request,
  }) => {
    const user = await signInNewUser(page.context(), baseURL, "regular");
    const resume = await seedResume(user.id, { isPublic: false });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(`/editor/${resume.id}?openConfig=true`);
    const panel = page.getByRole("region", { name: "Share settings" });
    await expect(panel).toBeVisible();
    await expect(page.getByLabel("Public link", { exact: true })).toHaveCount(0);

    await page.getByRole("checkbox", { name: /^Public/ }).check();
    const url = `${baseURL}/r/${resume.uuid}`;
    await expect(page.getByLabel("Public link", { exact: true })).toHaveValue(url);
    await expect(page.getByRole("img", { name: "QR code of the public link" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Link copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    // Going public is saved at once: the link works as soon as it is shown.
    await expect.poll(async () => (await request.get(url)).status()).toBe(200);

    await page.getByRole("checkbox", { name: /^Public/ }).uncheck();
    await expect(page.getByLabel("Public link", { exact: true })).toHaveCount(0);
  });

  test("a premium owner's link uses the custom URL", async ({ page, baseURL }) => {
    const user = await signInNewUser(page.context(), baseURL, "premium");
    const resume = await seedResume(user.id, { isPublic: true });
    await page.goto(`/ch/editor/${resume.id}?openConfig=true`);
    // From the Chinese editor the link is the Chinese address (issue 21).
    await expect(page.getByLabel("公开链接", { exact: true })).toHaveValue(`${baseURL}/ch/r/${resume.uuid}`);
    const custom = `share-${Date.now()}`;
    await page.getByLabel("自定义链接").fill(custom);
    await page.getByRole("button", { name: "保存链接" }).click();
    await expect(page.getByLabel("公开链接", { exact: true })).toHaveValue(`${baseURL}/ch/r/${custom}`);
    await expect(page.getByRole("img", { name: "公开链接的二维码" })).toBeVisible();
  });
});

test.describe("catalogue in Chinese uses the Chinese sample", () => {
  test("/ch/templates covers and sample links are the Chinese ones; /templates stays English", async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await page.goto("/ch/templates");
    const zhCovers = page.locator('img[src^="/api/covers/templates/"]');
    await expect(zhCovers.first()).toBeVisible();
    for (const src of await zhCovers.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src") ?? "")))
      expect(src).toMatch(/\.webp\?w=\d+&locale=zh$/);

    await page.goto("/templates");
    const enCovers = page.locator('img[src^="/api/covers/templates/"]');
    await expect(enCovers.first()).toBeVisible();
    for (const src of await enCovers.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src") ?? "")))
      expect(src).toMatch(/\.webp\?w=\d+$/);

    // The two covers are different pictures: the Chinese one is rendered from the Chinese sample page.
    const [enPng, zhPng] = await Promise.all([
      request.get("/api/covers/templates/TemplateModern.png", { timeout: 120_000 }),
      request.get("/api/covers/templates/TemplateModern.png?locale=zh", { timeout: 120_000 }),
    ]);
    expect(enPng.status()).toBe(200);
    expect(zhPng.status()).toBe(200);
    expect(zhPng.headers()["content-type"]).toBe("image/png");
    expect(Buffer.compare(await enPng.body(), await zhPng.body())).not.toBe(0);
    expect((await request.get("/api/covers/templates/TemplateModern.png?locale=fr")).status()).toBe(400);
  });

  test("the template detail page links to the sample resume in the page's language", async ({ page }) => {
    await page.goto("/ch/templates/modern");
    await expect(
      page.locator('img[src="/api/covers/templates/TemplateModern.webp?w=480&locale=zh"]').first(),
    ).toBeVisible();
    const zhSample = await page.getByRole("link", { name: "打开网页版简历" }).first().getAttribute("href");
    await page.goto(zhSample ?? "");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page.getByText("陈思远").first()).toBeVisible();

    await page.goto("/templates/modern");
    const enSample = await page.getByRole("link", { name: "Open the web resume" }).first().getAttribute("href");
    expect(enSample).not.toBe(zhSample);
    await page.goto(enSample ?? "");
    await expect(page.getByText("Emily Carter").first()).toBeVisible();
  });
});

test.describe("no placeholder content", () => {
  for (const [prefix, title] of [
    ["", "Build your resume in minutes"],
    ["/ch", "几分钟做好你的简历"],
  ] as const) {
    test(`home (${prefix || "/"}): no invented user counts, no company wordmarks, a title the picture agrees with`, async ({
      page,
    }) => {
      // Usage figures come only from real copies of examples (the seed starts every example at 0); other specs in
      // this run write reviews and copy examples, never the hundreds of copies a tag needs.
      await page.goto(prefix || "/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      // No example has the copies a tag needs, so no "N+ users" tag anywhere.
      await expect(page.getByTestId("usage-tag")).toHaveCount(0);
      await expect(page.locator("body")).not.toContainText(/\d[\d,]*\+\s*(users|人使用)/);
      for (const company of ["Google", "Microsoft", "Atlassian", "阿里巴巴", "腾讯", "字节跳动"])
        await expect(page.locator("main")).not.toContainText(company);
    });

    test(`no example.com on the site's own pages (${prefix || "/"})`, async ({ request }) => {
      for (const path of ["", "/pricing", "/templates", "/examples", "/guides", "/roadmap", "/referral"]) {
        const response = await request.get(`${prefix}${path}` || "/");
        expect(response.status(), path).toBe(200);
        expect(await response.text(), `${prefix}${path}`).not.toContain("example.com");
      }
    });
  }

  test("the headline price is the cheapest plan's monthly price", async ({ page }) => {
    await page.goto("/ch/pricing");
    await expect(page.getByText("低至 ¥5/月")).toBeVisible();
    await page.goto("/pricing");
    await expect(page.getByText("As low as $5 per month")).toBeVisible();
  });
});

test("a public resume at desktop width keeps its full A4 size; the Chinese footer says 简历匠", async ({ page }) => {
  const owner = await seedUser("regular");
  const resume = await seedResume(owner.id, { isPublic: true, lang: "ch" });
  await page.goto(`/r/${resume.uuid}`);
  const box = await page.locator(".rs-root").first().boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(794);
  await expect(page.locator(".public-branding")).toHaveText("由 简历匠 制作");
  // The page around the sheet; the sheet's colours are the owner's template theme, covered by the template tests.
  const results = await new AxeBuilder({ page }).exclude(".rs-root").analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual(
    [],
  );
});
