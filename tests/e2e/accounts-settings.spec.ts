import path from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { setCaptchaAnswer, userIdOf } from "./accounts/captcha";
import { createVerifiedUser, PASSWORD, signInThroughForm as signIn } from "./accounts/helpers";
import { disconnectTestDb } from "./support/db";
import { BOT_CHECK_TIMEOUT } from "./support/bot-check";

// createVerifiedUser writes to the database (tests/e2e/accounts/helpers.ts).
test.afterAll(disconnectTestDb);

test.describe("settings journeys", () => {
  test.setTimeout(120_000);

  test("avatar: a non-image is refused, a PNG is cropped, uploaded and shown in the header", async ({
    page,
    browser,
  }, testInfo) => {
    const email = await createVerifiedUser(browser, "e2e-avatar");
    await signIn(page, email);
    const chooser = page.getByLabel("Change avatar");

    const text = testInfo.outputPath("not-an-image.txt");
    await import("node:fs/promises").then((fs) => fs.writeFile(text, "hello"));
    await chooser.setInputFiles(text);
    await expect(page.getByText("Uploaded image must be in JPG/PNG format!")).toBeVisible();

    const png = testInfo.outputPath("avatar.png");
    await sharp({ create: { width: 300, height: 200, channels: 3, background: "#ef4444" } })
      .png()
      .toFile(png);
    await chooser.setInputFiles(path.resolve(png));
    const dialog = page.getByRole("dialog", { name: "Crop your avatar" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("slider", { name: "Zoom" }).fill("1.5");
    await dialog.getByRole("button", { name: "Save avatar" }).click();
    await expect(page.getByText("Avatar saved.")).toBeVisible();
    const avatar = page.getByRole("main").locator('img[src^="/api/upload/files/avatars/"]').first();
    await expect(avatar).toBeVisible();
    const src = (await avatar.getAttribute("src")) ?? "";
    const served = await page.request.get(src);
    expect(served.headers()["content-type"]).toBe("image/png");
    const size = await sharp(await served.body()).metadata();
    expect([size.width, size.height]).toEqual([400, 400]);
  });

  test("account deletion: notice, agreement, captcha, then home and signed out", async ({ page, browser }) => {
    const email = await createVerifiedUser(browser, "e2e-delete");
    await signIn(page, email);
    await page.getByRole("tab", { name: "Delete account" }).click();
    const next = page.getByRole("button", { name: "Continue" });
    await expect(next).toBeDisabled();
    await page.getByLabel("I have read the notice above and want to delete my account.").check();
    await next.click();
    await expect(page.getByRole("img", { name: "Captcha" })).toBeVisible();
    await setCaptchaAnswer("DESTROY", await userIdOf(email), "Hm4t");
    await page.getByLabel("Captcha", { exact: true }).fill("Hm4t");
    await page.getByRole("button", { name: "Delete my account for good" }).click();
    await expect(page.getByText("Your account has been deleted.").first()).toBeVisible();
    await page.waitForURL("/", { timeout: 10_000 });
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();

    await page.goto("/signin");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    const submit = page.getByRole("button", { name: "Sign in", exact: true });
    await expect(submit).toBeEnabled({ timeout: BOT_CHECK_TIMEOUT });
    await submit.click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Incorrect email or password");
  });
});
