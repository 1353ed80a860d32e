// OAuth sign-in in the browser, through next-auth and our provider settings, against the local fake GitHub and
// Google (tests/fakes/oauth-server.ts, started by tests/e2e/global-setup.ts; playwright.config.ts points the app at it).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { disconnectTestDb, testDb } from "./support/db";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

type CurrentUser = { _id: string; nickName: string; email: string | null; type: string };
type ProviderAccount = { login: string; name: string; email: string; privateEmail?: boolean };

// The button first asks next-auth for its providers and a CSRF token, then for the provider's URL: three round trips
// before the browser leaves, which takes a few seconds on a busy machine.
const PROVIDER_TIMEOUT = 20_000;
// The header asks for the user once the landing page has hydrated, which can take several seconds on a busy machine.
const HEADER_TIMEOUT = 15_000;

const uniqueLogin = (label: string): string =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function currentUser(page: Page): Promise<CurrentUser> {
  const response = await page.request.get("/api/user/current");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: CurrentUser }).data;
}

/** On the provider's own page: sign in there and approve the application. */
async function authorizeAtProvider(
  page: Page,
  brand: "FakeHub" | "Fake Google",
  account: ProviderAccount,
): Promise<void> {
  await expect(page.getByRole("heading", { name: `Sign in to ${brand}` })).toBeVisible({ timeout: PROVIDER_TIMEOUT });
  // The provider's own page (the app has no such route).
  await expect(page).toHaveURL(brand === "FakeHub" ? /\/login\/oauth\/authorize\?/ : /\/google\/authorize\?/);
  await page.getByLabel("Username", { exact: true }).fill(account.login);
  await page.getByLabel("Full name", { exact: true }).fill(account.name);
  await page.getByLabel("Email address", { exact: true }).fill(account.email);
  if (account.privateEmail) await page.getByLabel("Keep my email address private").check();
  await page.getByRole("button", { name: "Authorize" }).click();
}

async function signOut(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: `Account menu for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible({
    timeout: HEADER_TIMEOUT,
  });
}

test.afterAll(disconnectTestDb);

test.describe("OAuth sign-in", () => {
  test.setTimeout(90_000);

  test("en: GitHub → the provider's authorize page → back at prev, signed in; the next sign-in reuses the account", async ({
    page,
  }) => {
    const login = uniqueLogin("octo");
    await page.goto("/signin?prev=%2Fpricing");
    await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
    await page.getByRole("button", { name: "Continue with GitHub" }).click();
    await authorizeAtProvider(page, "FakeHub", { login, name: "Octo Cat", email: `${login}@example.test` });

    await page.waitForURL((url) => url.pathname === "/pricing");
    await expect(page.getByRole("button", { name: "Account menu for Octo Cat" })).toBeVisible({
      timeout: HEADER_TIMEOUT,
    });
    const first = await currentUser(page);
    expect(first).toMatchObject({ nickName: "Octo Cat", email: `${login}@example.test`, type: "oauth" });

    await signOut(page, "Octo Cat");
    expect((await page.request.get("/api/user/current")).status()).toBe(401);

    // GitHub remembers the approval: no form this time, straight back (My resumes, as no prev was given).
    await page.goto("/signin");
    await page.getByRole("button", { name: "Continue with GitHub" }).click();
    await page.waitForURL((url) => url.pathname === "/resumes", { timeout: PROVIDER_TIMEOUT });
    await expect(page.getByRole("button", { name: "Account menu for Octo Cat" })).toBeVisible({
      timeout: HEADER_TIMEOUT,
    });
    expect((await currentUser(page))._id).toBe(first._id);
  });

  test("zh: Google (OpenID Connect) signs in and returns to the Chinese prev page", async ({ page }) => {
    const login = uniqueLogin("lin");
    await page.goto("/ch/login?prev=%2Fch%2Fpricing");
    // The agreement box under the provider buttons (issue 21 item 10) is ticked first.
    await page.locator("#oauth-terms-agreement").check();
    await page.getByRole("button", { name: "使用 Google 登录" }).click();
    await authorizeAtProvider(page, "Fake Google", { login, name: "林", email: `${login}@example.test` });
    await page.waitForURL((url) => url.pathname === "/ch/pricing");
    await expect(page.getByRole("button", { name: "林 的账户菜单" })).toBeVisible({ timeout: HEADER_TIMEOUT });
    expect(await currentUser(page)).toMatchObject({ nickName: "林", email: `${login}@example.test`, type: "oauth" });
  });

  test("cancelling at the provider comes back to sign-in with a message, still signed out", async ({ page }) => {
    await page.goto("/signin?prev=%2Fpricing");
    await page.getByRole("button", { name: "Continue with GitHub" }).click();
    await expect(page.getByRole("heading", { name: "Sign in to FakeHub" })).toBeVisible({ timeout: PROVIDER_TIMEOUT });
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.waitForURL((url) => url.pathname === "/signin");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Signing in with that account did not complete. Please try again, or sign in with your email and password.",
    );
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible({
      timeout: HEADER_TIMEOUT,
    });
    expect((await page.request.get("/api/user/current")).status()).toBe(401);
    // The page with both provider buttons and the message stays accessible.
    const serious = (await new AxeBuilder({ page }).analyze()).violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  });

  test("an identity whose e-mail belongs to an existing account gets its own account, never that one", async ({
    page,
    browser,
    baseURL,
  }) => {
    // The owner's e-mail account, made in the database and signed in by cookie: its sign-up and sign-in forms have
    // their own specs, and each page load here counts against this test's cap on a loaded machine.
    const seeded = await seedUser("regular");
    const ada = await testDb().user.update({ where: { id: seeded.id }, data: { nickName: "Ada" } });
    const email = ada.email!;
    const ownerContext = await browser.newContext();
    await signIn(ownerContext, baseURL!, ada);
    const owner = await ownerContext.newPage();
    await owner.goto("/pricing");
    const ownerUser = await currentUser(owner);

    // Someone else's GitHub account listing the owner's address (private: it comes from /user/emails).
    await page.goto("/signin");
    await page.getByRole("button", { name: "Continue with GitHub" }).click();
    await authorizeAtProvider(page, "FakeHub", {
      login: uniqueLogin("mallory"),
      name: "Mallory",
      email,
      privateEmail: true,
    });
    await page.waitForURL((url) => url.pathname === "/resumes");
    await expect(page.getByRole("button", { name: "Account menu for Mallory" })).toBeVisible({
      timeout: HEADER_TIMEOUT,
    });
    const intruder = await currentUser(page);
    expect(intruder._id).not.toBe(ownerUser._id);
    expect(intruder).toMatchObject({ nickName: "Mallory", email: null, type: "oauth" });

    // The existing account is untouched and still its owner's alone.
    await owner.reload();
    await expect(owner.getByRole("button", { name: "Account menu for Ada" })).toBeVisible({ timeout: HEADER_TIMEOUT });
    expect(await currentUser(owner)).toEqual(ownerUser);
    await ownerContext.close();
  });
});
