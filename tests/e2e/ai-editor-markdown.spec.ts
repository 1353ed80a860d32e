// Issue 21 item 11 in the browser: the model's description Markdown is shown as a reader sees it (no "**"/"*"
// markers, "- " bullets as "•") in the polish suggestion's word diff and in the AI creator's generation preview
// (lib/shared/resume/markdown-display.ts), at 1366 and 390 px in both languages; accepting a suggestion still stores
// the Markdown. On the AI-on server (the `ai` project: this file name matches AI_SERVER_SPECS' `ai-editor[^/]*`), against
// the scripted fake model (tests/e2e/ai/model.ts); each test's texts carry a tag of its own.
import { expect, test, type Locator } from "@playwright/test";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import { seedBilingualResume, workDescriptions } from "./ai/bilingual-resume";
import { messages } from "./ai/messages";
import { polishMarker, resumeDraft, scriptJobTitleCheck, scriptPolish, scriptResume, uniqueTitle } from "./ai/model";
import { disconnectTestDb, testDb } from "./support/db";
import { signInNewUser } from "./support/session";
import { SIGN_UP_TOKENS } from "./support/users";

test.afterAll(disconnectTestDb);

const PATH = "sections.empolyment.data.0.description";

// What the model writes (Markdown) and what a reader must see, per language. The shown texts are written out here,
// not computed with the code under test.
const cases = {
  en: {
    lang: "en",
    prefix: "",
    m: messages.en,
    item: "Senior Frontend Engineer · Starsea Commerce",
    polish: {
      markdown:
        "- **Built** the checkout page of the mobile shop\n- Cut page load from 3.2 s to **1.1 s**\n- *Mentored* new colleagues through code reviews",
      shown:
        "• Built the checkout page of the mobile shop\n• Cut page load from 3.2 s to 1.1 s\n• Mentored new colleagues through code reviews",
      // The seeded description (bilingual-resume.ts), as the diff's "before" side shows it.
      before: (tag: string) =>
        `• Worked on the checkout page of the mobile shop\n• Was responsible for performance, page load went from 3.2 s to 1.1 s\n• Helped new colleagues with code reviews ${tag}`,
    },
    creator: {
      title: "Frontend engineer",
      company: "Acme GmbH",
      summary: "**Frontend engineer** with *five years* of React and design systems.",
      summaryShown: "Frontend engineer with five years of React and design systems.",
      work: "Led the checkout rebuild.\n- **Cut** load time by 40%\n- Built the *shared UI kit*",
      workShown: "Led the checkout rebuild.\n\n• Cut load time by 40%\n• Built the shared UI kit",
      project: "- Components used on **40 pages**\n- Documented in Storybook",
      projectShown: "• Components used on 40 pages\n• Documented in Storybook",
    },
  },
  zh: {
    lang: "ch",
    prefix: "/ch",
    m: messages.zh,
    item: "高级前端工程师 · 星海电商",
    polish: {
      markdown:
        "- **主导**移动商城结算页的开发\n- 将页面加载时间从 3.2 秒缩短至 **1.1 秒**\n- *指导*新同事完成代码评审",
      shown: "• 主导移动商城结算页的开发\n• 将页面加载时间从 3.2 秒缩短至 1.1 秒\n• 指导新同事完成代码评审",
      before: (tag: string) =>
        `• 参与移动商城结算页的开发\n• 负责性能优化，页面加载时间从 3.2 秒降到 1.1 秒\n• 通过代码评审帮助新同事 ${tag}`,
    },
    creator: {
      title: "前端工程师",
      company: "字节跳动",
      summary: "**五年**前端开发经验，专注于*性能优化*和设计系统。",
      summaryShown: "五年前端开发经验，专注于性能优化和设计系统。",
      work: "负责结算页重构。\n- **主导**性能优化，加载时间缩短 40%\n- 搭建*公共组件*",
      workShown: "负责结算页重构。\n\n• 主导性能优化，加载时间缩短 40%\n• 搭建公共组件",
      project: "- 组件库覆盖 **40 个页面**\n- 用 Storybook 编写文档",
      projectShown: "• 组件库覆盖 40 个页面\n• 用 Storybook 编写文档",
    },
  },
} as const;

const layouts = [
  { locale: "en", width: 1366, height: 768 },
  { locale: "en", width: 390, height: 844 },
  { locale: "zh", width: 1366, height: 768 },
  { locale: "zh", width: 390, height: 844 },
] as const;

/** A diff's text as it shows: the screen-reader words ("added:") left out, and the struck-out words too (`side`
 * "after") or the inserted ones (`side` "before"). */
const diffText = (diff: Locator, side: "before" | "after") =>
  diff.evaluate(
    (element, hidden) => {
      const copy = element.cloneNode(true) as HTMLElement;
      copy.querySelectorAll(`.sr-only, ${hidden}`).forEach((node) => node.remove());
      return copy.textContent;
    },
    side === "after" ? "del" : "ins",
  );

for (const { locale, width, height } of layouts) {
  const c = cases[locale];

  test(`${locale} ${width} px: a polish suggestion's diff shows the Markdown as read; accepting stores the Markdown`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height });
    const user = await signInNewUser(context, baseURL, "regular", { tokens: SIGN_UP_TOKENS });
    const tag = `M${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const resume = await seedBilingualResume(user.id, c.lang, "Markdown", tag);
    await scriptPolish(polishMarker(PATH, workDescriptions(c.lang, tag)[0]), [
      { path: PATH, suggestion: c.polish.markdown },
    ]);
    await page.goto(`${c.prefix}/editor/${resume.id}`);
    const a = c.m.Editor.ai;
    await page.getByRole("button", { name: c.m.Editor.item.polish.replace("{name}", c.item), exact: true }).click();

    const card = page.getByRole("complementary", { name: a.suggestions }).getByTestId("suggestion");
    await expect(card).toHaveCount(1);
    const diff = card.getByTestId("diff-view");
    await expect(diff).toBeInViewport();
    await expect.poll(() => diffText(diff, "after")).toBe(c.polish.shown);
    expect(await diffText(diff, "before")).toBe(c.polish.before(tag));

    await card.getByRole("button", { name: a.accept }).click();
    const field = page
      .getByTestId("item-editor")
      .first()
      .getByLabel(c.m.Editor.fields.work.description, { exact: true });
    await expect(field).toHaveValue(c.polish.markdown);
    // Saved as written: the Markdown is the document, the display is only how it is shown.
    await expect
      .poll(async () => {
        const row = await testDb().resume.findUniqueOrThrow({ where: { id: resume.id } });
        return (row.data as TResumeData).sections.find((s) => s.id === "empolyment")?.data[0]?.description;
      })
      .toBe(c.polish.markdown);
  });

  test(`${locale} ${width} px: the AI creator's generation preview shows the Markdown as read`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    await signInNewUser(context, baseURL, "regular", { tokens: SIGN_UP_TOKENS });
    const w = c.creator;
    const keyword = uniqueTitle(w.title);
    const normalized = `${keyword} ✓`;
    const base = resumeDraft(
      normalized,
      [{ title: "Engineer", organization: w.company, startDate: "2021-03", endDate: "present" }],
      [],
      locale,
    );
    await scriptJobTitleCheck(keyword, normalized);
    await scriptResume(normalized, {
      ...base,
      summary: w.summary,
      work: base.work.map((entry) => ({ ...entry, description: w.work })),
      projects: base.projects.map((entry) => ({ ...entry, description: w.project })),
    });

    const t = c.m.AiCreator;
    await page.goto(`${c.prefix}/ai`);
    await page.getByLabel(t.jobTitle.label, { exact: true }).fill(keyword);
    await page.getByRole("button", { name: t.actions.next, exact: true }).click();
    await expect(page.getByRole("heading", { name: t.experience.work.heading })).toBeVisible();
    await page.getByRole("button", { name: t.actions.skip, exact: true }).click();
    await expect(page.getByRole("heading", { name: t.experience.education.heading })).toBeVisible();
    await page.getByRole("button", { name: t.actions.skip, exact: true }).click();
    await expect(page.getByTestId("summary-keyword")).toHaveText(keyword);
    await page.getByRole("button", { name: t.actions.generate }).click();

    // Each text reaches its final form while the stream runs; a half-streamed "**" never equals it. The rendered
    // text (innerText) keeps the line breaks, so each bullet is its own "•" line.
    const preview = page.getByTestId("draft-preview");
    await expect(preview.getByTestId("draft-summary")).toHaveJSProperty("innerText", w.summaryShown, {
      timeout: 30_000,
    });
    const description = (organization: string) =>
      preview.getByTestId("draft-entry").filter({ hasText: organization }).locator("p").last();
    await expect(description(w.company)).toHaveJSProperty("innerText", w.workShown);
    await expect(description(base.projects[0]!.organization)).toHaveJSProperty("innerText", w.projectShown);
  });
}
