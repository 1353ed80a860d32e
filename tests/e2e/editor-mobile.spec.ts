// On a phone the editor shows one pane at a time: tabs Edit / Preview.
import { expect, test } from "@playwright/test";
import { disconnectEditorDb, seedEditorUser, seedSampleResume, signIn } from "./editor/session";

test.afterAll(disconnectEditorDb);

test("Edit and Preview tabs switch the pane", async ({ page, context, baseURL }) => {
  const user = await seedEditorUser();
  const resume = await seedSampleResume(user.id);
  await signIn(context, baseURL!, user);
  await page.goto(`/editor/${resume.id}`);
  await expect(page.getByLabel("Full name")).toBeVisible();
  await expect(page.getByTestId("resume-preview")).toBeHidden();
  await page.getByLabel("Full name").fill("Mobile Name");
  await page.getByRole("tab", { name: "Preview" }).click();
  await expect(page.getByTestId("resume-preview")).toContainText("Mobile Name");
  await expect(page.getByLabel("Full name")).toBeHidden();
  await page.getByRole("tab", { name: "Edit" }).click();
  await expect(page.getByLabel("Full name")).toHaveValue("Mobile Name");
});
