// Phone-sized pages of the site (issue #11 items 16, 19, 25) at 390 px: a public resume (what the QR code opens) opens
// in its reading view and, switched to the page view, fits the screen with the whole sheet visible in both languages;
// the pricing page does not scroll sideways and its checkout dialog is entirely on screen; the Chinese public page's
// footer names 简历匠.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./a11y";
import { disconnectTestDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.use({ viewport: { width: 390, height: 844 } });
test.afterAll(disconnectTestDb);

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

for (const lang of ["en", "ch"] as const) {
  test(`a public resume fits a 390 px screen, the whole sheet visible (${lang})`, async ({ page }) => {
    const owner = await seedUser("regular");
    const resume = await seedResume(owner.id, { isPublic: true, lang });
    await page.goto(`/r/${resume.uuid}`);
    // A phone opens the reading view (issue 21; public-resume-reading.spec.ts); the whole sheet is one tap away.
    await expect(page.getByTestId("public-reading")).toBeVisible();
    await expectNoHorizontalOverflow(page);
    const reading = await new AxeBuilder({ page }).analyze();
    expect(
      reading.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id),
    ).toEqual([]);
    await page.getByRole("button", { name: lang === "ch" ? "查看原版页面" : "View as page" }).click();
    const sheet = page.locator(".rs-root").first();
    await expect(sheet).toBeVisible();
    // The sheet is zoomed once the page has measured the screen.
    await expect.poll(async () => (await sheet.boundingBox())?.width ?? 0).toBeLessThanOrEqual(390);
    const box = await sheet.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    // Scaled, not reflowed into a narrower column: it keeps the A4 proportions' width, only smaller.
    expect(box?.width).toBeGreaterThan(300);
    await expectNoHorizontalOverflow(page);
    // Nothing hides off to the left either: the page cannot be scrolled sideways at all.
    expect(
      await page.evaluate(() => {
        window.scrollTo(500, 0);
        return window.scrollX;
      }),
    ).toBe(0);
    const footer = page.getByText(lang === "ch" ? "由 简历匠 制作" : "Made with ResumeCraft");
    await expect(footer).toBeVisible();
    if (lang === "ch") await expect(page.locator(".public-branding")).not.toContainText("ResumeCraft");
    // The page around the sheet; the sheet's colours are the owner's template theme, covered by the template tests.
    const results = await new AxeBuilder({ page }).exclude(".rs-root").analyze();
    expect(
      results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id),
    ).toEqual([]);
  });
}

for (const [prefix, buy] of [
  ["", "Get Yearly"],
  ["/ch", "开通年度会员"],
] as const) {
  test(`pricing fits a 390 px screen and its checkout dialog is fully visible (${prefix || "/"})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const user = await seedUser("regular");
    await signIn(context, baseURL, user);
    expect((await page.goto(`${prefix}/pricing`))?.status()).toBe(200);
    await expectNoHorizontalOverflow(page);
    // The student offer (SUPPORT_EMAIL is set for the browser tests) is the widest card: it stays inside the screen.
    const offer = page.locator("section[aria-labelledby=student-offer]");
    await expect(offer).toBeVisible();
    const offerBox = await offer.boundingBox();
    expect((offerBox?.x ?? 0) + (offerBox?.width ?? 0)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);

    // Buying opens the checkout dialog (issue 16), named after the plan: it is entirely on the screen.
    await page.getByRole("button", { name: buy }).click();
    const shown = page.getByRole("dialog", { name: buy });
    await expect(shown).toBeVisible();
    await expect
      .poll(async () => {
        const box = await shown.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= 390;
      })
      .toBe(true);
    await expectNoHorizontalOverflow(page);
  });
}
