// "What an ATS reads" (issue 25 item 1) in the browser, at 390 × 844 and 1366 × 768, in English and Chinese: the
// editor's "ATS check" tab prints the resume's PDF (a two-column template) and shows what our parser, pdftotext and
// pdf.js read: the fixes (the sidebar read into the main column, with a way to check the one-column PDF), a tab per
// reader with its share of fields read, the fields not read as written, the text in reading order; all of it inside
// the viewport's width, with no serious axe violation. After a download from the editor, the success notice opens
// it; after one from My resumes, it opens the editor on it. A free user is told it is Premium.
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./a11y";
import { messages } from "./ai/messages";
import { disconnectTestDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

const locales = [
  { locale: "en", prefix: "", lang: "en" },
  { locale: "zh", prefix: "/ch", lang: "ch" },
] as const;
const sizes = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;
/** pdftotext reads this template's sidebar into its main column, in both languages (docs/benchmarks.md). */
const TWO_COLUMNS = "TemplateSplit";
/** A check prints a PDF and reads it three ways: seconds on a loaded machine. */
const CHECK_TIMEOUT = 60_000;

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const { locale, prefix, lang } of locales) {
  const m = messages[locale].Editor;
  const t = m.atsCheck;
  for (const size of sizes) {
    test(`${locale} at ${size.width} px: the ATS check shows each reader's fields, its text and the fixes`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(size);
      const user = await seedUser("premium");
      const resume = await seedResume(user.id, { lang, config: { templateName: TWO_COLUMNS } });
      await signIn(page.context(), baseURL!, user);
      await page.goto(`${prefix}/editor/${resume.id}`);
      await page.getByRole("tab", { name: m.toolbar.ats, exact: true }).click();

      const card = page.getByRole("region", { name: t.title });
      await expect(card.getByRole("heading", { name: t.fixesHeading })).toBeVisible({ timeout: CHECK_TIMEOUT });
      await expect(card.getByRole("radio", { name: t.format.two })).toBeChecked();
      await expect(card.getByText(t.fixes.twoColumnOrder.split("{readers}")[1]!.trim().slice(0, 20))).toBeVisible();

      // A tab per reader, each with its count; the text in reading order starts with the name.
      const readers = card.getByRole("tablist", { name: t.readers.label }).getByRole("tab");
      await expect(readers).toHaveCount(3);
      for (const key of ["ours", "pdftotext", "pdfjs"] as const)
        await expect(
          card.getByRole("tab", { name: new RegExp(`^${t.readers[key].replace(".", "\\.")}`) }),
        ).toBeVisible();
      await card.getByRole("tab", { name: new RegExp(`^${t.readers.pdftotext}`) }).click();
      const panel = card.getByRole("tabpanel");
      await panel.getByText(t.readingOrder).click();
      await expect(panel.getByTestId("reading-order")).toContainText(lang === "ch" ? "陈思远" : "Emily Carter");
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      const box = await card.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
      await expectNoSeriousA11yViolations(page);

      // The fix checks the one-column PDF, which no reader reads out of order.
      await card.getByRole("button", { name: t.checkOneColumn }).click();
      await expect(card.getByRole("radio", { name: t.format.one })).toBeChecked();
      await expect(card.getByText(t.noFixes)).toBeVisible({ timeout: CHECK_TIMEOUT });
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    });
  }

  test(`${locale}: the download notice opens the ATS check, from the editor and from My resumes`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    const user = await seedUser("premium");
    const resume = await seedResume(user.id, { lang, name: `ATS ${locale}` });
    await signIn(page.context(), baseURL!, user);
    await page.goto(`${prefix}/editor/${resume.id}`);
    await Promise.all([
      page.waitForEvent("download", { timeout: 30_000 }),
      page.getByRole("button", { name: m.toolbar.download }).click(),
    ]);
    await page.getByRole("button", { name: t.afterDownload }).click();
    await expect(page.getByRole("tab", { name: m.toolbar.ats, exact: true })).toHaveAttribute("aria-selected", "true");
    const card = page.getByRole("region", { name: t.title });
    await expect(card.getByRole("heading", { name: t.fixesHeading })).toBeVisible({ timeout: CHECK_TIMEOUT });
    await expect(card.getByRole("radio", { name: t.format.two })).toBeChecked();

    await page.goto(`${prefix}/resumes`);
    await Promise.all([
      page.waitForEvent("download", { timeout: 30_000 }),
      page.getByRole("button", { name: `${messages[locale].Resumes.actions.download}: ATS ${locale}` }).click(),
    ]);
    await page.getByRole("button", { name: messages[locale].Resumes.afterDownloadAts }).click();
    await expect(page).toHaveURL(new RegExp(`/editor/${resume.id}\\?check=ats$`));
    await expect(
      page.getByRole("region", { name: t.title }).getByRole("heading", { name: t.fixesHeading }),
    ).toBeVisible({ timeout: CHECK_TIMEOUT });
  });

  test(`${locale} at 390 px: a free user is told the check is Premium, with the way to upgrade`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const user = await seedUser("regular");
    const resume = await seedResume(user.id, { lang });
    await signIn(page.context(), baseURL!, user);
    await page.goto(`${prefix}/editor/${resume.id}`);
    await page.getByRole("tab", { name: m.toolbar.ats, exact: true }).click();
    const card = page.getByRole("region", { name: t.title });
    await expect(card.getByText(t.premium)).toBeVisible();
    await card.getByRole("button", { name: t.upgrade }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
}
