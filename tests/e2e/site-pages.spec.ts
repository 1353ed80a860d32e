// The public pages of the site work: pricing, guides, referral and reviews, in both languages, with no serious
// accessibility violations.
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./a11y";

const guideSlugs = [
  "ats-friendly-resume",
  "education-and-projects",
  "how-to-write-a-resume",
  "resume-for-international-jobs",
  "skills-section",
  "work-experience",
];

test.describe("pricing", () => {
  test("English: dollar plans, badges, sign-in links and the upgrade dialog by keyboard", async ({ page }) => {
    expect((await page.goto("/pricing"))?.status()).toBe(200);
    await expect(page).toHaveTitle(/Pricing/);
    for (const [id, price] of [
      ["monthly", "$10"],
      ["quarterly", "$20"],
      ["yearly", "$60"],
      ["lifetime", "$188"],
    ] as const) {
      await expect(page.getByTestId(`price-${id}`)).toHaveText(price);
    }
    await expect(page.getByText("Most popular · 33% off")).toBeVisible();
    await expect(page.getByText("Cheapest · 50% off")).toBeVisible();
    await expect(page.getByText("As low as $5 per month")).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Yearly" })).toHaveAttribute("href", "/signin?prev=%2Fpricing");
    await expect(page.getByRole("table")).toContainText("Custom URL");
    await expect(page.getByRole("link", { name: /Apply by e-mail/ })).toHaveAttribute("href", /^mailto:/);

    const trigger = page.getByRole("button", { name: "What premium unlocks" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Upgrade to premium" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expectNoSeriousA11yViolations(page);
  });

  test("Chinese: yuan plans and the login page", async ({ page }) => {
    expect((await page.goto("/ch/pricing"))?.status()).toBe(200);
    await expect(page.getByTestId("price-lifetime")).toHaveText("¥188");
    await expect(page.getByText("低至 ¥5/月")).toBeVisible();
    await expect(page.getByRole("link", { name: "开通季度会员" })).toHaveAttribute("href", "/ch/login?prev=%2Fpricing");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("guides", () => {
  for (const [prefix, lang] of [
    ["", "en"],
    ["/ch", "zh-CN"],
  ] as const) {
    test(`index and every guide answer 200 with a title (${lang})`, async ({ page, request }) => {
      expect((await page.goto(`${prefix}/guides`))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      for (const slug of guideSlugs) {
        await expect(page.locator(`a[href="${prefix}/guides/${slug}"]`)).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page);

      for (const slug of guideSlugs) {
        const response = await request.get(`${prefix}/guides/${slug}`);
        expect(response.status(), slug).toBe(200);
        const html = await response.text();
        expect(html, slug).toMatch(/<title>[^<]{5,}<\/title>/);
        // React serialises the attribute as hrefLang; HTML attribute names are case-insensitive.
        expect(html.toLowerCase(), slug).toContain(
          `hreflang="zh-cn" href="http://127.0.0.1:${new URL(page.url()).port}/ch/guides/${slug}"`,
        );
        expect(html, slug).toContain('"@type":"Article"');
      }
    });
  }

  test("a guide page has a working table of contents and the start dialog", async ({ page }) => {
    await page.goto("/guides/how-to-write-a-resume");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How to write a resume: a step-by-step guide");
    const toc = page.getByRole("navigation", { name: "On this page" }).last();
    await toc.getByRole("link", { name: "Write achievements, not duties" }).click();
    await expect(page).toHaveURL(/#write-achievements-not-duties$/);
    await expect(page.locator("#write-achievements-not-duties")).toBeInViewport();

    await page.getByRole("button", { name: "Create my resume" }).click();
    const dialog = page.getByRole("dialog", { name: "Create a resume" });
    // Examples and upload are links (AI is off on this server, so its choice is hidden); "blank" creates the resume
    // itself, so it is a button.
    await expect(dialog.getByRole("link")).toHaveCount(2);
    await expect(dialog.getByRole("button", { name: /Blank resume/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expectNoSeriousA11yViolations(page);
  });

  test("an unknown guide is a 404", async ({ request }) => {
    expect((await request.get("/guides/no-such-guide")).status()).toBe(404);
  });
});

test.describe("referral", () => {
  test("logged out, the get-link button leads to sign-in and back (both locales)", async ({ page }) => {
    expect((await page.goto("/referral"))?.status()).toBe(200);
    await expect(page.getByText("A friend who signs up through your link gets a $5 voucher right away.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Get my invite link" })).toHaveAttribute(
      "href",
      "/signin?prev=%2Freferral",
    );
    await expectNoSeriousA11yViolations(page);

    await page.goto("/ch/referral");
    await expect(page.getByText("好友通过你的链接注册，立即获得 ¥5 代金券。")).toBeVisible();
    await expect(page.getByRole("link", { name: "获取我的邀请链接" })).toHaveAttribute(
      "href",
      "/ch/login?prev=%2Freferral",
    );
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("reviews", () => {
  for (const [path, heading, signIn] of [
    ["/review", "User reviews", "Sign in to write a review"],
    ["/ch/review", "用户评价", "登录后写评价"],
  ] as const) {
    test(`${path} lists approved reviews or an honest empty state, and asks visitors to sign in`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      const list = page.getByRole("region", { name: /Reviews|评价列表/ });
      const cards = await list.locator("article").count();
      if (cards === 0) await expect(list).toContainText(/be the first|来写第一条/);
      const prefix = path.startsWith("/ch") ? "/ch/login" : "/signin";
      await expect(page.getByRole("link", { name: signIn })).toHaveAttribute("href", `${prefix}?prev=%2Freview`);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
