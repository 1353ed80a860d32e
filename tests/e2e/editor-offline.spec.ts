// Offline typing is never lost: the edits stay on the device, are saved when the browser is back online, and a tab
// closed while offline offers them back on the next visit.
import { expect, test } from "@playwright/test";
import { disconnectTestDb, testDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

test("offline edits are kept, saved when back online, and offered back after closing the tab", async ({
  context,
  baseURL,
}) => {
  const user = await seedUser("regular");
  const resume = await seedResume(user.id, { name: "Sample resume" });
  await signIn(context, baseURL!, user);
  const page = await context.newPage();
  await page.goto(`/editor/${resume.id}`);
  const status = page.getByTestId("editor-status");

  await context.setOffline(true);
  await page.getByLabel("Job title").fill("Typed while offline");
  await expect(status).toHaveText("Offline: changes kept on this device", { timeout: 10_000 });
  await context.setOffline(false);
  await expect(status).toHaveText(/Saved at/, { timeout: 10_000 });
  expect((await testDb().resume.findUniqueOrThrow({ where: { id: resume.id } })).data).toMatchObject({
    basicInfo: { title: "Typed while offline" },
  });

  await context.setOffline(true);
  await page.getByLabel("Job title").fill("Closed before it was sent");
  await expect(status).toHaveText("Offline: changes kept on this device", { timeout: 10_000 });
  await page.close();
  await context.setOffline(false);

  const again = await context.newPage();
  await again.goto(`/editor/${resume.id}`);
  await expect(again.getByLabel("Job title")).toHaveValue("Typed while offline");
  await again.getByRole("button", { name: "Restore them" }).click();
  await expect(again.getByLabel("Job title")).toHaveValue("Closed before it was sent");
  await expect(again.getByTestId("editor-status")).toHaveText(/Saved at/, { timeout: 10_000 });
  expect((await testDb().resume.findUniqueOrThrow({ where: { id: resume.id } })).data).toMatchObject({
    basicInfo: { title: "Closed before it was sent" },
  });
});
