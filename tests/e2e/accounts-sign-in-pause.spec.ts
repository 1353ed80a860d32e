// Ten wrong passwords pause sign-in from this client address; the mailed link ends the pause (issue 11 item 10).
import { expect, test, type APIRequestContext } from "@playwright/test";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { createVerifiedUser, linkFromOutbox, PASSWORD } from "./accounts/helpers";
import { disconnectTestDb } from "./support/db";
import { BOT_CHECK_TIMEOUT } from "./support/bot-check";

// createVerifiedUser writes to the database (tests/e2e/accounts/helpers.ts).
test.afterAll(disconnectTestDb);

/** A wrong-password sign-in through the API, with a bot challenge solved here as the widget would. */
async function wrongSignIn(request: APIRequestContext, email: string): Promise<number> {
  const challenge = (await (await request.get("/api/altcha")).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  const response = await request.post("/api/signin", { data: { email, password: "Wrong1234", altcha } });
  return ((await response.json()) as { code: number }).code;
}

test("after ten wrong passwords sign-in says it is paused; the e-mailed link ends the pause", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = await createVerifiedUser(browser, "e2e-pause");
  for (let i = 0; i < 10; i++) expect(await wrongSignIn(page.request, email)).toBe(100002);

  await page.goto("/signin");
  await page.getByLabel(/^Email$/).fill(email);
  await page.getByLabel(/^Password$/).fill(PASSWORD);
  const submit = page.getByRole("button", { name: "Sign in", exact: true });
  await expect(submit).toBeEnabled({ timeout: BOT_CHECK_TIMEOUT });
  await submit.click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("paused for 15 minutes");

  await page.goto(await linkFromOutbox(page, email));
  await expect(page.getByRole("heading", { name: "End the sign-in pause" })).toBeVisible();
  await page.getByRole("button", { name: "End the pause" }).click();
  await expect(page.getByRole("status")).toHaveText("Signing in works again from that network.");
  await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();

  await page.getByLabel(/^Email$/).fill(email);
  await page.getByLabel(/^Password$/).fill(PASSWORD);
  await expect(submit).toBeEnabled({ timeout: BOT_CHECK_TIMEOUT });
  await submit.click();
  await page.waitForURL("/resumes");
});
