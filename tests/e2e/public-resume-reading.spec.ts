// Issue 21 item 1: a shared resume opened on a phone. At 390 px the public page opens in the reading view (the same
// content reflowed at a readable size, in the template's colour and the resume's font) with the owner's allowed
// actions pinned within reach and a switch to the A4 page and back; at 1366 px it is the page view as before. Both
// addresses: /r/ (an English resume, English buttons) and /ch/r/ (Chinese buttons). Unknown links get the styled
// not-found page in the address's language with a 404. Layout is compared with screenshots
// (tests/e2e/__screenshots__/public-resume/).
import { expect, test, type Page } from "@playwright/test";
import { printableItems } from "@/lib/shared/resume/printable-items";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import { disconnectTestDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

const locales = [
  {
    locale: "en",
    prefix: "",
    lang: "en" as const,
    labels: {
      viewAsPage: "View as page",
      reading: "Reading view",
      email: "Email",
      call: "Call",
      download: "Download PDF",
      share: "Share",
      notFound: "Resume not found",
      home: "Back to home",
    },
    htmlLang: "en",
  },
  {
    locale: "zh",
    prefix: "/ch",
    lang: "ch" as const,
    labels: {
      viewAsPage: "查看原版页面",
      reading: "阅读视图",
      email: "发邮件",
      call: "打电话",
      download: "下载 PDF",
      share: "分享",
      notFound: "简历不存在",
      home: "返回首页",
    },
    htmlLang: "zh-CN",
  },
];

/** Collects CSP violations: the page's scripts must all run under the nonce policy (the switch needs them). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** A premium owner who allows download and share; e-mail and phone left visible (the contact actions). */
async function seedShared(lang: "en" | "ch") {
  const owner = await seedUser("premium");
  return seedResume(owner.id, { isPublic: true, lang, config: { downloadable: true, showShareBtn: true } });
}

for (const { locale, prefix, lang, labels, htmlLang } of locales) {
  test(`phone (${locale}): the reading view, readable, complete, with the allowed actions and the page switch`, async ({
    page,
  }) => {
    const resume = await seedShared(lang);
    const data = resume.data as unknown as TResumeData;
    const violations = await watchViolations(page);
    await page.setViewportSize(PHONE);
    const response = await page.goto(`${prefix}/r/${resume.uuid}`);
    expect(response?.status()).toBe(200);
    // The nonce policy of the public page, at both addresses.
    expect(response?.headers()["content-security-policy"]).toMatch(/'nonce-[^']+'/);
    expect(response?.headers()["cache-control"] ?? "").not.toMatch(/s-maxage/);

    const reading = page.getByTestId("public-reading");
    await expect(reading).toBeVisible();
    await expect(page.getByTestId("public-paper")).toBeHidden();

    // All content: the name, the title, every section that prints and each of its entries.
    await expect(reading.getByRole("heading", { level: 1, name: data.basicInfo.name })).toBeVisible();
    await expect(reading.locator(".public-reading-title")).toHaveText(data.basicInfo.title);
    for (const section of data.sections) {
      const items = printableItems(section);
      if (items.length === 0) continue;
      const block = reading.locator(`[data-section-id="${section.id}"]`);
      await expect(block.getByRole("heading", { level: 2, name: section.name })).toBeVisible();
      for (const item of items) {
        // An entry without a title (the profile) is found by the start of its first line, Markdown marks removed.
        const firstLine = item.description.split("\n")[0] ?? "";
        const text =
          item.title ||
          firstLine
            .replace(/^[-*\s]+|\*+/g, "")
            .trim()
            .slice(0, 40);
        await expect(block.getByText(text, { exact: false }).first(), `${section.name}: ${text}`).toBeAttached();
      }
    }

    // Readable: every piece of text in the reading view is at least 14 px, body text 16 px; nothing scrolls sideways.
    const sizes = await reading
      .locator("p, li, dt, dd, time, span, h1, h2, h3")
      .evaluateAll((nodes) => nodes.map((node) => parseFloat(getComputedStyle(node).fontSize)));
    expect(sizes.length).toBeGreaterThan(20);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(14);
    const bodySize = await reading
      .locator(".public-reading-text p")
      .first()
      .evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
    expect(bodySize).toBeGreaterThanOrEqual(16);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The template's colour: the section headings carry the theme's accent.
    const accent = await reading.evaluate((node) => getComputedStyle(node).getPropertyValue("--public-accent").trim());
    expect(accent).toMatch(/^#[0-9a-f]{6}$/i);

    // The owner's allowed actions, on screen without scrolling.
    await expect(page.getByRole("link", { name: labels.email, exact: true })).toHaveAttribute(
      "href",
      `mailto:${data.basicInfo.email}`,
    );
    await expect(page.getByRole("link", { name: labels.call, exact: true })).toHaveAttribute("href", /^tel:\+?\d+$/);
    for (const control of [
      page.getByRole("link", { name: labels.email, exact: true }),
      page.getByRole("link", { name: labels.call, exact: true }),
      page.getByRole("button", { name: labels.download }),
      page.getByRole("button", { name: labels.share }),
      page.getByRole("button", { name: labels.viewAsPage }),
    ]) {
      await expect(control).toBeInViewport();
    }
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(["public-resume", `reading-${locale}-390.png`]);

    // To the page view and back.
    await page.getByRole("button", { name: labels.viewAsPage }).click();
    await expect(page.getByTestId("public-paper")).toBeVisible();
    await expect(reading).toBeHidden();
    const sheet = page.getByTestId("public-paper").locator(".public-paper-sheet");
    // Zoomed to fit the phone's width, never to nothing.
    await expect
      .poll(() => sheet.evaluate((node) => Math.round(node.getBoundingClientRect().width)))
      .toBeGreaterThan(300);
    expect(await sheet.evaluate((node) => node.getBoundingClientRect().right)).toBeLessThanOrEqual(PHONE.width);
    await expect(page.getByRole("button", { name: labels.download })).toBeInViewport();
    await expect(page).toHaveScreenshot(["public-resume", `page-${locale}-390.png`]);
    await page.getByRole("button", { name: labels.reading }).click();
    await expect(reading).toBeVisible();
    await expect(page.getByTestId("public-paper")).toBeHidden();
    await expect(page.getByRole("button", { name: labels.viewAsPage })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test(`laptop (${locale}): the page view as before, no phone controls`, async ({ page }) => {
    const resume = await seedShared(lang);
    const data = resume.data as unknown as TResumeData;
    await page.setViewportSize(LAPTOP);
    expect((await page.goto(`${prefix}/r/${resume.uuid}`))?.status()).toBe(200);
    const paper = page.getByTestId("public-paper");
    await expect(paper).toBeVisible();
    await expect(page.getByTestId("public-reading")).toBeHidden();
    await expect(paper.getByRole("heading", { level: 1, name: data.basicInfo.name })).toBeVisible();
    // Full size: the A4 sheet at 794 px, unzoomed.
    expect(
      await paper.locator(".public-paper-sheet").evaluate((node) => Math.round(node.getBoundingClientRect().width)),
    ).toBe(794);
    await expect(page.getByRole("button", { name: labels.download })).toBeVisible();
    await expect(page.getByRole("button", { name: labels.share })).toBeVisible();
    for (const name of [labels.viewAsPage, labels.reading])
      await expect(page.getByRole("button", { name })).toBeHidden();
    await expect(page.getByRole("link", { name: labels.email, exact: true })).toBeHidden();
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(["public-resume", `page-${locale}-1366.png`]);
    // The link previews alike from either address: one canonical URL, an Open Graph card that renders.
    const html = await (await page.request.get(`${prefix}/r/${resume.uuid}`)).text();
    expect(html).toContain(`<link rel="canonical" href="${new URL(page.url()).origin}/r/${resume.uuid}"`);
    const card = new URL(/<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "http://x/none");
    const image = await page.request.get(card.pathname + card.search);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  });

  test(`unknown link (${locale}): the styled, translated not-found page with a 404`, async ({ page }) => {
    for (const viewport of [PHONE, LAPTOP]) {
      await page.setViewportSize(viewport);
      const response = await page.goto(`${prefix}/r/no-such-link-${viewport.width}`);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", htmlLang);
      await expect(page.getByRole("heading", { level: 1, name: labels.notFound })).toBeVisible();
      await expect(page.getByRole("link", { name: labels.home })).toHaveAttribute("href", prefix || "/");
      await expect(page).toHaveTitle(labels.notFound);
      // Styled: the card of the public page, not a bare document.
      const card = page.locator(".public-not-found-card");
      expect(await card.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe("rgb(255, 255, 255)");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expect(page).toHaveScreenshot(["public-resume", `not-found-${locale}-${viewport.width}.png`]);
    }
  });
}
