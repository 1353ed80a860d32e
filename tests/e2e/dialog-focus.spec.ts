// Focus returns to the control that opened a dialog (issue #11 item 27): the start dialog, the upgrade dialog, the
// delete confirmation and the avatar crop dialog, each opened and closed from the keyboard. And an avatar file that is
// not an image (text renamed .png) gets the spec's message instead of a crop dialog on a black canvas.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { disconnectTestDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

// The smallest valid PNG (1×1): the crop dialog has a real image to show.
const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function expectFocused(page: Page, control: Locator) {
  await expect.poll(() => control.evaluate((el) => el === document.activeElement)).toBe(true);
}

/** Focus the control, open with Enter, close with Escape: focus must come back to it, not fall to <body>. */
async function openAndClose(page: Page, control: Locator, dialogName: string | RegExp) {
  await control.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: dialogName });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expectFocused(page, control);
}

test("closing the start, delete and upgrade dialogs returns focus to the button that opened them", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const user = await seedUser("regular");
  const resume = await seedResume(user.id, { name: "Focus CV" });
  await signIn(context, baseURL!, user);
  await page.goto("/resumes");
  await expect(page.getByTestId("resume-card")).toHaveCount(1, { timeout: 15_000 });
  // Twice each: the first opening loads the dialog frame lazily, the second finds it loaded.
  for (let round = 0; round < 2; round += 1) {
    await openAndClose(page, page.getByRole("button", { name: "More ways to start" }), "Create a resume");
    await openAndClose(
      page,
      page.getByRole("button", { name: "Delete: Focus CV", exact: true }),
      "Delete this resume?",
    );
  }
  await page.goto(`/editor/${resume.id}`);
  // A regular user's Download opens the upgrade dialog.
  const download = page.getByRole("button", { name: "Download PDF" });
  await expect(download).toBeVisible();
  for (let round = 0; round < 2; round += 1) await openAndClose(page, download, "Upgrade to premium");
});

test("the avatar crop dialog returns focus to Upload photo; a text file renamed .png is refused with the spec message", async ({
  page,
  context,
  baseURL,
}) => {
  const user = await seedUser("regular");
  const resume = await seedResume(user.id, { name: "Avatar CV" });
  await signIn(context, baseURL!, user);
  await page.goto(`/editor/${resume.id}`);
  const field = page.getByTestId("avatar-field");
  // The button, not the visually hidden file input it clicks (which carries the same name).
  const upload = field.locator("button", { hasText: "Upload photo" });
  await expect(upload).toBeVisible();

  await upload.focus();
  let chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Enter");
  await (
    await chooser
  ).setFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("these are my notes, not a picture") });
  await expect(field.getByRole("alert")).toHaveText("Uploaded image must be in JPG/PNG format!");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await upload.focus();
  chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Enter");
  await (
    await chooser
  ).setFiles({ name: "big.png", mimeType: "image/png", buffer: Buffer.concat([PNG_1X1, Buffer.alloc(1024 * 1024)]) });
  await expect(field.getByRole("alert")).toHaveText("Uploaded image size cannot exceed 1Mb");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await upload.focus();
  chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Enter");
  await (await chooser).setFiles({ name: "me.png", mimeType: "image/png", buffer: PNG_1X1 });
  const crop = page.getByRole("dialog", { name: "Crop your photo" });
  await expect(crop).toBeVisible();
  await expect(field.getByRole("alert")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(crop).toBeHidden();
  await expectFocused(page, upload);
});
