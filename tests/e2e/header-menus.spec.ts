// The header's hover menus (templates, examples, knowledge), the referral banner and the mobile menu, in both
// locales, against the production build.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { HEADER_USAGE_THRESHOLD, usageTag } from "@/lib/shared/catalogue/usage-label";
import { templateRegistry } from "@/lib/shared/templates/registry";

const locales = [
  {
    prefix: "",
    code: "en",
    nav: "Main",
    templates: "Templates",
    examples: "Examples",
    knowledge: "Knowledge",
    allTemplates: "All templates",
    allExamples: "All examples",
    allGuides: "All guides",
    users: "users",
  },
  {
    prefix: "/ch",
    code: "zh",
    nav: "主导航",
    templates: "简历模板",
    examples: "简历示例",
    knowledge: "求职知识",
    allTemplates: "全部模板",
    allExamples: "全部示例",
    allGuides: "全部指南",
    users: "人使用",
  },
] as const;

const guideSlugs = [
  "ats-friendly-resume",
  "education-and-projects",
  "how-to-write-a-resume",
  "resume-for-international-jobs",
  "skills-section",
  "work-experience",
];
const firstFour = [...templateRegistry].sort((a, b) => b.sort - a.sort).slice(0, 4);

function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

const mainNav = (page: Page, name: string): Locator => page.getByRole("banner").getByRole("navigation", { name });

/** Hovers until the menu opens: a hover that lands before hydration has no handler yet, so move away and back. */
async function hoverOpen(page: Page, trigger: Locator): Promise<void> {
  await expect(async () => {
    await page.mouse.move(5, 600);
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Enter on the focused trigger, again if it landed before hydration. */
async function openByKeyboard(page: Page, trigger: Locator): Promise<void> {
  await expect(async () => {
    if ((await trigger.getAttribute("aria-expanded")) !== "true") {
      await trigger.focus();
      await page.keyboard.press("Enter");
    }
    await expect(trigger).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

type ExampleRow = { _id: string; name: string; used: number };

async function topExamples(page: Page, locale: string): Promise<ExampleRow[]> {
  const response = await page.request.get(`/api/examples?pageSize=4&sort=-used&locale=${locale}`);
  return ((await response.json()) as { data: { data: ExampleRow[] } }).data.data;
}

for (const l of locales) {
  test.describe(`header menus (${l.code})`, () => {
    test("the templates menu opens on hover: the first 4 templates with their first theme's colour", async ({
      page,
    }) => {
      await page.goto(`${l.prefix}/pricing`);
      const nav = mainNav(page, l.nav);
      await hoverOpen(page, nav.getByRole("button", { name: l.templates }));
      const links = nav.getByRole("link").filter({ has: page.getByTestId("template-dot") });
      await expect(links).toHaveCount(4);
      for (const [index, meta] of firstFour.entries()) {
        const link = links.nth(index);
        await expect(link).toContainText(meta.title[l.code]);
        await expect(link).toHaveAttribute("href", `${l.prefix}/templates/${meta.name.toLowerCase()}`);
        await expect(link.getByTestId("template-dot")).toHaveCSS("background-color", rgb(meta.themes[0]!.hex));
      }
      await expect(nav.getByRole("link", { name: l.allTemplates })).toHaveAttribute("href", `${l.prefix}/templates`);
      // Moving away closes it.
      await page.mouse.move(5, 600);
      await expect(links).toHaveCount(0);
    });

    test("the examples menu opens by keyboard and lists the top 4 by usage with their 'N+ users' tags", async ({
      page,
    }) => {
      const expected = await topExamples(page, l.code);
      expect(expected).toHaveLength(4);
      await page.goto(`${l.prefix}/pricing`);
      const nav = mainNav(page, l.nav);
      const trigger = nav.getByRole("button", { name: l.examples });
      await openByKeyboard(page, trigger);

      // Names are matched literally: one seeded name has parentheses ("… (new graduate)").
      const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const rows = nav
        .getByRole("link")
        .filter({ hasText: new RegExp(expected.map((row) => literal(row.name)).join("|")) });
      await expect(rows).toHaveCount(4);
      for (const [index, row] of expected.entries()) {
        const link = rows.nth(index);
        await expect(link).toHaveAttribute("href", `${l.prefix}/examples?example=${row._id}`);
        const tag = usageTag(row.used, HEADER_USAGE_THRESHOLD);
        if (tag === null) await expect(link.getByTestId("usage-tag")).toHaveCount(0);
        else await expect(link.getByTestId("usage-tag")).toHaveText(`${tag.toLocaleString("en-US")}+ ${l.users}`);
      }
      // ArrowDown moves into the menu; Escape closes it and returns to the trigger.
      await page.keyboard.press("ArrowDown");
      await expect(rows.first()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await expect(trigger).toBeFocused();
      await expect(nav.getByRole("link", { name: l.allExamples })).toHaveCount(0);
    });

    test("the knowledge menu links every guide; Tab walks through it and out to the next entry", async ({ page }) => {
      await page.goto(`${l.prefix}/pricing`);
      const nav = mainNav(page, l.nav);
      const trigger = nav.getByRole("button", { name: l.knowledge });
      await openByKeyboard(page, trigger);
      const guideLinks = nav.locator(`a[href^="${l.prefix}/guides"]`);
      await expect(guideLinks).toHaveCount(guideSlugs.length + 1);
      await page.keyboard.press("Tab");
      await expect(guideLinks.first()).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(trigger).toBeFocused();
      await page.keyboard.press("Tab");
      for (let index = 1; index <= guideSlugs.length; index += 1) {
        await page.keyboard.press("Tab");
        await expect(guideLinks.nth(index)).toBeFocused();
      }
      await page.keyboard.press("Tab");
      // The next entry: this server runs with AI off, so the AI assistant link is hidden (ai-toggle-off.spec.ts).
      await expect(nav.getByRole("link", { name: l.code === "en" ? "Pricing" : "邀请有礼" })).toBeFocused();

      await hoverOpen(page, trigger);
      for (const slug of guideSlugs) await expect(nav.locator(`a[href="${l.prefix}/guides/${slug}"]`)).toBeVisible();
      const all = nav.getByRole("link", { name: l.allGuides });
      await expect(all).toHaveAttribute("href", `${l.prefix}/guides`);
      await all.click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/guides$`));
    });
  });
}

test.describe("referral banner", () => {
  test("links to the referral page in both locales", async ({ page }) => {
    await page.goto("/pricing");
    const banner = page.getByRole("region", { name: "Referral program" });
    await expect(banner.getByRole("link", { name: "How referrals work" })).toHaveAttribute("href", "/referral");
    await page.goto("/ch/pricing");
    await expect(
      page.getByRole("region", { name: "邀请有礼" }).getByRole("link", { name: "了解详情" }),
    ).toHaveAttribute("href", "/ch/referral");
  });

  test("stays dismissed across reloads, hidden before the page's JavaScript runs", async ({ page }) => {
    await page.goto("/pricing");
    const banner = page.getByRole("region", { name: "Referral program" });
    await expect(banner).toBeVisible();
    const headerTop = await page.getByRole("banner").evaluate((header) => header.getBoundingClientRect().top);
    expect(headerTop).toBeGreaterThan(0);

    await banner.getByRole("button", { name: "Dismiss the referral banner" }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("#referral-banner")).toBeHidden();
    await page.goto("/ch");
    await expect(page.locator("#referral-banner")).toBeHidden();

    // Without the app's JavaScript (no hydration) the inline script alone keeps it hidden: no flash, no jump.
    await page.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
    await page.goto("/pricing");
    await expect(page.locator("#referral-banner")).toHaveAttribute("data-dismissed", "");
    await expect(page.locator("#referral-banner")).toBeHidden();
    expect(await page.getByRole("banner").evaluate((header) => header.getBoundingClientRect().top)).toBe(0);
  });
});

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  for (const l of locales) {
    test(`mirrors the header's groups and the footer columns (${l.code})`, async ({ page }) => {
      const expected = await topExamples(page, l.code);
      await page.goto(l.prefix || "/");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.getByRole("button", { name: l.code === "en" ? "Open menu" : "打开菜单" }).click();
      const dialog = page.getByRole("dialog");
      const nav = dialog.getByRole("navigation", { name: l.nav });

      await nav.getByRole("button", { name: l.templates }).click();
      await expect(nav.getByTestId("template-dot")).toHaveCount(4);
      await expect(nav.getByRole("link", { name: l.allTemplates })).toBeVisible();

      await nav.getByRole("button", { name: l.examples }).click();
      await expect(nav.getByRole("link", { name: new RegExp(expected[0]!.name) })).toHaveAttribute(
        "href",
        `${l.prefix}/examples?example=${expected[0]!._id}`,
      );

      await nav.getByRole("button", { name: l.knowledge }).click();
      await expect(nav.locator(`a[href="${l.prefix}/guides/how-to-write-a-resume"]`)).toBeVisible();

      const columns = l.code === "en" ? ["About", "Support", "Services", "Links"] : ["关于", "支持", "服务", "链接"];
      for (const name of columns) await expect(dialog.getByRole("heading", { name })).toBeVisible();
      // Both sites' menus carry the same footer pages (issue 21 item 13), the roadmap, reviews and the offer among them.
      for (const href of ["/roadmap", "/review", "/offer"])
        await expect(dialog.locator(`a[href="${l.prefix}${href}"]`)).toHaveCount(1);

      await nav.getByRole("link", { name: l.allTemplates }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/templates$`));
      await expect(dialog).toBeHidden();
    });
  }
});
