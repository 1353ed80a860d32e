// The examples pages (docs/product.md §2 /examples, example preview, §8 messages) in both languages over a production
// build: grouped cards with covers and creators, the sticky category navigator, the ?example= preview and its errors,
// 'Use This Example' for visitors and users, each example's own indexable page, and axe on all of them.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { disconnectTestDb, testDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

// Each journey runs axe or a copy into the editor; on a shared 2-core machine that can pass 30 s.
test.describe.configure({ timeout: 90_000 });

test.afterAll(async () => {
  await disconnectTestDb();
  await disconnectTestDb();
});

type Example = {
  _id: string;
  name: string;
  uuid: string;
  category: string;
  coverImg: string;
  userId: { avatar: string; nickName: string };
};
type Category = { _id: string; slug: string; name: string };
type Envelope<T> = { code: number; data: T };

const locales = [
  {
    locale: "en",
    prefix: "",
    brand: "ResumeCraft",
    title: "Resume examples",
    nav: "Example categories",
    creator: "Created by",
    web: "Open the web resume",
    use: "Use This Example",
    notFound: "Example not found",
    upgrade: "Upgrade to premium",
    qr: (name: string) => `QR code of the web resume “${name}”`,
    metaTitle: (name: string) => `${name} resume example`,
    signup: "/signup",
  },
  {
    locale: "zh",
    prefix: "/ch",
    brand: "简历匠",
    title: "简历示例",
    nav: "示例分类",
    creator: "作者",
    web: "打开在线简历",
    use: "使用此示例",
    notFound: "示例不存在",
    upgrade: "升级高级会员",
    qr: (name: string) => `在线简历「${name}」的二维码`,
    metaTitle: (name: string) => `${name}简历示例`,
    signup: "/ch/signup",
  },
] as const;

async function catalogue(request: APIRequestContext, locale: string) {
  const examples = (await (
    await request.get(`/api/examples?pageSize=40&sort=-sort&locale=${locale}`)
  ).json()) as Envelope<{ data: Example[] }>;
  const categories = (await (await request.get(`/api/categories?sort=-sort&locale=${locale}`)).json()) as Envelope<{
    data: Category[];
  }>;
  const used = new Set(examples.data.data.map((example) => example.category));
  return {
    examples: examples.data.data,
    categories: categories.data.data.filter((category) => used.has(category._id)),
  };
}

/** The first example whose template is (or is not) premium-only, from the example's own document. */
async function withTemplatePlan(
  request: APIRequestContext,
  examples: readonly Example[],
  isPro: boolean,
): Promise<Example | undefined> {
  const templates = (await (await request.get("/api/templates?pageSize=50")).json()) as Envelope<{
    data: { componentName: string; isPro: boolean }[];
  }>;
  const pro = new Set(
    templates.data.data.filter((template) => template.isPro).map((template) => template.componentName),
  );
  for (const example of examples) {
    const detail = (await (await request.get(`/api/examples/${example._id}`)).json()) as Envelope<{
      config: { templateName: string };
    }>;
    if (pro.has(detail.data.config.templateName) === isPro) return example;
  }
  return undefined;
}

/**
 * `excludeResume`: the resume itself is drawn by the shared template styles (components/resume-document), the same as on /r and
 * in the PDF; its colours are checked with the templates, this page's own markup is checked here.
 */
async function expectNoSeriousA11yViolations(page: Page, { excludeResume = false } = {}) {
  const builder = new AxeBuilder({ page });
  const results = await (excludeResume ? builder.exclude(".rs-root") : builder).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

const navTop = async (page: Page) => (await page.getByTestId("example-anchor-nav").boundingBox())?.y ?? Number.NaN;
const scrollTo = (page: Page, top: number) =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);

for (const ui of locales) {
  test.describe(`examples (${ui.locale})`, () => {
    test("groups by category with covers and creators; the navigator sticks below the header and scrolls to a category", async ({
      page,
      request,
    }) => {
      const { examples, categories } = await catalogue(request, ui.locale);
      expect(examples.length).toBeGreaterThanOrEqual(12);
      expect((await page.goto(`${ui.prefix}/examples`))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: ui.title })).toBeVisible();

      // Every category with examples, in the API's order (sort descending), each with its anchor and heading.
      const sections = page.locator("section[data-category]");
      await expect(sections.locator("h2")).toHaveText(categories.map((category) => category.name));
      // Every example of the language has one card (read in one go: 24 separate waits are slow on a busy machine).
      const cards = await page.getByTestId("example-card").evaluateAll((elements) =>
        elements.map((card) => ({
          id: card.querySelector("[data-example-id]")?.getAttribute("data-example-id"),
          text: card.textContent ?? "",
        })),
      );
      for (const example of examples) {
        const matching = cards.filter((card) => card.id === example._id);
        expect(matching, example.name).toHaveLength(1);
        expect(matching[0]!.text).toContain(example.userId.nickName);
      }
      const first = page.getByTestId("example-card").first();
      await first.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          first.getByTestId("example-cover").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        )
        .toBeGreaterThan(0);
      await expect
        .poll(() => first.getByTestId("creator-avatar").evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);

      const nav = page.getByRole("navigation", { name: ui.nav });
      await expect(nav.getByRole("link")).toHaveText(categories.map((category) => new RegExp(`^${category.name}`)));
      await scrollTo(page, 0);
      const restingTop = await navTop(page);
      await scrollTo(page, 900);
      await expect.poll(() => navTop(page)).toBeCloseTo(64, 0);
      await scrollTo(page, 1800);
      await expect.poll(() => navTop(page)).toBeCloseTo(64, 0);
      expect(restingTop).toBeGreaterThan(64);

      const last = categories.at(-1)!;
      await scrollTo(page, 0);
      await nav.getByRole("link", { name: new RegExp(`^${last.name}`) }).click();
      const target = page.locator(`#category-${last.slug}`);
      await expect.poll(async () => (await target.boundingBox())?.y ?? -1, { timeout: 5_000 }).toBeLessThan(200);
      expect((await target.boundingBox())!.y).toBeGreaterThanOrEqual(60);
      await expect(nav.getByRole("link", { name: new RegExp(`^${last.name}`) })).toHaveAttribute(
        "aria-current",
        "location",
      );
      await expect(page).toHaveURL(new RegExp(`#category-${last.slug}$`));
      await expectNoSeriousA11yViolations(page);
    });

    test("every byline names the person whose resume the example shows, at 390 and 1366 px (issue 21 item 13)", async ({
      page,
      request,
    }) => {
      // The seeded examples (their creators' avatars are in public/avatars/): another test of this file adds and
      // removes one of its own meanwhile.
      const examples = (await catalogue(request, ui.locale)).examples.filter((example) =>
        example.userId.avatar.startsWith("/avatars/"),
      );
      expect(examples.length).toBeGreaterThanOrEqual(12);
      // The person on each resume, from the example's own document (Daniel Okafor's card once showed Marcus Ellery's).
      const people = new Map<string, string>();
      for (const example of examples) {
        const detail = (await (await request.get(`/api/examples/${example._id}`)).json()) as Envelope<{
          data: { basicInfo: { name: string } };
        }>;
        people.set(example._id, detail.data.data.basicInfo.name);
        expect(example.userId.nickName, example.name).toBe(detail.data.data.basicInfo.name);
      }
      for (const size of [
        { width: 390, height: 844 },
        { width: 1366, height: 768 },
      ]) {
        await page.setViewportSize(size);
        await page.goto(`${ui.prefix}/examples`);
        const cards = await page.getByTestId("example-card").evaluateAll((elements) =>
          elements.map((card) => ({
            id: card.querySelector("[data-example-id]")?.getAttribute("data-example-id") ?? "",
            text: card.textContent ?? "",
          })),
        );
        for (const [id, person] of people)
          expect(cards.find((card) => card.id === id)?.text, `${id} at ${size.width} px`).toContain(person);
        // The preview's byline and the web resume it links to name the same person.
        const example = examples[0]!;
        const person = people.get(example._id)!;
        await page.goto(`${ui.prefix}/examples?example=${example._id}`);
        const dialog = page.getByRole("dialog", { name: example.name });
        await expect(dialog).toBeVisible({ timeout: 15_000 });
        await expect(dialog.getByText(person, { exact: true }).first()).toBeVisible();
        await page.goto(`/r/${example.uuid}`);
        await expect(page.locator(".rs-root").first()).toContainText(person);
      }
    });

    test("?example=<id> opens the preview with creator, QR and a working web link; Escape closes it; cards open it too", async ({
      page,
      request,
    }) => {
      const { examples } = await catalogue(request, ui.locale);
      const example = examples[1]!;
      await page.goto(`${ui.prefix}/examples?example=${example._id}`);
      const dialog = page.getByRole("dialog", { name: example.name });
      // Opens once the page is hydrated: slow on a cold server on a busy machine.
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      await expect(dialog.getByText(ui.creator)).toBeVisible();
      await expect(dialog.getByText(example.userId.nickName)).toBeVisible();
      await expect
        .poll(() => dialog.getByTestId("creator-avatar").evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await expect(dialog.getByRole("img", { name: ui.qr(example.name) })).toBeVisible();
      const web = dialog.getByRole("link", { name: ui.web });
      await expect(web).toHaveAttribute("href", `/r/${example.uuid}`);
      // Retried: under load the server may drop a kept-alive connection (ECONNRESET), which says nothing about the page.
      await expect(async () => expect((await request.get(`/r/${example.uuid}`)).status()).toBe(200)).toPass({
        timeout: 15_000,
      });
      await expect(dialog.getByRole("button", { name: ui.use })).toBeEnabled();
      await expectNoSeriousA11yViolations(page);

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(
        (url) => url.pathname === `${ui.prefix}/examples` && !url.searchParams.has("example"),
      );

      const other = examples[0]!;
      const trigger = page.locator(`[data-example-id="${other._id}"]`);
      await trigger.click();
      const otherDialog = page.getByRole("dialog", { name: other.name });
      await expect(otherDialog).toBeVisible();
      await expect(page).toHaveURL((url) => url.searchParams.get("example") === other._id);
      await otherDialog.getByRole("button", { name: ui.locale === "en" ? "Close" : "关闭" }).click();
      await expect(otherDialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });

    test("an unknown ?example= warns and clears the query", async ({ page }) => {
      await page.goto(`${ui.prefix}/examples?example=no-such-example`);
      await expect(page.getByText(ui.notFound)).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page).toHaveURL((url) => url.pathname === `${ui.prefix}/examples` && url.search === "");
    });

    test("a visitor's 'Use This Example' goes to sign-up first, carrying the start of its copy", async ({
      page,
      request,
    }) => {
      const { examples } = await catalogue(request, ui.locale);
      const example = examples[0]!;
      await page.goto(`${ui.prefix}/examples?example=${example._id}`);
      await page.getByRole("dialog", { name: example.name }).getByRole("button", { name: ui.use }).click();
      await expect(page).toHaveURL(
        (url) =>
          url.pathname === ui.signup &&
          url.searchParams.get("prev") === `${ui.prefix}/editor/new?example=${example._id}`,
      );
    });

    test("a premium user's 'Use This Example' copies it and opens the editor", async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      const { examples } = await catalogue(request, ui.locale);
      const example = (await withTemplatePlan(request, examples, true))!;
      const user = await seedUser("premium");
      const usedBefore = (await testDb().example.findUniqueOrThrow({ where: { id: example._id } })).used;
      await signIn(context, baseURL!, user);
      await page.goto(`${ui.prefix}/examples?example=${example._id}`);
      await page.getByRole("dialog", { name: example.name }).getByRole("button", { name: ui.use }).click();
      await page.waitForURL(new RegExp(`${ui.prefix}/editor/[^/?]+$`), { timeout: 15_000 });
      const id = new URL(page.url()).pathname.split("/").at(-1)!;
      const copy = await testDb().resume.findFirstOrThrow({ where: { id, userId: user.id } });
      expect(copy.name).toBe(example.name);
      // A copy counts as one use of the example (SPEC `used`).
      expect((await testDb().example.findUniqueOrThrow({ where: { id: example._id } })).used).toBeGreaterThan(
        usedBefore,
      );
      const detail = (await (await request.get(`/api/examples/${example._id}`)).json()) as Envelope<{
        data: { basicInfo: { name: string } };
      }>;
      await expect(page.getByTestId("resume-preview")).toContainText(detail.data.data.basicInfo.name, {
        timeout: 15_000,
      });
    });

    test("a regular user copies a free-template example; a premium-template one opens the upgrade dialog", async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      const { examples } = await catalogue(request, ui.locale);
      const [free, pro] = await Promise.all([
        withTemplatePlan(request, examples, false),
        withTemplatePlan(request, examples, true),
      ]);
      const user = await seedUser("regular");
      await signIn(context, baseURL!, user);

      await page.goto(`${ui.prefix}/examples?example=${pro!._id}`);
      await page.getByRole("dialog", { name: pro!.name }).getByRole("button", { name: ui.use }).click();
      await expect(page.getByRole("dialog", { name: ui.upgrade })).toBeVisible();
      expect(await testDb().resume.count({ where: { userId: user.id } })).toBe(0);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: ui.upgrade })).toBeHidden();

      await page.goto(`${ui.prefix}/examples/${free!._id}`);
      await page.getByRole("button", { name: ui.use }).click();
      await page.waitForURL(new RegExp(`${ui.prefix}/editor/[^/?]+$`), { timeout: 15_000 });
      const copy = await testDb().resume.findFirstOrThrow({ where: { userId: user.id } });
      expect(copy.name).toBe(free!.name);
    });

    test("each example has its own page: title, canonical, hreflang, JSON-LD, the resume and more of its category", async ({
      page,
      request,
      baseURL,
    }) => {
      const { examples, categories } = await catalogue(request, ui.locale);
      const example = examples[0]!;
      const detail = (await (await request.get(`/api/examples/${example._id}`)).json()) as Envelope<{
        data: { basicInfo: { name: string; title: string } };
      }>;
      const path = `${ui.prefix}/examples/${example._id}`;
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page).toHaveTitle(`${ui.metaTitle(example.name)} | ${ui.brand}`);
      await expect(page.getByRole("heading", { level: 1, name: example.name })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
      await expect(
        page.locator(`link[rel="alternate"][hreflang="${ui.locale === "en" ? "en" : "zh-CN"}"]`),
      ).toHaveAttribute("href", `${baseURL}${path}`);
      // The cover as it was when this page was cached (the rendered first page replaces the template's cover once the
      // server has drawn it), so it is checked to be an absolute cover URL that serves an image.
      const ogImage = (await page.locator('meta[property="og:image"]').first().getAttribute("content")) ?? "";
      expect(ogImage).toMatch(new RegExp(`^${baseURL}/api/covers/`));
      expect((await request.get(ogImage)).headers()["content-type"]).toMatch(/^image\//);
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      const jsonLd = scripts
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((data) => data["@type"] === "CreativeWork");
      expect(jsonLd).toMatchObject({
        "@type": "CreativeWork",
        name: example.name,
        url: `${baseURL}${path}`,
        author: { name: example.userId.nickName },
      });
      const resume = page.getByTestId("example-resume");
      await expect(resume).toContainText(detail.data.data.basicInfo.name);
      await expect(resume).toContainText(detail.data.data.basicInfo.title);
      await expect(page.getByRole("link", { name: ui.web })).toHaveAttribute("href", `/r/${example.uuid}`);
      await expect(page.getByRole("button", { name: ui.use })).toBeVisible();
      const category = categories.find((candidate) => candidate._id === example.category)!;
      await expect(page.getByText(category.name).first()).toBeVisible();
      const sameCategory = examples.filter((other) => other.category === example.category && other._id !== example._id);
      for (const other of sameCategory.slice(0, 3)) {
        await expect(page.locator(`a[href="${ui.prefix}/examples/${other._id}"]`)).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page, { excludeResume: true });
    });
  });
}

test("an example shown under the other locale keeps its own locale's canonical URL", async ({
  page,
  request,
  baseURL,
}) => {
  const { examples } = await catalogue(request, "en");
  const example = examples[0]!;
  expect((await page.goto(`/ch/examples/${example._id}`))?.status()).toBe(200);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/examples/${example._id}`);
  await expect(page.getByText("这份示例是用英文写的。")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: example.name })).toBeVisible();
});

test("unknown example pages answer 404 in both locales", async ({ request }) => {
  for (const path of ["/examples/no-such-example", "/ch/examples/no-such-example", `/examples/${"x".repeat(80)}`]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("an example page hides a premium creator's hidden e-mail and phone, as the public page does", async ({
  request,
}) => {
  const owner = await seedUser("premium");
  const resume = await seedResume(owner.id, {
    isPublic: true,
    config: { emailIsHidden: true, cellphoneIsHidden: true },
  });
  const data = resume.data as { basicInfo: { name: string; email: string; cellphone: string } };
  const category = await testDb().category.findFirstOrThrow({ orderBy: { sort: "asc" } });
  const example = await testDb().example.create({
    data: {
      resumeId: resume.id,
      categoryId: category.id,
      creatorId: owner.id,
      name: "Hidden contact example",
      desc: "Seeded by the e2e spec",
      locale: "en",
      sort: -1000,
    },
  });
  try {
    const response = await request.get(`/examples/${example.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(data.basicInfo.name);
    expect(html).not.toContain(data.basicInfo.email);
    expect(html).not.toContain(data.basicInfo.cellphone);
  } finally {
    await testDb().example.delete({ where: { id: example.id } });
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the navigator is a chip bar that scrolls sideways and sticks below the header", async ({ page }) => {
    await page.goto("/examples");
    const nav = page.getByTestId("example-anchor-nav");
    const list = nav.getByRole("list");
    expect(await list.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await scrollTo(page, 1500);
    await expect.poll(() => navTop(page)).toBeCloseTo(64, 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
  });

  test("an example's page fits the resume to the screen", async ({ page, request }) => {
    const { examples } = await catalogue(request, "en");
    await page.goto(`/examples/${examples[0]!._id}`);
    const frame = page.getByTestId("example-resume");
    await expect
      .poll(() => frame.evaluate((element) => element.scrollWidth - element.clientWidth))
      .toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page, { excludeResume: true });
  });
});
