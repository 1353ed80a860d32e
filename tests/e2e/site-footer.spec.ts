// The footer at a phone's and a laptop's width in both languages (issue 21 item 13): the same pages linked in each,
// reviews, the roadmap and the student offer among them, all on screen without sideways scrolling, and the offer
// link leads to the offer (a visitor is first asked to sign in, with the offer as the way back).
import { expect, test, type Page } from "@playwright/test";

const locales = [
  { code: "en", prefix: "", offer: "Student & open-source offer", roadmap: "Roadmap" },
  { code: "zh", prefix: "/ch", offer: "学生与开源贡献者福利", roadmap: "产品路线图" },
] as const;

/** The footer's in-site pages, without the locale prefix (the language links and filing registers left out). */
async function footerPages(page: Page, prefix: string): Promise<string[]> {
  const hrefs = await page
    .getByRole("contentinfo")
    .locator("a:not([target])")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs
    .filter((href) => href !== "/" && href !== "/ch")
    .map((href) => (prefix && href.startsWith(`${prefix}/`) ? href.slice(prefix.length) : href))
    .sort();
}

for (const width of [390, 1366]) {
  test.describe(`footer at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 768 } });

    test("links the same pages in both languages, each on screen, the offer at /offer", async ({ page }) => {
      const pages: Record<string, string[]> = {};
      for (const l of locales) {
        await page.goto(l.prefix || "/");
        const footer = page.getByRole("contentinfo");
        await footer.scrollIntoViewIfNeeded();
        pages[l.code] = await footerPages(page, l.prefix);
        for (const href of ["/review", "/roadmap", "/offer"]) {
          const link = footer.locator(`a[href="${l.prefix}${href}"]`);
          await expect(link).toHaveCount(1);
          await link.scrollIntoViewIfNeeded();
          await expect(link).toBeInViewport();
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

        await footer.getByRole("link", { name: l.roadmap }).click();
        await expect(page).toHaveURL(new RegExp(`${l.prefix}/roadmap$`));
        await expect(page.getByRole("heading", { level: 1, name: l.roadmap })).toBeVisible();

        await page.getByRole("contentinfo").getByRole("link", { name: l.offer }).click();
        // A visitor signs in first and is sent back to the offer afterwards.
        await expect(page).toHaveURL(/\/offer$|[?&]prev=%2F(ch%2F)?offer/);
      }
      expect(pages.zh).toEqual(pages.en);
    });
  });
}
