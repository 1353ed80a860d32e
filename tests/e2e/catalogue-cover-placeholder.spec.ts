// While a template cover is still being rendered (2-10 s for a cold one), its card shows a placeholder sheet, not a
// blank white box (issue 21 item 13); at a phone's and a laptop's width in both languages. The cover responses are
// held until the placeholder has been checked, then released.
import { expect, test, type Route } from "@playwright/test";

for (const width of [390, 1366]) {
  for (const prefix of ["", "/ch"]) {
    test(`template covers show a placeholder until they arrive (${width} px, ${prefix || "/"})`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
      const held: Route[] = [];
      let releasing = false;
      await page.route("**/api/covers/templates/**", (route) => (releasing ? route.continue() : held.push(route)));
      // Not "load": that waits for every image, and the covers are held here.
      await page.goto(`${prefix}/templates`, { waitUntil: "domcontentloaded" });
      const cover = page.locator('img[src^="/api/covers/templates/"]').first();
      await expect(cover).toBeVisible();
      await expect.poll(() => held.length).toBeGreaterThan(0);
      expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(false);
      const paint = await cover.evaluate((img) => {
        const style = getComputedStyle(img);
        return { color: style.backgroundColor, image: style.backgroundImage };
      });
      expect(paint.color).not.toMatch(/^rgba?\(255, 255, 255(, 1)?\)$|^rgba\(0, 0, 0, 0\)$/);
      expect(paint.image).toContain("linear-gradient");

      // Released in place (page.unroute would settle the held requests itself): later ones pass straight on.
      releasing = true;
      for (const route of held) await route.continue();
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    });
  }
}
