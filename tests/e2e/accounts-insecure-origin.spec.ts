// Sign-up and sign-in on plain http at an address that is not localhost (issue 11 item 15): there the browser is not
// in a secure context, so Web Crypto (crypto.subtle) is missing and the ALTCHA widget cannot run. Chromium resolves
// the made-up host lan.test to this machine, which gives exactly that situation: a non-loopback name over http.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { codeFromOutbox, enLabels, PASSWORD, uniqueEmail } from "./accounts/helpers";

const port = Number(process.env.E2E_PORT ?? 3100);
const lanOrigin = `http://lan.test:${port}`;
// The outbox page answers loopback names only (lib/server/mail/is-loopback-request.ts): codes are read there.
const loopbackOrigin = `http://127.0.0.1:${port}`;

test.use({
  baseURL: lanOrigin,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--host-resolver-rules=MAP lan.test 127.0.0.1",
    ],
  },
});

async function mailedCode(browser: Browser, email: string): Promise<string> {
  const context = await browser.newContext({ baseURL: loopbackOrigin });
  try {
    return await codeFromOutbox(await context.newPage(), email);
  } finally {
    await context.close();
  }
}

async function signUpAtLanAddress(page: Page, browser: Browser, email: string): Promise<void> {
  await page.goto("/signup");
  expect(await page.evaluate(() => ({ secure: window.isSecureContext, subtle: typeof window.crypto.subtle }))).toEqual({
    secure: false,
    subtle: "undefined",
  });
  await page.getByLabel(enLabels.name).fill("Ada");
  await page.getByLabel(enLabels.email).fill(email);
  await page.getByLabel(enLabels.password).fill(PASSWORD);
  const submit = page.getByRole("button", { name: enLabels.submit, exact: true });
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  await expect(page.getByTestId("bot-challenge")).toHaveAttribute("data-solver", "fallback");
  await submit.click();
  await page.getByLabel(enLabels.code).fill(await mailedCode(browser, email));
  await page.getByRole("button", { name: enLabels.verify, exact: true }).click();
  await page.waitForURL((url) => url.origin === lanOrigin && !url.pathname.startsWith("/signup"));
  expect(await hasSession(page)).toBe(true);
}

/** Signed in: the session cookie is set for the LAN host (where the page lands next is another test's business). */
const hasSession = async (page: Page): Promise<boolean> =>
  (await page.context().cookies(lanOrigin)).some((cookie) => cookie.name === "x-cid");

test("signs up on plain http at a LAN address, where the browser has no Web Crypto", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signUpAtLanAddress(page, browser, uniqueEmail("e2e-lan"));
});

test("signs in there too, the bot check solved without Web Crypto", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("e2e-lan-in");
  await signUpAtLanAddress(page, browser, email);

  const context = await browser.newContext({ baseURL: lanOrigin });
  const fresh = await context.newPage();
  await fresh.goto("/signin");
  await fresh.getByLabel(/^Email$/).fill(email);
  await fresh.getByLabel(/^Password$/).fill(PASSWORD);
  const submit = fresh.getByRole("button", { name: "Sign in", exact: true });
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  await expect(fresh.getByTestId("bot-challenge")).toHaveAttribute("data-solver", "fallback");
  await submit.click();
  await fresh.waitForURL((url) => !url.pathname.startsWith("/signin"));
  expect(await hasSession(fresh)).toBe(true);
  await context.close();
});
