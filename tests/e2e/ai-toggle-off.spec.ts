// The shared e2e server runs with AI off (docs/product.md §2 `ai` toggle): /ai says that AI is not set up here and
// offers the other starts, and no link or choice leads to it. The AI-on server's journeys: ai-creator*.spec.ts.
import { expect, test } from "@playwright/test";

test("/ai explains that AI is not set up, in both languages, with the other ways to start", async ({ page }) => {
  await page.goto("/ai");
  await expect(page.getByRole("heading", { name: "AI is not set up on this server" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse templates" })).toHaveAttribute("href", "/templates");
  await expect(page.getByRole("link", { name: "Start a resume" })).toHaveAttribute("href", "/resumes?start=1");
  await expect(page.getByLabel("Job title")).toHaveCount(0);
  await page.goto("/ch/ai");
  await expect(page.getByRole("heading", { name: "本服务器未配置 AI 功能" })).toBeVisible();
  await expect(page.getByRole("link", { name: "浏览模板" })).toHaveAttribute("href", "/ch/templates");
});

test("no link to /ai: header, footer, home and the start dialog", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator('a[href="/ai"]')).toHaveCount(0);
  await expect(page.getByRole("region", { name: "AI that works on your resume with you" })).toHaveCount(0);
  const dialog = page.getByRole("dialog", { name: "Create a resume" });
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole("button", { name: "Create my resume" }).first().click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(dialog.getByText("Create with AI")).toHaveCount(0);
  await expect(dialog.getByText("Blank resume")).toBeVisible();
  await page.goto("/ch/pricing");
  await expect(page.locator('a[href="/ch/ai"]')).toHaveCount(0);
});

test("the home page has no AI section, no demo tabs and no video with AI off, in both languages", async ({ page }) => {
  const demos: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/demos/")) demos.push(request.url());
  });
  for (const [path, region, tabs] of [
    ["/", "AI that works on your resume with you", "AI features"],
    ["/ch", "和你一起写简历的 AI", "AI 功能"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: region })).toHaveCount(0);
    await expect(page.getByRole("tablist", { name: tabs })).toHaveCount(0);
    await expect(page.locator("video")).toHaveCount(0);
  }
  expect(demos).toEqual([]);
});
