// Writing a review (issue 6 §4): a signed-in user rates and writes, the form checks it with the API's own rules,
// the review waits for moderation, and it is listed once an admin approves it.
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./a11y";
import { disconnectTestDb, testDb } from "./support/db";
import { sessionToken, signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

test("a signed-in user writes a review that appears after an admin approves it", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const author = await seedUser("regular");
  await signIn(context, baseURL, author);
  await page.goto("/review");
  const form = page.getByRole("region", { name: "Write a review" });
  const send = form.getByRole("button", { name: "Send review" });
  await expect(send).toBeVisible();

  // Nothing chosen, too short: both rules answer in the user's language and nothing is sent.
  await form.getByLabel("Your review").fill("Too short");
  await send.click();
  await expect(form.getByText("Choose a rating from 1 to 5 stars.")).toBeVisible();
  await expect(form.getByText(/at least 10 characters/)).toBeVisible();
  await expect(form.getByRole("radio", { name: "1 star out of 5" })).toBeFocused();
  expect(await testDb().review.count({ where: { userId: author.id } })).toBe(0);

  // Fixing a field clears its message as you go.
  await page.keyboard.press("ArrowRight");
  await expect(form.getByRole("radio", { name: "2 stars out of 5" })).toBeChecked();
  await expect(form.getByText("Choose a rating from 1 to 5 stars.")).toBeHidden();
  await form.getByRole("radio", { name: "4 stars out of 5" }).check({ force: true });
  const content = `Clean templates and the Chinese PDF came out right on the first try. ${Date.now()}`;
  await form.getByLabel("Your review").fill(content);
  await expect(form.getByText(/at least 10 characters/)).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await send.click();
  await expect(form.getByRole("status")).toHaveText("Thank you! Your review will appear once it has been approved.");
  await expect(form.getByLabel("Your review")).toHaveValue("");

  const review = await testDb().review.findFirstOrThrow({ where: { userId: author.id } });
  expect(review).toMatchObject({ rating: 4, content, status: "PENDING", locale: "en" });
  await page.reload();
  await expect(page.getByText(content)).toHaveCount(0);

  const admin = await seedUser("admin");
  const approved = await request.patch(`/api/reviews/${review.id}`, {
    headers: { Authorization: `Bearer ${await sessionToken(admin)}` },
    data: { status: "APPROVED" },
  });
  expect(approved.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("region", { name: "Reviews" }).getByText(content)).toBeVisible();
});
