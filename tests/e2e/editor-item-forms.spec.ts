// Issue 21 item 5, forms that speak like a resume, not a form builder: a job asks for a company and a position, a
// school for a degree and a major (in Chinese 公司名称, 职位, 学校, 学历, 专业); an entry's card is titled by what it
// holds ("New position" while empty); dates are a year and a month select, used here by keyboard and by mouse, with
// no <input type="month"> (Chromium's "--------- ----"); a section's own spacing is in the style panel; an English
// resume offers date of birth and WeChat only on request. At 390 px and 1366 px, in English and Chinese.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { createEmptyResume } from "@/lib/shared/resume/create-empty-resume";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import { messages } from "./ai/messages";
import { disconnectTestDb, testDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

const layouts = [
  { locale: "en", prefix: "", width: 1366, height: 900 },
  { locale: "en", prefix: "", width: 390, height: 844 },
  { locale: "zh", prefix: "/ch", width: 1366, height: 900 },
  { locale: "zh", prefix: "/ch", width: 390, height: 844 },
] as const;

const words = {
  en: {
    work: "Work Experience",
    education: "Education",
    company: "Northwind Commerce",
    position: "Senior Engineer",
    school: "Oregon State University",
    degree: "B.S.",
    major: "Computer Science",
    subTitle: "B.S., Computer Science",
    shows: "Mar 2019",
  },
  zh: {
    work: "工作经历",
    education: "教育背景",
    company: "字节跳动",
    position: "高级前端工程师",
    school: "浙江大学",
    degree: "本科",
    major: "计算机科学与技术",
    subTitle: "计算机科学与技术 · 本科",
    shows: "2019.03",
  },
} as const;

/** The labels of an entry's fields, in order, as a screen reader names them. */
const labelsOf = (entry: Locator) =>
  entry
    .locator("input:not([type=checkbox]), textarea, select")
    .evaluateAll((fields) =>
      fields.map(
        (field) =>
          field.getAttribute("aria-label") ??
          document.querySelector(`label[for="${CSS.escape(field.id)}"]`)?.textContent,
      ),
    );

for (const { locale, prefix, width, height } of layouts) {
  test(`${locale} at ${width} px: each kind's own fields, cards titled by content, month selects, spacing in Style`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const m = messages[locale].Editor;
    const f = m.fields;
    const w = words[locale];
    const phone = width < 1024;
    const user = await seedUser("regular");
    const resume = await seedResume(user.id, {
      name: "Forms",
      document: createEmptyResume(locale === "zh" ? "ch" : "en"),
    });
    const context = await browser.newContext({ viewport: { width, height } });
    await signIn(context, baseURL!, user);
    const page = await context.newPage();
    await page.goto(`${prefix}/editor/${resume.id}`);
    const stored = async () =>
      (await testDb().resume.findUniqueOrThrow({ where: { id: resume.id } })).data as TResumeData;
    const card = (name: string) => page.getByRole("main").getByRole("region", { name, exact: true });
    const month = (part: "year" | "month", label: string) => m.month[part].replace("{field}", label);
    await expect(card(w.work)).toBeVisible({ timeout: 30_000 });

    // Date of birth and WeChat: a Chinese resume asks for them, an English one offers them on request.
    if (locale === "en") {
      await expect(page.getByLabel(m.basic.birth, { exact: true })).toHaveCount(0);
      await expect(page.getByLabel(m.basic.wechat, { exact: true })).toHaveCount(0);
      await page.getByRole("button", { name: m.basic.addBirth }).click();
      await expect(page.getByLabel(m.basic.birth, { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: m.basic.addWechat })).toBeVisible();
    } else {
      await expect(page.getByLabel(m.basic.birth, { exact: true })).toBeVisible();
      await expect(page.getByLabel(m.basic.wechat, { exact: true })).toBeVisible();
    }

    // A job: its own words, "New position" until it holds something, then "Position · Company".
    await card(w.work).getByRole("button", { name: m.section.addItem }).click();
    const job = card(w.work).getByTestId("item-editor");
    await expect(job.getByText(f.work.newItem, { exact: true })).toBeVisible();
    expect(await labelsOf(job)).toEqual([
      f.work.title,
      f.work.subTitle,
      month("year", f.work.startDate),
      month("month", f.work.startDate),
      month("year", f.work.endDate),
      month("month", f.work.endDate),
      f.work.city,
      f.work.description,
    ]);
    await expect(job.getByLabel(f.work.title, { exact: true })).toHaveAttribute("placeholder", f.work.titlePh);
    await job.getByLabel(f.work.title, { exact: true }).click();
    await page.keyboard.type(w.company);
    await job.getByLabel(f.work.subTitle, { exact: true }).fill(w.position);
    await expect(job.getByText(`${w.position} · ${w.company}`, { exact: true })).toBeVisible();
    await expect(page.locator('input[type="month"]')).toHaveCount(0);

    // The start month by keyboard: the year typed ahead on the focused select, the month by arrow keys.
    const startYear = job.getByRole("combobox", { name: month("year", f.work.startDate), exact: true });
    const startMonth = job.getByRole("combobox", { name: month("month", f.work.startDate), exact: true });
    await startYear.focus();
    await page.keyboard.type("2019");
    await expect(startYear).toHaveValue("2019");
    await page.keyboard.press("Tab");
    await expect(startMonth).toBeFocused();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press("ArrowDown");
    await expect(startMonth).toHaveValue("03");
    // The end month by mouse (a native select's list is the browser's own; Playwright picks from it).
    await job.getByRole("combobox", { name: month("year", f.work.endDate), exact: true }).click();
    await job.getByRole("combobox", { name: month("year", f.work.endDate), exact: true }).selectOption("2022");
    await job.getByRole("combobox", { name: month("month", f.work.endDate), exact: true }).selectOption("11");
    await expect
      .poll(async () => (await stored()).sections.find((s) => s.id === "empolyment")?.data[0], { timeout: 15_000 })
      .toMatchObject({ title: w.company, subTitle: w.position, startDate: "2019-03", endDate: "2022-11" });

    // A school: its own words, the degree and the major kept together in the one stored field.
    await card(w.education).getByRole("button", { name: m.section.addItem }).click();
    const school = card(w.education).getByTestId("item-editor");
    await expect(school.getByText(f.education.newItem, { exact: true })).toBeVisible();
    expect((await labelsOf(school)).slice(0, 3)).toEqual([f.education.title, f.education.subTitle, f.major]);
    await school.getByLabel(f.education.title, { exact: true }).fill(w.school);
    await school.getByLabel(f.education.subTitle, { exact: true }).fill(w.degree);
    await school.getByLabel(f.major, { exact: true }).fill(w.major);
    await expect(school.getByText(w.school, { exact: true })).toBeVisible();
    await school
      .getByRole("combobox", { name: month("year", f.education.startDate), exact: true })
      .selectOption("2015");
    await expect
      .poll(async () => (await stored()).sections.find((s) => s.id === "education")?.data[0], { timeout: 15_000 })
      .toMatchObject({ title: w.school, subTitle: w.subTitle, startDate: "2015" });
    await page.screenshot({ path: test.info().outputPath(`forms-${locale}-${width}.png`), fullPage: false });
    await job.scrollIntoViewIfNeeded();
    await job.screenshot({ path: test.info().outputPath(`job-${locale}-${width}.png`) });
    await school.screenshot({ path: test.info().outputPath(`school-${locale}-${width}.png`) });

    // The preview prints the picked months the way the resume's language writes them.
    if (phone) await page.getByRole("tab", { name: m.views.preview }).click();
    const shown = page.getByTestId("resume-preview").locator('[data-section-id="empolyment"]');
    await expect(shown).toContainText(w.shows);
    if (phone) await page.getByRole("tab", { name: m.views.edit }).click();

    // No px field in the section forms; the space above each section is in the style panel.
    await expect(card(w.work).getByRole("textbox", { name: /px/ })).toHaveCount(0);
    await page.getByRole("tab", { name: m.toolbar.style, exact: true }).click();
    const spacing = page.getByTestId("section-spacing");
    await expect(spacing).toBeVisible();
    const space = spacing.getByLabel(m.style.sectionSpace.replace("{name}", w.education), { exact: true });
    await space.scrollIntoViewIfNeeded();
    await spacing.screenshot({ path: test.info().outputPath(`spacing-${locale}-${width}.png`) });
    await space.fill("32");
    await expect
      .poll(async () => (await stored()).sections.find((s) => s.id === "education")?.styles, { timeout: 15_000 })
      .toEqual({ marginTop: 32 });
    await expect
      .poll(() =>
        page
          .getByTestId("resume-preview")
          .locator('[data-section-id="education"]')
          .evaluate((el) => getComputedStyle(el).marginTop),
      )
      .toBe("32px");
    await space.fill("");
    await expect
      .poll(async () => (await stored()).sections.find((s) => s.id === "education")?.styles, { timeout: 15_000 })
      .toEqual({});
    await expectNoHorizontalScroll(page);
    await context.close();
  });
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
