// The templates pages in both languages: the list with its filters, the preview dialog (card, deep link, unknown id,
// keyboard), 'Use This Template' for a visitor (sign-up first), a regular user on a free and on a premium template, the resume-limit
// notice, each template's own indexable page, and no serious accessibility violations.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { coverSources } from "@/lib/shared/catalogue/cover-sources";
import { disconnectTestDb } from "./support/db";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

type Template = {
  _id: string;
  componentName: string;
  name: string;
  title: string;
  coverImage: string;
  isPro: boolean;
  columns: "one" | "two";
  publicLink: string | null;
  themes: { name: string; display: string }[];
};

const locales = [
  {
    locale: "en",
    prefix: "",
    pageTitle: "Resume templates | ResumeCraft",
    count: (n: number) => `${n} templates`,
    plan: "Plan",
    layout: "Layout",
    all: "All",
    free: "Free",
    premium: "Premium",
    one: "One column",
    two: "Two columns",
    preview: (title: string) => `Preview the ${title} template`,
    details: (title: string) => `Details of the ${title} template`,
    qr: "QR code of the sample web resume",
    web: "Open the web resume",
    close: "Close",
    use: "Use This Template",
    startHints: "Start empty with hints",
    notFound: "Template not found",
    signup: "/signup",
    upgrade: "Upgrade to premium",
    notify: "You have reached the free plan's limit of 5 resumes.",
    notifyLink: "Upgrade",
    dismiss: "Dismiss",
    detailTitle: (title: string) => `${title} resume template | ResumeCraft`,
    more: "More templates",
  },
  {
    locale: "zh",
    prefix: "/ch",
    pageTitle: "简历模板 | 简历匠",
    count: (n: number) => `共 ${n} 个模板`,
    plan: "套餐",
    layout: "版式",
    all: "全部",
    free: "免费",
    premium: "会员",
    one: "单栏",
    two: "双栏",
    preview: (title: string) => `预览${title}模板`,
    details: (title: string) => `${title}模板详情`,
    qr: "网页版示例简历二维码",
    web: "打开网页版简历",
    close: "关闭",
    use: "使用此模板",
    startHints: "从空白开始（带填写提示）",
    notFound: "未找到该模板",
    signup: "/ch/signup",
    upgrade: "升级高级会员",
    notify: "你已达到免费版 5 份简历的上限。",
    notifyLink: "升级会员",
    dismiss: "关闭提示",
    detailTitle: (title: string) => `${title}简历模板 | 简历匠`,
    more: "更多模板",
  },
] as const;

async function catalogue(request: APIRequestContext, locale: string): Promise<Template[]> {
  const body = (await (await request.get(`/api/templates?pageSize=20&sort=-sort&locale=${locale}`)).json()) as {
    data: { data: Template[] };
  };
  return body.data.data;
}

const byName = (templates: Template[], componentName: string): Template => {
  const template = templates.find((candidate) => candidate.componentName === componentName);
  if (!template) throw new Error(`${componentName} is not in the catalogue`);
  return template;
};

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

const cards = (page: Page) => page.getByTestId("template-card");

// The first request of each page renders it (ISR) and the first request of each cover renders it in Chromium; on a
// shared 2-core machine a journey of several such pages plus an axe scan can pass the default 30 s.
test.describe.configure({ timeout: 90_000 });

test.afterAll(async () => {
  await disconnectTestDb();
});

for (const l of locales) {
  test.describe(`templates (${l.locale})`, () => {
    test("the list shows every template with its cover and filters by plan and layout", async ({ page, request }) => {
      const templates = await catalogue(request, l.locale);
      expect(templates).toHaveLength(12);
      expect((await page.goto(`${l.prefix}/templates`))?.status()).toBe(200);
      await expect(page).toHaveTitle(l.pageTitle);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(cards(page)).toHaveCount(12);
      await expect(page.getByRole("status")).toHaveText(l.count(12));

      // Every card shows the rendered cover of its own template; the first loads eagerly and really decodes.
      const covers = page.getByTestId("template-card").getByRole("img");
      for (const [index, template] of templates.entries()) {
        // The page asks for a WebP copy in card widths of the cover the catalogue names (the PNG is for share cards).
        await expect(covers.nth(index)).toHaveAttribute("src", coverSources(template.coverImage).src);
      }
      await expect
        .poll(() => covers.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
          timeout: 20_000,
        })
        .toBeGreaterThan(0);

      const plan = page.getByRole("radiogroup", { name: l.plan });
      const layout = page.getByRole("radiogroup", { name: l.layout });
      await plan.getByRole("radio", { name: l.free }).click();
      await expect(cards(page)).toHaveCount(templates.filter((template) => !template.isPro).length);
      await plan.getByRole("radio", { name: l.premium }).click();
      await expect(cards(page)).toHaveCount(templates.filter((template) => template.isPro).length);
      await plan.getByRole("radio", { name: l.all }).click();
      // Keyboard: Tab reaches the layout group's checked option, and the arrow keys move to "two columns" and
      // choose it (native radio buttons: the choice follows the focus).
      await plan.getByRole("radio", { name: l.all }).focus();
      await page.keyboard.press("Tab");
      await expect(layout.getByRole("radio", { name: l.all })).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(layout.getByRole("radio", { name: l.one })).toBeFocused();
      await expect(layout.getByRole("radio", { name: l.one })).toBeChecked();
      await page.keyboard.press("ArrowRight");
      await expect(layout.getByRole("radio", { name: l.two })).toBeFocused();
      await expect(layout.getByRole("radio", { name: l.two })).toBeChecked();
      await expect(cards(page)).toHaveCount(templates.filter((template) => template.columns === "two").length);
      await expect(page.getByRole("status")).toHaveText(
        l.count(templates.filter((template) => template.columns === "two").length),
      );
      await expectNoSeriousA11yViolations(page);
    });

    test("a card opens the preview with themes, QR code and a working web link; Escape closes it", async ({
      page,
      request,
    }) => {
      const sidebar = byName(await catalogue(request, l.locale), "TemplateSidebar");
      await page.goto(`${l.prefix}/templates`);
      const trigger = page.getByRole("button", { name: l.preview(sidebar.title) });
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: sidebar.title });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/templates\\?template=${sidebar._id}$`));
      await expect(dialog.getByRole("img", { name: l.qr })).toBeVisible();
      await expect(dialog.getByRole("button", { name: l.use })).toBeEnabled();

      const second = sidebar.themes[1];
      if (!second) throw new Error("Sidebar has several themes");
      await dialog.getByRole("radio", { name: second.display }).click();
      const web = dialog.getByRole("link", { name: l.web });
      await expect(web).toHaveAttribute("href", `${sidebar.publicLink}?theme=${second.name}`);
      expect((await request.get((await web.getAttribute("href")) ?? ""))?.status()).toBe(200);
      await expectNoSeriousA11yViolations(page);

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/templates$`));
      await expect(trigger).toBeFocused();

      // The close button works too, and the card's details link is the next tab stop after its preview button.
      await trigger.press("Enter");
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: l.close }).click();
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: l.details(sidebar.title) })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(`${l.prefix}/templates/sidebar`);
    });

    test("?template=<id> opens that preview; an unknown id warns and is cleared", async ({ page, request }) => {
      const timeline = byName(await catalogue(request, l.locale), "TemplateTimeline");
      await page.goto(`${l.prefix}/templates?template=${timeline._id}`);
      const dialog = page.getByRole("dialog", { name: timeline.title });
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/templates$`));
      // Focus lands on the card even though the dialog was not opened from it.
      await expect(page.getByRole("button", { name: l.preview(timeline.title) })).toBeFocused();

      await page.goto(`${l.prefix}/templates?template=does-not-exist`);
      await expect(page.getByText(l.notFound)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/templates$`));
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test("a visitor's 'Use This Template' goes to sign-up first, carrying the start of a resume on the picked theme", async ({
      page,
      request,
    }) => {
      const modern = byName(await catalogue(request, l.locale), "TemplateModern");
      await page.goto(`${l.prefix}/templates?template=${modern._id}`);
      const theme = modern.themes[1]?.name ?? "";
      await page.getByRole("dialog").locator(`input[type="radio"][value="${theme}"]`).check();
      await page.getByRole("dialog").getByRole("button", { name: l.use }).click();
      // A full page load of the sign-up page: on a loaded 2-core machine that has taken longer than the default 5 s.
      await expect(page).toHaveURL(
        `${l.signup}?prev=${encodeURIComponent(`${l.prefix}/editor/new?template=TemplateModern&theme=${theme}`)}`,
        { timeout: 15_000 },
      );
    });

    test("a regular user starts from a free template through the choice of a start, and meets the upgrade dialog on a premium one", async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      const templates = await catalogue(request, l.locale);
      const user = await seedUser("regular");
      await signIn(context, baseURL ?? "", user);

      await page.goto(`${l.prefix}/templates?template=${byName(templates, "TemplateExecutive")._id}`);
      await page.getByRole("dialog").getByRole("button", { name: l.use }).click();
      const upgrade = page.getByRole("dialog", { name: l.upgrade });
      // The answer of POST /api/resumes/empty opens it; a loaded shared machine can take longer than 5 s for that.
      await expect(upgrade).toBeVisible({ timeout: 15_000 });
      await page.keyboard.press("Escape");
      await expect(upgrade).toBeHidden();

      // A free template: the same choice of a start as after sign-up (issue 21 item 3), then the editor.
      await page.goto(`${l.prefix}/templates?template=${byName(templates, "TemplateClassic")._id}`);
      await page.getByRole("dialog").getByRole("button", { name: l.use }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/editor/new\\?template=TemplateClassic(&theme=[^&]+)?$`));
      await page.getByRole("button", { name: l.startHints }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/editor/[^/?]+$`), { timeout: 15_000 });
    });

    test("?notify=1 explains the resume limit and can be dismissed", async ({ page }) => {
      await page.goto(`${l.prefix}/templates?notify=1`);
      const notice = page.getByRole("status").filter({ hasText: l.notify });
      await expect(notice).toBeVisible();
      await expect(notice.getByRole("link", { name: l.notifyLink })).toHaveAttribute("href", `${l.prefix}/pricing`);
      await notice.getByRole("button", { name: l.dismiss }).click();
      await expect(notice).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/templates$`));
    });

    test("each template has its own indexable page; an unknown slug is a 404", async ({ page, request, baseURL }) => {
      const modern = byName(await catalogue(request, l.locale), "TemplateModern");
      expect((await page.goto(`${l.prefix}/templates/modern`))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(modern.title);
      await expect(page).toHaveTitle(l.detailTitle(modern.title));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${baseURL}${l.prefix}/templates/modern`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        "href",
        `${baseURL}/templates/modern`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute(
        "href",
        `${baseURL}/ch/templates/modern`,
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        `${baseURL}${modern.coverImage}`,
      );
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
      ) as Record<string, unknown>;
      expect(jsonLd).toMatchObject({
        "@type": "CreativeWork",
        name: modern.title,
        url: `${baseURL}${l.prefix}/templates/modern`,
        image: `${baseURL}${modern.coverImage}`,
        isAccessibleForFree: true,
      });
      await expect(page.getByRole("button", { name: l.use })).toBeVisible();
      expect(
        (await request.get((await page.getByRole("link", { name: l.web }).getAttribute("href")) ?? ""))?.status(),
      ).toBe(200);
      const more = page.getByRole("region", { name: l.more });
      await expect(more.getByRole("link")).toHaveCount(3);
      await expectNoSeriousA11yViolations(page);

      expect((await page.goto(`${l.prefix}/templates/executive`))?.status()).toBe(200);
      const executive = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
      ) as Record<string, unknown>;
      expect(executive.isAccessibleForFree).toBe(false);

      expect((await page.goto(`${l.prefix}/templates/no-such-template`))?.status()).toBe(404);
      // The site's 404, in the page's language (the shared not-found must not read headers on a cached page).
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.prefix ? "页面不存在" : "Page not found");
      await expect(page).toHaveTitle(l.prefix ? /^页面不存在/ : /^Page not found/);
    });
  });
}

test("the list and the preview fit a 390 px wide phone", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const modern = byName(await catalogue(request, "en"), "TemplateModern");
  await page.goto(`/templates?template=${modern._id}`);
  const dialog = page.getByRole("dialog", { name: modern.title });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await expect(dialog.getByRole("button", { name: "Use This Template" })).toBeInViewport();
  await page.keyboard.press("Escape");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(cards(page).first()).toBeVisible();
});
