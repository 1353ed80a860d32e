// Cover letters (issue 26 item 3) on the AI-off server, in both locales at 390 px and 1366 px: from an application's
// card, the letter dialog starts from the template in the resume's language (the company, role and headline filled
// in), the user edits and saves it (version 1, from the template), edits and saves again (version 2; both listed in
// Versions), and downloads the PDF. With AI off there is no "Write with AI". Nothing overflows the page or the dialog.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { messages } from "./ai/messages";
import { disconnectTestDb, testDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

const prefix = { en: "", zh: "/ch" } as const;
const job = {
  en: { company: "Acme Payments", role: "Backend Engineer", greeting: "Dear Hiring Manager at Acme Payments," },
  zh: { company: "云帆支付", role: "后端工程师", greeting: "尊敬的云帆支付招聘负责人：" },
} as const;
const addition = {
  en: "I have run payment services on Kubernetes for six years.",
  zh: "我在 Kubernetes 上运维支付服务六年。",
};

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const locale of ["en", "zh"] as const) {
  for (const width of [390, 1366]) {
    test(`${locale} at ${width} px: a cover letter from the template, edited, saved twice and downloaded as PDF`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 844 });
      const user = await seedUser("premium");
      const resume = await seedResume(user.id, { name: "Backend resume", lang: locale === "zh" ? "ch" : "en" });
      const row = await testDb().job.create({
        data: { userId: user.id, company: job[locale].company, role: job[locale].role, description: "Go, PostgreSQL" },
      });
      await testDb().application.create({ data: { userId: user.id, jobId: row.id, resumeId: resume.id } });
      await signIn(context, baseURL!, user);
      const t = messages[locale].Applications;
      const c = t.coverLetter;

      await page.goto(`${prefix[locale]}/applications`);
      const names = (text: string) =>
        text.replace("{role}", job[locale].role).replace("{company}", job[locale].company);
      await page
        .getByRole("button", { name: names(c.openLabel) })
        .filter({ visible: true })
        .click();
      const dialog = page.getByRole("dialog", { name: c.title });
      await expect(dialog.getByText(c.emptyTitle)).toBeVisible();
      await expect(dialog.getByRole("button", { name: c.ai })).toHaveCount(0);

      await dialog.getByRole("button", { name: c.template }).click();
      const letter = dialog.getByRole("textbox", { name: c.label });
      await expect(letter).toHaveValue(new RegExp(`^${job[locale].greeting}`));
      await expect(letter).toHaveValue(new RegExp(job[locale].role));
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      await letter.press("ControlOrMeta+End");
      await letter.pressSequentially(` ${addition[locale]}`);
      await dialog.getByRole("button", { name: c.save }).click();
      await expect(page.getByText(c.saved)).toBeVisible();
      await expect(dialog.getByText(c.version.replace("{version}", "1"))).toBeVisible();

      await letter.fill(`${job[locale].greeting}\n\n${addition[locale]}`);
      await expect(dialog.getByText(c.unsaved, { exact: false })).toBeVisible();
      await dialog.getByRole("button", { name: c.save }).click();
      await expect(dialog.getByText(c.version.replace("{version}", "2"))).toBeVisible();
      await dialog.getByRole("button", { name: c.versions.replace("{count}", "2") }).click();
      const versions = dialog.getByTestId("cover-letter-versions");
      await expect(versions.getByRole("listitem")).toHaveCount(2);
      await expect(versions.getByRole("listitem").nth(1)).toContainText(c.sources.template);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      const box = await dialog.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(width);

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        dialog.getByRole("button", { name: c.download }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const pdf = await readFile((await download.path())!);
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdf.byteLength).toBeGreaterThan(5_000);
    });
  }
}
