// Issue 21 item 3, the start: a new visitor on a template's page picks a colour theme and presses "Use This
// Template"; they meet sign-up first (not "Welcome back"), with a link to sign in that keeps where they were going;
// once signed up they choose how to start (here: empty with hints) and land in the editor of a new resume on that
// template and theme, with no second "Use", already holding the account's name and e-mail. And a
// sign-in without prev lands on My resumes. 390 px and 1366 px, English and Chinese.
import { expect, test } from "@playwright/test";
import { getTemplateMeta } from "@/lib/shared/templates/registry";
import { PASSWORD, uniqueEmail } from "./accounts/helpers";
import { messages } from "./ai/messages";
import { signUpThroughForm } from "./start/sign-up";
import { BOT_CHECK_TIMEOUT } from "./support/bot-check";

const locales = [
  {
    locale: "en",
    prefix: "",
    use: "Use This Template",
    signupTitle: "Create your account",
    signinLink: "Sign in",
    signinPath: "/signin",
    // Labels as the form shows them; the name field's wording is being revised elsewhere, so either is accepted.
    labels: { name: /^Name$/, email: /^Email$/, password: /^Password$/, code: "Verification code" },
    signIn: "Sign in",
    startEmpty: /Start empty with hints/,
  },
  {
    locale: "zh",
    prefix: "/ch",
    use: "使用此模板",
    signupTitle: "创建账号",
    signinLink: "去登录",
    signinPath: "/ch/login",
    labels: { name: /^(姓名|名字)$/, email: /^邮箱$/, password: /^密码$/, code: "验证码" },
    signIn: "登录",
    startEmpty: /从空白开始/,
  },
] as const;

const modern = getTemplateMeta("TemplateModern");

for (const l of locales) {
  for (const width of [390, 1366]) {
    test(`${l.locale} ${width}px: template page → sign-up → the editor on that template and theme`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      // A message missing from a page's client catalogue shows up as a console error only: none may appear.
      const consoleErrors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") consoleErrors.push(message.text());
      });
      await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
      await page.goto(`${l.prefix}/templates/modern`);
      // Not the first theme, so a resume on the default one cannot pass.
      const theme = modern?.themes[3];
      if (!theme) throw new Error("TemplateModern has fewer than 4 themes");
      await page.locator(`input[type="radio"][value="${theme.name}"]`).check();
      await page.getByRole("button", { name: l.use }).click();

      const start = `${l.prefix}/editor/new?template=TemplateModern&theme=${theme.name}`;
      await page.waitForURL((url) => url.pathname === `${l.prefix}/signup`, { timeout: 15_000 });
      expect(new URL(page.url()).searchParams.get("prev")).toBe(start);
      await expect(page.getByText(l.signupTitle, { exact: true })).toBeVisible();
      // Those with an account sign in instead, and go to the same place.
      await expect(page.getByRole("main").getByRole("link", { name: l.signinLink, exact: true })).toHaveAttribute(
        "href",
        `${l.signinPath}?prev=${encodeURIComponent(start)}`,
      );

      const email = uniqueEmail(`e2e-start-${l.locale}-${width}`);
      await signUpThroughForm(page, l.locale, email);
      // The start offers the template's sample or empty sections with hints (journey-*.spec.ts takes the sample).
      await page.waitForURL((url) => url.pathname === `${l.prefix}/editor/new`, { timeout: 30_000 });
      await page.getByRole("button", { name: l.startEmpty }).click();
      await page.waitForURL(new RegExp(`^[^?]*${l.prefix}/editor/(?!new)[^/?]+$`), { timeout: 30_000 });
      const id = new URL(page.url()).pathname.split("/").pop() ?? "";
      const resume = (await (await page.request.get(`/api/resumes/${id}`)).json()) as {
        data: { config: { templateName: string; templateTheme: string; lang: string } };
      };
      expect(resume.data.config).toMatchObject({
        templateName: "TemplateModern",
        templateTheme: theme.name,
        lang: l.locale === "en" ? "en" : "ch",
      });
      // The editor draws it in that theme.
      const root = page.locator(".rs-root").first();
      await expect(root).toBeAttached({ timeout: 15_000 });
      await expect
        .poll(() => root.evaluate((el) => getComputedStyle(el).getPropertyValue("--rs-accent").trim().toLowerCase()))
        .toBe(theme.hex.toLowerCase());
      // Item 3: a new resume starts with the account's name and e-mail (sign-up's "Ada" and address), in its fields.
      const basic = messages[l.locale].Editor.basic;
      await expect(page.getByLabel(basic.name, { exact: true })).toHaveValue("Ada");
      await expect(page.getByLabel(basic.email, { exact: true })).toHaveValue(email);
      // Back does not create a second resume: the start page was replaced.
      const count = async () =>
        ((await (await page.request.get("/api/resumes/count")).json()) as { data: { count: number } }).data.count;
      expect(await count()).toBe(1);
      expect(consoleErrors.filter((text) => text.includes("MISSING_MESSAGE"))).toEqual([]);

      // Signing in again later, with no prev: My resumes, not the home page.
      const later = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 768 } });
      const again = await later.newPage();
      await again.goto(l.signinPath);
      await again.getByLabel(l.labels.email).fill(email);
      await again.getByLabel(l.labels.password).fill(PASSWORD);
      const signIn = again.getByRole("button", { name: l.signIn, exact: true });
      await expect(signIn).toBeEnabled({ timeout: BOT_CHECK_TIMEOUT });
      await signIn.click();
      await again.waitForURL((url) => url.pathname === `${l.prefix}/resumes`, { timeout: 15_000 });
      await later.close();
    });
  }
}
