// An old copy made a variant from My resumes (issue 26 item 1), in both locales at 390 px and 1366 px: the card's "Make
// this a variant of…" opens a dialog that offers the master (not the copy itself) and says the content is kept; by
// keyboard the master is chosen and the conversion confirmed; the dialog says the result, the card reads "Variant of
// <master>", and in the editor the banner counts the copy's different headline as its own. No page overflows.
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./a11y";
import { messages } from "./ai/messages";
import { disconnectTestDb, testDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

const prefix = { en: "", zh: "/ch" } as const;
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{${key}}`, value), text);

for (const locale of ["en", "zh"] as const) {
  for (const width of [390, 1366]) {
    test(`${locale} at ${width} px: an old copy becomes a variant of the master, its content kept`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 844 });
      const t = messages[locale].Resumes;
      const lang = locale === "zh" ? "ch" : "en";
      const user = await seedUser("regular");
      const master = await seedResume(user.id, { name: "Master CV", lang });
      const headline = locale === "zh" ? "前端负责人（旧版）" : "Frontend lead (old copy)";
      const copy = await seedResume(user.id, {
        name: "Old copy",
        lang,
        edit: (data) => void (data.basicInfo.title = headline),
      });
      await signIn(context, baseURL!, user);
      await page.goto(`${prefix[locale]}/resumes`);
      await expect(page.getByTestId("resume-card")).toHaveCount(2, { timeout: 15_000 });

      const opener = page.getByRole("button", { name: `${t.actions.makeVariant}: Old copy` });
      await opener.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: fill(t.makeVariant.title, { name: "Old copy" }) });
      await expect(dialog).toContainText(t.makeVariant.explain);
      const radios = dialog.getByRole("radio");
      await expect(radios).toHaveCount(1);
      await expect(dialog.getByRole("group", { name: t.makeVariant.choose })).toContainText("Master CV");
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);

      // Keyboard only: the radio, then the confirm button.
      await radios.first().focus();
      await page.keyboard.press("Space");
      await expect(radios.first()).toBeChecked();
      const converted = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/resumes/${copy.id}/variant`) && response.request().method() === "PUT",
      );
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(dialog.getByRole("button", { name: t.makeVariant.confirm })).toBeFocused();
      await page.keyboard.press("Enter");
      expect((await converted).status()).toBe(200);
      await expect(dialog.getByTestId("make-variant-done")).toContainText(
        fill(t.makeVariant.done, { name: "Old copy", master: "Master CV" }),
      );
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      // The card's mark, behind the dialog; the copy keeps its content.
      await dialog.getByRole("link", { name: t.makeVariant.openEditor }).click();
      await page.waitForURL((url) => url.pathname.endsWith(`/editor/${copy.id}`));
      const banner = page.getByTestId("variant-banner");
      const tv = messages[locale].Editor.variant;
      await expect(banner.getByRole("heading")).toHaveText(fill(tv.title, { name: "Master CV" }));
      await expect(banner.getByTestId("variant-own-count")).toContainText(locale === "zh" ? "1 个字段" : "1 field");
      await expect(page.locator('[data-field-path="basicInfo.title"]')).toHaveValue(headline);
      const row = await testDb().resume.findUniqueOrThrow({ where: { id: copy.id } });
      expect(row.variantOfId).toBe(master.id);

      await page.goto(`${prefix[locale]}/resumes`);
      const card = page.getByTestId("resume-card").filter({ hasText: "Old copy" });
      await expect(card.getByTestId("variant-of")).toHaveText(fill(t.variantOf, { name: "Master CV" }));
      await expect(card.getByRole("button", { name: `${t.actions.makeVariant}: Old copy` })).toHaveCount(0);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    });
  }
}
