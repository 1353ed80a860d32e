// My resumes: list, inline rename, copy, delete with undo, trash and restore, share, create blank, the regular cap.
import { expect, test } from "@playwright/test";
import { disconnectTestDb, testDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

test("rename, copy, delete with undo, trash and restore", async ({ page, context, baseURL }) => {
  const user = await seedUser("regular");
  await seedResume(user.id, { name: "Backend CV" });
  await signIn(context, baseURL!, user);
  await page.goto("/resumes");
  const cards = page.getByTestId("resume-card");
  await expect(cards).toHaveCount(1, { timeout: 15_000 });
  await expect(cards.first()).toContainText(/Updated \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

  await page.getByRole("button", { name: "Rename Backend CV" }).click();
  const input = page.getByRole("textbox", { name: "Resume name" });
  await input.fill("  ");
  await input.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Text cannot be empty" })).toBeVisible();
  await input.fill("Platform CV");
  await input.press("Enter");
  await expect(page.getByRole("button", { name: "Rename Platform CV" })).toBeVisible();
  await expect
    .poll(async () => (await testDb().resume.findFirst({ where: { userId: user.id } }))?.name)
    .toBe("Platform CV");

  await page.getByRole("button", { name: "Make a copy: Platform CV" }).click();
  await expect(cards).toHaveCount(2);

  await page.getByRole("button", { name: "Delete: Platform CV", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(cards).toHaveCount(1);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(cards).toHaveCount(2);

  await page.getByRole("button", { name: "Delete: Platform CV", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(cards).toHaveCount(1);
  // The pointer still rests on the toasts from the Undo click, which keeps them expanded (and open) over the tabs:
  // move on, as a person would, so they collapse and time out.
  await page.mouse.move(0, 700);
  await page.getByRole("tab", { name: "Trash" }).click();
  await expect(cards).toHaveCount(1);
  await page.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText("The trash is empty.")).toBeVisible();
  await page.getByRole("tab", { name: "Resumes" }).click();
  await expect(cards).toHaveCount(2);
});

test("share shows the public link and QR code, and offers the share settings when private", async ({
  page,
  context,
  baseURL,
}) => {
  const user = await seedUser("regular");
  const resume = await seedResume(user.id, { name: "Shared CV" });
  await signIn(context, baseURL!, user);
  await page.goto("/resumes");
  await page.getByRole("button", { name: "Share: Shared CV" }).click({ timeout: 15_000 });
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("textbox", { name: "Public link" })).toHaveValue(`${baseURL}/r/${resume.uuid}`);
  await expect(dialog.getByRole("img", { name: "QR code of the public link" })).toBeVisible();
  await dialog.getByRole("link", { name: "Open share settings" }).click();
  await expect(page).toHaveURL(new RegExp(`/editor/${resume.id}\\?openConfig=true`));
});

test("a regular user gets the upgrade dialog for a download", async ({ page, context, baseURL }) => {
  const user = await seedUser("regular");
  await seedResume(user.id, { name: "Free CV" });
  await signIn(context, baseURL!, user);
  await page.goto("/resumes");
  await page.getByRole("button", { name: "Download PDF: Free CV" }).click({ timeout: 15_000 });
  await expect(page.getByRole("dialog", { name: "Upgrade to premium" })).toBeVisible();
});

test("empty state, create blank, and the regular cap sends to /templates?notify=1", async ({
  page,
  context,
  baseURL,
}) => {
  const user = await seedUser("regular");
  await signIn(context, baseURL!, user);
  await page.goto("/resumes");
  await expect(page.getByRole("heading", { name: "No resumes yet" })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "New blank resume" }).click();
  await expect(page).toHaveURL(/\/editor\/[^/]+$/, { timeout: 15_000 });
  for (let i = 0; i < 4; i += 1) await seedResume(user.id, { name: `Filler ${i}` });
  await page.goto("/resumes");
  await expect(page.getByTestId("resume-card")).toHaveCount(5, { timeout: 15_000 });
  await page.getByRole("button", { name: "New blank resume" }).click();
  await expect(page.getByText("Regular users can create up to 5 resumes")).toBeVisible();
  await expect(page).toHaveURL(/\/templates\?notify=1$/, { timeout: 15_000 });
});
