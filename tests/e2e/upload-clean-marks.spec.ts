// Issue 21 item 14 in the browser: upload review marks only what the parser was unsure of. A clean Word resume
// (tests/integration/resume-review/clean-docx.ts: the name as its title, the headline under it, the city as a part of
// the contact line or after 现居, entries with employer, role, city and dates) uploaded on /upload opens in the editor
// with its values and no "check" mark and no review banner; before the fix the English one had five marks. The file
// with real doubts keeps its marks (upload-review.spec.ts). At 390 px and 1366 px, in English and Chinese.
import { expect, test } from "@playwright/test";
import { cleanDocxResume } from "@/tests/integration/resume-review/clean-docx";
import { messages } from "./ai/messages";
import { disconnectTestDb, testDb } from "./support/db";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);
// One upload at a time, as upload-review.spec.ts: parses of several workers at once stalled a loaded machine.
test.describe.configure({ mode: "serial" });

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const cases = [
  { locale: "en", prefix: "", name: "Maria Lopez", city: "Seattle, WA" },
  { locale: "zh", prefix: "/ch", name: "王芳", city: "上海" },
] as const;

for (const c of cases) {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    test(`${c.locale} at ${size.width} px: a clean Word resume opens with no field marked to check`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(size);
      const m = messages[c.locale];
      const [user, file] = await Promise.all([seedUser("regular"), cleanDocxResume(c.locale)]);
      await signIn(context, baseURL!, user);
      await page.goto(`${c.prefix}/upload`);
      await page
        .getByLabel(m.ResumeUpload.drop.label)
        .setInputFiles({ name: "resume.docx", mimeType: DOCX, buffer: file });
      await expect(page.getByText(m.ResumeUpload.done.title)).toBeVisible({ timeout: 60_000 });
      await page.getByRole("link", { name: m.ResumeUpload.done.goNow }).click();
      await page.waitForURL(new RegExp(`${c.prefix}/editor/[^/?]+$`), { timeout: 15_000 });
      const resumeId = new URL(page.url()).pathname.split("/").at(-1)!;

      // The editor holds what the file says (the name, the city) ...
      await expect(page.getByLabel(m.Editor.basic.name, { exact: true })).toHaveValue(c.name, { timeout: 15_000 });
      await expect(page.getByLabel(m.Editor.basic.location, { exact: true })).toHaveValue(c.city);
      // ... and the server kept nothing to check, so the page draws no mark and no banner.
      expect(await testDb().parseReviewItem.count({ where: { resumeId } })).toBe(0);
      await expect(page.locator("[data-review-mark]")).toHaveCount(0);
      await expect(page.getByTestId("review-banner")).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    });
  }
}
