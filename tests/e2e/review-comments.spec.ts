// Share with a reviewer (issue 26 item 6), in both locales at 390 px and 1366 px: the owner makes a review link in the
// editor's Share tab (no tab of its own) and copies it from the one place it is shown; a reviewer in another browser
// context, with no account, opens it, reads the resume and comments on an entry; the owner sees the comment under
// "Comments (N)", goes to its field and resolves it; the reviewer's page shows it resolved; once revoked, the link
// answers the polite page. No page overflows sideways.
import { expect, test, type Page } from "@playwright/test";
import { sampleResumeData } from "@/lib/shared/resume/sample-resume";
import { messages } from "./ai/messages";
import { disconnectTestDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

const prefix = { en: "", zh: "/ch" } as const;
const reviewer = {
  en: { name: "Coach Anna", note: "Lead with the result." },
  zh: { name: "王老师", note: "先写成果。" },
};
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{${key}}`, String(value)), text);
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const locale of ["en", "zh"] as const) {
  for (const width of [390, 1366]) {
    test(`${locale} at ${width} px: a reviewer comments on an entry, the owner sees, goes to and resolves it`, async ({
      page,
      context,
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const size = { width, height: width < 768 ? 844 : 768 };
      await page.setViewportSize(size);
      const m = messages[locale];
      const t = m.ReviewLinks;
      const user = await seedUser("regular");
      const resume = await seedResume(user.id, { name: "Reviewed resume", lang: locale === "zh" ? "ch" : "en" });
      await signIn(context, baseURL!, user);

      // The owner: the Share tab opens with ?openConfig=true; the review links card is in it.
      await page.goto(`${prefix[locale]}/editor/${resume.id}?openConfig=true`);
      const card = page.getByRole("region", { name: t.title });
      await card.getByRole("textbox", { name: t.form.label }).fill(reviewer[locale].name);
      await expect(card.getByRole("combobox", { name: t.form.expiry })).toHaveValue("14");
      await card.getByRole("button", { name: t.form.submit }).click();
      const created = card.getByTestId("created-review-link");
      await expect(created).toContainText(t.created.title);
      const url = await created.getByRole("textbox").inputValue();
      expect(url).toMatch(new RegExp(`${prefix[locale]}/c/[A-Za-z0-9_-]{43}$`));
      await expect(card.getByTestId("review-link-item")).toContainText(reviewer[locale].name);
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      // The reviewer: another browser context, no session.
      const visitorContext = await browser.newContext({ viewport: size });
      const visitor = await visitorContext.newPage();
      const opened = await visitor.goto(url);
      expect(opened?.status()).toBe(200);
      await expect(visitor.locator("html")).toHaveAttribute("lang", locale === "zh" ? "zh-CN" : "en");
      const panel = visitor.getByTestId("review-panel");
      await expect(panel.getByRole("heading", { name: t.page.sections })).toBeVisible();
      // The first job of the sample resume, by its title.
      const work = sampleResumeData(locale === "zh" ? "ch" : "en").sections.find((s) => s.id === "sample-empolyment")!;
      const entryName = work.data[0]!.title;
      await panel.getByRole("button", { name: fill(t.page.commentOnItemLabel, { item: entryName }) }).click();
      const form = panel.getByTestId("review-comment-form");
      await form.getByLabel(t.page.form.name).fill(reviewer[locale].name);
      await form.getByLabel(t.page.form.body).fill(reviewer[locale].note);
      await form.getByRole("button", { name: t.page.form.submit }).click();
      await expect(panel.getByRole("heading", { name: fill(t.page.commentsHeading, { count: 1 }) })).toBeVisible();
      const posted = panel.getByTestId("review-page-comment");
      await expect(posted).toContainText(reviewer[locale].note);
      await expect(posted).toContainText(entryName);
      await expect(form).toBeHidden();
      expect(await overflow(visitor)).toBeLessThanOrEqual(0);

      // The owner: the comment appears on refresh, with its place; resolve it, and go to its field.
      const comments = page.locator("section", { has: page.locator("#editor-review-comments") });
      await comments.getByRole("button", { name: t.comments.refresh }).click();
      await expect(comments.getByRole("heading", { name: fill(t.comments.title, { count: 1 }) })).toBeVisible();
      const comment = comments.getByTestId("review-comment");
      await expect(comment).toContainText(reviewer[locale].note);
      await expect(comment).toContainText(entryName);
      await expect(comment).toContainText(fill(t.comments.via, { label: reviewer[locale].name }));
      await comment
        .getByRole("button", { name: fill(t.comments.resolveLabel, { author: reviewer[locale].name }) })
        .click();
      await expect(
        comments.getByRole("heading", { name: fill(t.comments.resolvedHeading, { count: 1 }) }),
      ).toBeVisible();
      await expect(comments.getByText(t.comments.noneOpen)).toBeVisible();
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      // The resolve's toast rises over the bottom of a phone's screen, and a pointer resting on it keeps it there
      // (sonner pauses on hover): move away and let it go before reaching for the button beneath it.
      await page.mouse.move(0, 0);
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
      await comments.getByRole("button", { name: new RegExp(fill(t.comments.goToLabel, { place: ".*" })) }).click();
      await expect(page.getByRole("tab", { name: m.Editor.toolbar.content, exact: true })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(page.getByTestId("editor-forms").locator(`[data-section-id="${work.id}"] :focus`)).toHaveCount(1);

      // The reviewer's page shows it resolved.
      await visitor.reload();
      await expect(visitor.getByTestId("review-page-comment")).toContainText(t.page.resolvedBadge);

      // Revoked: the polite page, never the resume.
      await page.goto(`${prefix[locale]}/editor/${resume.id}?openConfig=true`);
      await page.getByRole("button", { name: fill(t.revokeLabel, { label: reviewer[locale].name }) }).click();
      await page.getByRole("dialog").getByRole("button", { name: t.revokeConfirm }).click();
      await expect(page.getByTestId("review-link-item")).toContainText(t.status.revoked);
      const gone = await visitor.goto(url);
      expect(gone?.status()).toBe(404);
      await expect(visitor.getByRole("heading", { name: t.gone.title })).toBeVisible();
      await expect(visitor.getByTestId("review-panel")).toHaveCount(0);
      expect(await overflow(visitor)).toBeLessThanOrEqual(0);
      await visitorContext.close();
    });
  }
}
