// Master and variants (issue 26 item 1), in both locales at 390 px and 1366 px: from a master's editor "Make a variant"
// opens the new variant; its headline is changed there; then the master's summary is changed in the master's editor;
// the variant shows the master's new summary and keeps its own headline (marked "Own", counted in the banner); "Use
// master's" on the headline takes the master's back. No page overflows.
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./a11y";
import { messages } from "./ai/messages";
import { disconnectTestDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

const prefix = { en: "", zh: "/ch" } as const;
const SUMMARY = "sections.sample-profile.sample-profile-1.description";
const HEADLINE = "basicInfo.title";

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function openEditor(page: Page, locale: "en" | "zh", id: string) {
  await page.goto(`${prefix[locale]}/editor/${id}`);
  await expect(page.getByTestId("editor-status")).toBeVisible();
}

/** Types into the field at `path` and waits for the autosave that sends it. */
async function fillAndSave(page: Page, id: string, path: string, text: string) {
  const saved = page.waitForResponse(
    (response) => response.url().endsWith(`/api/resumes/${id}`) && response.request().method() === "PATCH",
  );
  await page.locator(`[data-field-path="${path}"]`).fill(text);
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId("editor-status")).toHaveAttribute("data-status", "saved", { timeout: 10_000 });
}

for (const locale of ["en", "zh"] as const) {
  for (const width of [390, 1366]) {
    test(`${locale} at ${width} px: make a variant, own headline, master's summary flows, revert`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 844 });
      const t = messages[locale].Editor.variant;
      const user = await seedUser("regular");
      const master = await seedResume(user.id, { name: "Master CV", lang: locale === "zh" ? "ch" : "en" });
      await signIn(context, baseURL!, user);
      const headline = locale === "zh" ? "高级前端工程师（Acme）" : "Senior frontend engineer for Acme";
      const summary =
        locale === "zh" ? "十年前端经验，专注设计系统。" : "Ten years of frontend, focused on design systems.";

      // The master's line: no variants yet; make one, which opens.
      await openEditor(page, locale, master.id);
      const line = page.getByTestId("variant-line");
      await expect(line).toContainText(t.none);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await line.getByRole("button", { name: t.make }).click();
      await page.waitForURL((url) => /\/editor\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith(master.id));
      const variantId = new URL(page.url()).pathname.split("/").pop()!;
      const banner = page.getByTestId("variant-banner");
      await expect(banner.getByRole("heading")).toHaveText(t.title.replace("{name}", "Master CV"));
      await expect(banner.getByTestId("variant-own-count")).toContainText(t.own.match(/=0 \{([^}]*)\}/)![1]!);

      // The variant's own headline.
      await fillAndSave(page, variantId, HEADLINE, headline);

      // The master's summary, in the master's editor; its line now lists the variant.
      await openEditor(page, locale, master.id);
      await expect(page.getByTestId("variant-line").getByRole("link")).toHaveCount(1);
      await fillAndSave(page, master.id, SUMMARY, summary);

      // The variant: the master's summary arrived, its headline stayed and is marked as its own.
      await openEditor(page, locale, variantId);
      await expect(page.locator(`[data-field-path="${SUMMARY}"]`)).toHaveValue(summary);
      await expect(page.locator(`[data-field-path="${HEADLINE}"]`)).toHaveValue(headline);
      await expect(banner.getByTestId("variant-own-count")).toContainText(locale === "zh" ? "1 个字段" : "1 field");
      await expect(page.locator(`[data-variant-mark="${HEADLINE}"]`)).toBeVisible();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);

      // Revert the headline to the master's.
      await page.locator(`[data-variant-mark="${HEADLINE}"]`).click();
      const reverted = page.waitForResponse((response) =>
        response.url().endsWith(`/api/resumes/${variantId}/variant/revert`),
      );
      await page.locator("[data-variant-use-master]").click();
      expect((await reverted).status()).toBe(200);
      await expect(page.locator(`[data-field-path="${HEADLINE}"]`)).toHaveValue(
        (master.data as { basicInfo: { title: string } }).basicInfo.title,
      );
      await expect(page.locator(`[data-variant-mark="${HEADLINE}"]`)).toHaveCount(0);
      await expect(banner.getByTestId("variant-own-count")).toContainText(t.own.match(/=0 \{([^}]*)\}/)![1]!);
    });
  }
}
