// The four demos of the home page's AI section (docs/product.md §2), in English and Chinese: the AI creator, polish and
// translation in the editor, and the upload. Each drives the real app against the scripted fake model and is recorded
// and compressed by recordDemo (record.ts). Run by `npm run record:demos`, never by `npm test`.
import { expect, test, type Page } from "@playwright/test";
import { defaultSectionNames } from "@/lib/shared/validations/resume-document/default-names";
import { docxResume } from "../../tests/integration/upload-parse/fixture-files";
import {
  bilingualResume,
  polished,
  seedBilingualResume,
  translationOf,
  workDescriptions,
} from "../../tests/e2e/ai/bilingual-resume";
import { messages } from "../../tests/e2e/ai/messages";
import {
  resumeDraft,
  scriptJobTitleCheck,
  scriptPolish,
  scriptResume,
  polishMarker,
  scriptRefinementKeeping,
  scriptTranslation,
  translationMarker,
} from "../../tests/e2e/ai/model";
import { disconnectTestDb } from "../../tests/e2e/support/db";
import { localePrefix, recordDemo, type DemoLocale } from "./record";

test.afterAll(disconnectTestDb);

const locales: DemoLocale[] = ["en", "zh"];
const resumeLang = (locale: DemoLocale) => (locale === "zh" ? "ch" : "en");
/** Typing as a person does, so the viewer can follow. */
const TYPING_DELAY_MS = 70;

async function openEditor(page: Page, locale: DemoLocale, resumeId: string) {
  await page.goto(`${localePrefix(locale)}/editor/${resumeId}`);
  await expect(page.getByTestId("resume-preview")).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

for (const locale of locales) {
  const m = messages[locale];

  test(`${locale}: AI resume assistant`, async ({ browser, baseURL }) => {
    const a = m.AiCreator;
    const title = locale === "zh" ? "前端工程师" : "Frontend Engineer";
    await scriptJobTitleCheck(title, title);
    const work =
      locale === "zh"
        ? { title: "高级前端工程师", organization: "星海电商" }
        : { title: "Senior Frontend Engineer", organization: "Starsea Commerce" };
    const school =
      locale === "zh"
        ? { title: "软件工程学士", organization: "浙江大学" }
        : { title: "B.Eng. Software Engineering", organization: "Zhejiang University" };
    await scriptResume(
      title,
      resumeDraft(
        title,
        [{ ...work, startDate: "2021-03", endDate: "present" }],
        [{ ...school, startDate: "2014-09", endDate: "2018-06" }],
        locale,
      ),
    );
    await recordDemo({
      browser,
      baseURL: baseURL!,
      name: "assistant",
      locale,
      run: async (page, { startClip }) => {
        await page.goto(`${localePrefix(locale)}/ai`);
        const input = page.getByLabel(a.jobTitle.label, { exact: true });
        await expect(input).toBeVisible();
        startClip();
        await input.pressSequentially(title, { delay: TYPING_DELAY_MS });
        await page.getByRole("button", { name: a.actions.next, exact: true }).click();
        await page.getByRole("button", { name: a.experience.work.add }).click();
        const job = page.getByTestId("work-entry").first();
        await job.getByLabel(a.experience.work.title, { exact: true }).pressSequentially(work.title, { delay: 30 });
        await job
          .getByLabel(a.experience.work.organization, { exact: true })
          .pressSequentially(work.organization, { delay: 30 });
        await job.getByLabel(a.experience.startDate, { exact: true }).fill("2021-03");
        await job.getByLabel(a.experience.present, { exact: true }).check();
        await page.getByRole("button", { name: a.actions.next, exact: true }).click();
        await page.getByRole("button", { name: a.actions.skip, exact: true }).click();
        await page.getByRole("button", { name: a.actions.generate }).click();
        await expect(page.getByTestId("draft-preview")).toBeVisible({ timeout: 20_000 });
        await expect(page.getByText(a.progress.success)).toBeVisible({ timeout: 30_000 });
      },
    });
  });

  test(`${locale}: AI polish`, async ({ browser, baseURL }) => {
    const lang = resumeLang(locale);
    const second = workDescriptions(lang)[1];
    const path = (index: number) => `sections.empolyment.data.${index}.description`;
    await scriptPolish(polishMarker(path(1), second), [
      { path: path(0), suggestion: polished[lang][0] },
      { path: path(1), suggestion: polished[lang][1] },
    ]);
    await recordDemo({
      browser,
      baseURL: baseURL!,
      name: "polish",
      locale,
      run: async (page, { userId, startClip }) => {
        const resume = await seedBilingualResume(userId, lang, locale === "zh" ? "我的简历" : "My resume");
        await openEditor(page, locale, resume.id);
        const section = page.getByTestId("section-editor").nth(0);
        const work = m.Editor.section.polish.replace("{name}", defaultSectionNames[lang].empolyment);
        const button = page.getByRole("button", { name: work });
        await button.scrollIntoViewIfNeeded();
        await expect(section).toBeVisible();
        startClip();
        await page.waitForTimeout(600);
        await button.click();
        const cards = page.getByTestId("suggestion");
        await expect(cards).toHaveCount(2, { timeout: 20_000 });
        await page.waitForTimeout(1_500);
        await cards.first().getByRole("button", { name: m.Editor.ai.accept }).click();
        await expect(page.getByTestId("resume-preview")).toContainText(polished[lang][0].split("\n")[0]!.slice(2));
        await page.waitForTimeout(1_200);
        await page.getByTestId("suggestion").first().getByRole("button", { name: m.Editor.ai.accept }).click();
        await expect(page.getByText(m.Editor.ai.allDecided)).toBeVisible();
      },
    });
  });

  test(`${locale}: AI translation`, async ({ browser, baseURL }) => {
    const lang = resumeLang(locale);
    const target = lang === "en" ? "ch" : "en";
    await scriptTranslation(translationMarker(bilingualResume(lang).data.basicInfo.title), translationOf(lang));
    await recordDemo({
      browser,
      baseURL: baseURL!,
      name: "translate",
      locale,
      run: async (page, { userId, startClip }) => {
        const resume = await seedBilingualResume(userId, lang, locale === "zh" ? "我的简历" : "My resume");
        await openEditor(page, locale, resume.id);
        startClip();
        await page.waitForTimeout(600);
        await page.getByRole("tab", { name: m.Editor.toolbar.ai }).click();
        await page.getByLabel(m.Editor.ai.targetLang).selectOption(target);
        await page.waitForTimeout(600);
        await page.getByRole("button", { name: m.Editor.ai.translate, exact: true }).click();
        const dialog = page.getByRole("dialog", { name: m.Editor.ai.translatedTitle });
        await expect(dialog).toBeVisible({ timeout: 30_000 });
        await page.waitForTimeout(800);
        await dialog.getByRole("button", { name: m.Editor.ai.openCopy }).click();
        await page.waitForURL((url) => !url.pathname.endsWith(resume.id));
        const preview = page.getByTestId("resume-preview");
        await expect(preview).toContainText(target === "en" ? "Frontend Engineer" : "前端工程师", { timeout: 15_000 });
      },
    });
  });

  test(`${locale}: resume upload`, async ({ browser, baseURL }) => {
    const u = m.ResumeUpload;
    const file = await docxResume(locale);
    await scriptRefinementKeeping({
      name: locale === "zh" ? "李娜" : "Jane Doe",
      email: "someone@example.com",
      cellphone: "+86 139 1234 5678",
    });
    await recordDemo({
      browser,
      baseURL: baseURL!,
      name: "upload",
      locale,
      run: async (page, { startClip }) => {
        await page.goto(`${localePrefix(locale)}/upload`);
        await expect(page.getByRole("heading", { level: 1, name: u.title })).toBeVisible();
        startClip();
        await page.waitForTimeout(1_200);
        await page.getByLabel(u.drop.label).setInputFiles({
          name: locale === "zh" ? "简历.docx" : "resume.docx",
          mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
          buffer: file,
        });
        await expect(page.getByText(u.done.title)).toBeVisible({ timeout: 60_000 });
        await page.waitForURL(/\/editor\//, { timeout: 15_000 });
        await expect(page.getByTestId("resume-preview")).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
      },
    });
  });
}
