// The roadmap page states what is live (issue 21 item 13): the AI assistant, upload and checkout, which once sat under
// "coming next", are listed as available now, and "coming next" holds only what is not built. Held to the code by
// tests/unit/site/roadmap.test.ts; here as a visitor reads it, at 390 px and 1366 px in English and Chinese.
import { expect, test } from "@playwright/test";
import { messages } from "./ai/messages";

const shippedBefore = ["ai", "upload", "checkout"] as const;

for (const { locale, prefix } of [
  { locale: "en", prefix: "" },
  { locale: "zh", prefix: "/ch" },
] as const) {
  const r = messages[locale].Roadmap;
  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    test(`${locale} at ${size.width} px: shipped features are listed as available, not as coming next`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      expect((await page.goto(`${prefix}/roadmap`))?.status()).toBe(200);
      const live = page.getByRole("region", { name: r.shipped.title });
      const next = page.getByRole("region", { name: r.next.title });
      await expect(live).toBeVisible();
      await expect(next).toBeVisible();
      for (const key of shippedBefore) {
        await expect(live.getByRole("listitem").filter({ hasText: r.shipped.items[key] })).toHaveCount(1);
        await expect(next).not.toContainText(r.shipped.items[key]);
      }
      // Nothing listed twice: every "next" item is absent from the live list.
      for (const text of Object.values(r.next.items as Record<string, string>))
        await expect(live).not.toContainText(text);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    });
  }
}
