// A visitor on /ai (the AI-on server): the creator can be filled in signed out; starting sends them to sign in with
// prev=/ai, and after signing in they are back with what they typed (docs/product.md §2).
import { expect, test } from "@playwright/test";
import { messages } from "./ai/messages";
import { createVerifiedUser, PASSWORD } from "./accounts/helpers";
import { uniqueTitle } from "./ai/model";
import { disconnectTestDb } from "./support/db";
import { BOT_CHECK_TIMEOUT } from "./support/bot-check";

// createVerifiedUser writes to the database (tests/e2e/accounts/helpers.ts).
test.afterAll(disconnectTestDb);

const a = messages.en.AiCreator;

test("a visitor fills in the creator, signs in when starting, and comes back to the same input", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = await createVerifiedUser(browser, "e2e-ai-visitor");
  const keyword = uniqueTitle("Data analyst");
  await page.goto("/ai");
  await page.getByLabel(a.jobTitle.label, { exact: true }).fill(keyword);
  await page.getByRole("button", { name: a.actions.next, exact: true }).click();
  await page.getByRole("button", { name: a.experience.work.add }).click();
  const job = page.getByTestId("work-entry").first();
  await job.getByLabel(a.experience.work.title, { exact: true }).fill("Analyst");
  await job.getByLabel(a.experience.work.organization, { exact: true }).fill("Northwind");
  await job.getByLabel(a.experience.startDate, { exact: true }).fill("2020-02");
  await job.getByLabel(a.experience.present, { exact: true }).check();
  await page.getByRole("button", { name: a.actions.next, exact: true }).click();
  await expect(page.getByRole("heading", { name: a.experience.education.heading })).toBeVisible();
  await page.getByRole("button", { name: a.actions.skip, exact: true }).click();
  await expect(page.getByText(a.summary.visitor)).toBeVisible();

  await page.getByRole("button", { name: a.actions.signInToGenerate }).click();
  await page.waitForURL((url) => url.pathname === "/signin" && url.searchParams.get("prev") === "/ai");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  const submit = page.getByRole("button", { name: "Sign in", exact: true });
  await expect(submit).toBeEnabled({ timeout: BOT_CHECK_TIMEOUT });
  await submit.click();

  await page.waitForURL("/ai");
  await expect(page.getByRole("heading", { name: a.summary.heading })).toBeVisible();
  await expect(page.getByTestId("summary-keyword")).toHaveText(keyword);
  await expect(page.getByRole("button", { name: a.actions.generate })).toBeEnabled();
  await page.getByRole("button", { name: a.actions.back }).click();
  await page.getByRole("button", { name: a.actions.back }).click();
  const job2 = page.getByTestId("work-entry").first();
  await expect(job2.getByLabel(a.experience.work.organization, { exact: true })).toHaveValue("Northwind");
  await expect(job2.getByLabel(a.experience.present, { exact: true })).toBeChecked();
});
