// Issue 21 item 4: the editor is a full-screen app (its own slim bar; no site header, referral banner or footer) whose
// panels fit the viewport, and on a phone every tool is a named tab in sight and the save status and Download PDF are
// always visible. Item 16 (the editor's parts): the zoom label shows the real size, "Fit width" and "Whole page" do
// something visible, a new Profile goes to the top, the style panel's theme swatches are named, and a trashed resume's
// editor link offers to restore it.
// At 390 × 844 and 1366 × 768, in English (/editor/…) and Chinese (/ch/editor/…).
import { expect, test, type Locator, type Page } from "@playwright/test";
import { createEmptyResume } from "@/lib/shared/resume/create-empty-resume";
import { getTemplateMeta } from "@/lib/shared/templates/registry";
import { defaultSectionNames } from "@/lib/shared/validations/resume-document/default-names";
import { messages } from "./ai/messages";
import { disconnectTestDb, testDb } from "./support/db";
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

const bottomOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not laid out");
  return box.y + box.height;
};
const scaleOf = async (page: Page) => Number(await page.getByTestId("resume-preview").getAttribute("data-scale"));
const zoomLabel = async (page: Page) =>
  Number((await page.getByTestId("preview-zoom").textContent())?.replace("%", ""));

for (const { locale, prefix, lang } of locales) {
  const m = messages[locale].Editor;
  for (const size of sizes) {
    const phone = size.width < 1024;

    test(`${locale} at ${size.width} px: a full-screen editor that fits the viewport, every tool in sight`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(size);
      const user = await seedUser("regular");
      const resume = await seedResume(user.id, { name: `Full screen ${locale}`, lang });
      await signIn(page.context(), baseURL!, user);
      await page.goto(`${prefix}/editor/${resume.id}`);
      await expect(page.getByLabel(m.basic.name, { exact: true })).toBeVisible();

      // No site chrome: the header, the referral banner (not dismissed in this fresh browser), the footer.
      const chrome = page.locator("[data-site-chrome]");
      expect(await chrome.count()).toBeGreaterThanOrEqual(3);
      for (const part of await chrome.all()) await expect(part).toBeHidden();
      await expect(page.locator("#referral-banner")).toBeHidden();
      await expect(page.locator("body > header")).toBeHidden();
      await expect(page.locator("body > footer")).toBeHidden();
      await expect(page.getByRole("navigation")).toHaveCount(0);
      // The page itself never scrolls: everything is inside the viewport, and each pane scrolls inside itself.
      const doc = await page.evaluate(() => ({
        height: document.documentElement.scrollHeight,
        width: document.documentElement.scrollWidth,
      }));
      expect(doc.height).toBeLessThanOrEqual(size.height);
      expect(doc.width).toBeLessThanOrEqual(size.width);
      const forms = page.getByTestId("editor-forms");
      const preview = page.getByTestId("editor-preview-pane");
      expect(await bottomOf(forms)).toBeLessThanOrEqual(size.height);
      expect(await forms.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
      if (!phone) {
        expect(await bottomOf(preview)).toBeLessThanOrEqual(size.height);
        expect((await page.getByTestId("editor-toolbar").boundingBox())!.height).toBeLessThanOrEqual(56);
      } else {
        expect(await bottomOf(page.getByRole("tablist", { name: m.views.label }))).toBeLessThanOrEqual(size.height);
      }

      // Every tool is a named tab, whole and on screen; the save status and Download PDF are in sight, no menu.
      const tabs = page.getByRole("tablist", { name: m.toolbar.panels }).getByRole("tab");
      await expect(tabs).toHaveCount(8);
      // With AI off (this project's server) the AI tab holds the resume check alone and is named for it.
      const tabNames = [
        ...(["content", "layout", "template", "style", "share", "history", "ats"] as const).map(
          (key) => m.toolbar[key],
        ),
        m.resumeCheck.tab,
      ];
      for (const name of tabNames) {
        const tab = page.getByRole("tab", { name, exact: true });
        await expect(tab).toBeInViewport({ ratio: 1 });
        expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
      await expect(page.getByTestId("editor-status")).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole("button", { name: m.toolbar.download })).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole("link", { name: m.toolbar.back })).toHaveAttribute("href", `${prefix}/resumes`);
      await expect(page.getByRole("button", { name: /more tools|更多工具/i })).toHaveCount(0);
      if (phone) {
        // The first field still sits near the top.
        const top = (await page.getByLabel(m.basic.resumeName).boundingBox())!.y;
        expect(top).toBeLessThanOrEqual(170);
      }

      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(["editor", `fullscreen-${locale}-${size.width}.png`], {
        mask: [page.getByTestId("editor-status")],
      });

      // Keyboard: the arrow keys move between the tabs and open them, with a visible focus ring.
      const content = page.getByRole("tab", { name: m.toolbar.content, exact: true });
      await content.focus();
      await page.keyboard.press("ArrowRight");
      const layout = page.getByRole("tab", { name: m.toolbar.layout, exact: true });
      await expect(layout).toBeFocused();
      await expect(layout).toHaveAttribute("aria-selected", "true");
      expect(await layout.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");
      await page.keyboard.press("End");
      await expect(page.getByRole("tab", { name: m.resumeCheck.tab, exact: true })).toBeFocused();
      await page.keyboard.press("Home");
      await expect(content).toHaveAttribute("aria-selected", "true");
      // A tool's panel fits too: Style, reached in one tap on a phone.
      await page.getByRole("tab", { name: m.toolbar.style, exact: true }).click();
      await expect(page.getByLabel(m.style.lang)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(size.height);

      // Other pages keep the site's header and footer.
      await page.getByRole("link", { name: m.toolbar.back }).click();
      await page.waitForURL(`**${prefix}/resumes`);
      await expect(page.locator("body > header")).toBeVisible();
      expect(await page.locator("body > footer").evaluate((el) => getComputedStyle(el).display)).not.toBe("none");
    });

    test(`${locale} at ${size.width} px: the zoom label tells the real size; Fit width and Whole page show it`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(size);
      const user = await seedUser("regular");
      const resume = await seedResume(user.id, { name: `Zoom ${locale}`, lang });
      await signIn(page.context(), baseURL!, user);
      await page.goto(`${prefix}/editor/${resume.id}`);
      if (phone) await page.getByRole("tab", { name: m.views.preview }).click();
      await expect(page.getByTestId("resume-preview")).toBeVisible();
      const tools = page.getByRole("toolbar", { name: m.previewTools.label });
      const fitWidth = tools.getByRole("button", { name: m.previewTools.fitWidth });
      await expect(fitWidth).toHaveAttribute("aria-pressed", "true");
      // Once measured, the width-fitted size is under 100 % at both widths (the pane is narrower than A4).
      await expect.poll(() => scaleOf(page)).toBeLessThan(0.99);
      const fit = await scaleOf(page);
      // The label is the size on screen, not 100 % for "fits the width" (about 43 % on a phone).
      expect(Math.abs((await zoomLabel(page)) - fit * 100)).toBeLessThanOrEqual(1);
      if (phone) expect(await zoomLabel(page)).toBeLessThan(60);

      await tools.getByRole("button", { name: m.previewTools.zoomIn }).click();
      await expect(fitWidth).toHaveAttribute("aria-pressed", "false");
      await expect.poll(() => scaleOf(page)).toBeCloseTo(fit * 1.25, 2);
      expect(Math.abs((await zoomLabel(page)) - fit * 125)).toBeLessThanOrEqual(1);
      await fitWidth.click();
      await expect(fitWidth).toHaveAttribute("aria-pressed", "true");
      await expect.poll(() => scaleOf(page)).toBeCloseTo(fit, 3);

      const wholePage = tools.getByRole("button", { name: m.previewTools.fitPage });
      if (phone) {
        // On a phone the width already shows the whole page: one choice fewer.
        await expect(wholePage).toBeHidden();
        expect(await bottomOf(page.getByTestId("preview-page").first())).toBeLessThanOrEqual(size.height);
      } else {
        await wholePage.click();
        await expect(wholePage).toHaveAttribute("aria-pressed", "true");
        await expect(fitWidth).toHaveAttribute("aria-pressed", "false");
        await expect.poll(() => scaleOf(page)).toBeLessThan(fit - 0.1);
        // The first page, whole, in the pane.
        const pane = page.getByTestId("editor-preview-pane");
        expect(await bottomOf(page.getByTestId("preview-page").first())).toBeLessThanOrEqual(await bottomOf(pane));
        expect(Math.abs((await zoomLabel(page)) - (await scaleOf(page)) * 100)).toBeLessThanOrEqual(1);
        await expect(page).toHaveScreenshot(["editor", `whole-page-${locale}-${size.width}.png`], {
          mask: [page.getByTestId("editor-status")],
        });
        await fitWidth.click();
        await expect.poll(() => scaleOf(page)).toBeCloseTo(fit, 3);
      }
    });

    test(`${locale} at ${size.width} px: the theme swatches are named, and a name picks its colour`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(size);
      const themes = getTemplateMeta("TemplateModern")!.themes;
      const [first, chosen] = [themes[0]!, themes[2]!];
      const user = await seedUser("regular");
      const resume = await seedResume(user.id, {
        name: `Swatches ${locale}`,
        lang,
        config: { templateName: "TemplateModern", templateTheme: first.name },
      });
      await signIn(page.context(), baseURL!, user);
      await page.goto(`${prefix}/editor/${resume.id}`);
      await page.getByRole("tab", { name: m.toolbar.style, exact: true }).click();
      const group = page.getByRole("group", { name: m.style.theme });
      await group.scrollIntoViewIfNeeded();
      // Each colour carries its theme's name as text under it, whole and on screen (no aria-label only).
      for (const theme of themes) {
        const name = locale === "zh" ? theme.displayZh : theme.display;
        const swatch = group.getByRole("button", { name, exact: true });
        await expect(swatch).toBeInViewport({ ratio: 1 });
        await expect(swatch.getByText(name, { exact: true })).toBeVisible();
        await expect(swatch).toHaveAttribute("aria-pressed", String(theme === first));
      }
      expect(await group.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const chosenName = locale === "zh" ? chosen.displayZh : chosen.display;
      await group.getByRole("button", { name: chosenName, exact: true }).click();
      await expect(group.getByRole("button", { name: chosenName, exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      const root = page.getByTestId("resume-preview").locator(".rs-root").first();
      await expect
        .poll(() => root.evaluate((el) => getComputedStyle(el).getPropertyValue("--rs-accent").trim().toLowerCase()))
        .toBe(chosen.hex.toLowerCase());
      await expect
        .poll(async () => {
          const row = await testDb().resume.findUnique({ where: { id: resume.id } });
          return (row?.config as { templateTheme?: string } | undefined)?.templateTheme;
        })
        .toBe(chosen.name);
    });

    test(`${locale} at ${size.width} px: a new Profile section goes to the top`, async ({ page, baseURL }) => {
      await page.setViewportSize(size);
      const user = await seedUser("regular");
      const resume = await seedResume(user.id, { name: `Profile ${locale}`, document: createEmptyResume(lang) });
      await signIn(page.context(), baseURL!, user);
      await page.goto(`${prefix}/editor/${resume.id}`);
      const sections = page.getByTestId("section-editor");
      await expect(sections).toHaveCount(3);
      await page.getByRole("button", { name: m.add.profile, exact: true }).click();
      await expect(sections).toHaveCount(4);
      const profileName = defaultSectionNames[lang].profile;
      const first = sections.first();
      await expect(first).toHaveAttribute("aria-label", profileName);
      // The form took the user there: the new section's name field is focused and on screen.
      const name = first.getByLabel(m.section.name, { exact: true });
      await expect(name).toBeFocused();
      await expect(name).toBeInViewport();
      await expect(sections.nth(1)).toHaveAttribute("aria-label", defaultSectionNames[lang].empolyment);
      // Saved in that order.
      await expect
        .poll(async () => {
          const row = await testDb().resume.findUnique({ where: { id: resume.id } });
          return (row?.data as { sections: { name: string }[] } | undefined)?.sections.map((s) => s.name)[0];
        })
        .toBe(profileName);
    });
  }

  test(`${locale}: a trashed resume's editor link says so and restores it (390 and 1366 px)`, async ({
    page,
    baseURL,
  }) => {
    const user = await seedUser("regular");
    const resume = await seedResume(user.id, { name: `Trashed ${locale}`, lang });
    await testDb().resume.update({ where: { id: resume.id }, data: { deletedAt: new Date() } });
    await signIn(page.context(), baseURL!, user);
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.goto(`${prefix}/editor/${resume.id}`);
      await expect(page.getByRole("heading", { level: 1, name: m.trashed.title })).toBeVisible();
      await expect(page.getByText(`Trashed ${locale}`)).toBeVisible();
      // The card only: the header around it loads the signed-in user on its own schedule (and has a link of the
      // same name).
      const card = page.getByRole("heading", { level: 1, name: m.trashed.title }).locator("..");
      await expect(card.getByRole("button", { name: m.trashed.restore })).toBeInViewport();
      await expect(card.getByRole("link", { name: m.trashed.back })).toHaveAttribute("href", `${prefix}/resumes`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await expect(card).toHaveScreenshot(["editor", `trashed-${locale}-${size.width}.png`]);
    }
    await page.getByRole("button", { name: m.trashed.restore }).click();
    await expect(page.getByLabel(m.basic.name, { exact: true })).toBeVisible();
    expect(page.url()).toContain(`${prefix}/editor/${resume.id}`);
    expect((await testDb().resume.findUnique({ where: { id: resume.id } }))?.deletedAt).toBeNull();

    // Someone else's trashed resume stays a plain "not found".
    const other = await seedUser("regular");
    const theirs = await seedResume(other.id, { name: "Not yours" });
    await testDb().resume.update({ where: { id: theirs.id }, data: { deletedAt: new Date() } });
    expect((await page.goto(`${prefix}/editor/${theirs.id}`))?.status()).toBe(404);
    await expect(page.getByText("Not yours")).toHaveCount(0);
  });
}
