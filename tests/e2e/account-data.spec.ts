// Issue 21 items 10 and 16 in a real browser at a phone's and a laptop's width, in both languages: the terms and the
// privacy policy linked from the footer; settings' change e-mail (the code read from the dev outbox), change password
// and "download my data" (a real file, holding the new address); and the settings tabs' keyboard focus ring drawn
// whole inside the tab row, which scrolls sideways on a phone and used to cut it off.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import {
  codeFromOutbox,
  createVerifiedUser,
  PASSWORD,
  signInThroughForm as signIn,
  uniqueEmail,
} from "./accounts/helpers";
import { disconnectTestDb } from "./support/db";

// createVerifiedUser writes to the database (tests/e2e/accounts/helpers.ts).
test.afterAll(disconnectTestDb);

const locales = [
  {
    code: "en",
    prefix: "",
    terms: "Terms of service",
    privacy: "Privacy policy",
    emailTitle: "E-mail address",
    newEmail: "New e-mail address",
    currentPassword: "Current password",
    newPassword: "New password",
    send: "Send code",
    codeLabel: "Code from the e-mail",
    confirm: "Confirm new address",
    changed: (email: string) => `Your e-mail address is now ${email}.`,
    current: (email: string) => `Current address: ${email}`,
    passwordTitle: "Password",
    changePassword: "Change password",
    passwordChanged: "Password changed.",
    wrongPassword: "Your current password is not correct",
    destroyTab: "Delete account",
    download: "Download my data",
  },
  {
    code: "zh",
    prefix: "/ch",
    terms: "用户协议",
    privacy: "隐私政策",
    emailTitle: "邮箱",
    newEmail: "新邮箱",
    currentPassword: "当前密码",
    newPassword: "新密码",
    send: "发送验证码",
    codeLabel: "邮件中的验证码",
    confirm: "确认新邮箱",
    changed: (email: string) => `你的邮箱已改为 ${email}。`,
    current: (email: string) => `当前邮箱：${email}`,
    passwordTitle: "密码",
    changePassword: "修改密码",
    passwordChanged: "密码已修改。",
    wrongPassword: "当前密码不正确",
    destroyTab: "注销账号",
    download: "下载我的数据",
  },
] as const;

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 768 } });

    for (const l of locales) {
      test(`${l.code}: the footer links the terms and the privacy policy`, async ({ page }) => {
        await page.goto(l.prefix || "/");
        for (const [name, path] of [
          [l.terms, "/terms"],
          [l.privacy, "/privacy"],
        ] as const) {
          const link = page.getByRole("contentinfo").getByRole("link", { name, exact: true });
          await link.scrollIntoViewIfNeeded();
          await link.click();
          await expect(page).toHaveURL(new RegExp(`${l.prefix}${path}$`));
          await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
          // The contact is the operator's SUPPORT_EMAIL (set for the test server), as a mail link.
          await expect(page.getByRole("main").locator('a[href^="mailto:"]')).toHaveCount(1);
          await noSidewaysScroll(page, width);
        }
        // The privacy policy links the terms in the same language.
        await page.getByRole("main").getByRole("link", { name: l.terms }).first().click();
        await expect(page).toHaveURL(new RegExp(`${l.prefix}/terms$`));
      });

      test(`${l.code}: change e-mail with the mailed code, change password, download my data`, async ({
        page,
        browser,
      }, testInfo) => {
        test.setTimeout(120_000);
        const email = await createVerifiedUser(browser, `e2e-data-${l.code}-${width}`);
        await signIn(page, email);
        if (l.prefix) await page.goto(`${l.prefix}/settings`);

        const emailCard = page.getByRole("region", { name: l.emailTitle, exact: true });
        await expect(emailCard.getByText(l.current(email))).toBeVisible();
        const next = uniqueEmail(`e2e-new-${l.code}-${width}`);
        await emailCard.getByLabel(l.newEmail).fill(next);
        await emailCard.getByLabel(l.currentPassword).fill(PASSWORD);
        await emailCard.getByRole("button", { name: l.send }).click();
        await emailCard.getByLabel(l.codeLabel).fill(await codeFromOutbox(page, next));
        await emailCard.getByRole("button", { name: l.confirm }).click();
        await expect(page.getByText(l.changed(next))).toBeVisible();
        await expect(emailCard.getByText(l.current(next))).toBeVisible();
        await noSidewaysScroll(page, width);

        const passwordCard = page.getByRole("region", { name: l.passwordTitle, exact: true });
        await passwordCard.getByLabel(l.currentPassword).fill("NotMyPassword1");
        await passwordCard.getByLabel(l.newPassword).fill("NewSecret9");
        await passwordCard.getByRole("button", { name: l.changePassword }).click();
        await expect(page.getByText(l.wrongPassword)).toBeVisible();
        await passwordCard.getByLabel(l.currentPassword).fill(PASSWORD);
        await passwordCard.getByRole("button", { name: l.changePassword }).click();
        await expect(page.getByText(l.passwordChanged, { exact: false })).toBeVisible();
        // This browser was signed in again with a new token: the settings still load after a reload.
        await page.reload();
        await expect(emailCard.getByText(l.current(next))).toBeVisible();

        await page.getByRole("tab", { name: l.destroyTab }).click();
        const downloading = page.waitForEvent("download");
        await page.getByRole("link", { name: l.download }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toMatch(/^resumecraft-data-\d{4}-\d{2}-\d{2}\.json$/);
        const file = testInfo.outputPath("data.json");
        await download.saveAs(file);
        const data = JSON.parse(await readFile(file, "utf8")) as { account: { email: string }; resumes: unknown[] };
        expect(data.account.email).toBe(next);
        expect(Array.isArray(data.resumes)).toBe(true);
      });

      test(`${l.code}: the settings tabs' keyboard focus ring is not cut off`, async ({ page, browser }, testInfo) => {
        const email = await createVerifiedUser(browser, `e2e-focus-${l.code}-${width}`);
        await signIn(page, email);
        if (l.prefix) await page.goto(`${l.prefix}/settings`);
        const list = page.getByRole("tablist");
        await list.getByRole("tab").first().click();
        // The keyboard moves to the last tab (the row's far end on a phone), which shows the focus ring.
        await page.keyboard.press("End");
        const last = list.getByRole("tab", { name: l.destroyTab });
        await expect(last).toBeFocused();
        const ring = await last.evaluate((tab) => {
          const style = getComputedStyle(tab);
          const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
          const box = tab.getBoundingClientRect();
          const clip = tab.parentElement?.getBoundingClientRect();
          return { style: style.outlineStyle, reach, box, clip };
        });
        expect(ring.style).toBe("solid");
        expect(ring.reach).toBeGreaterThan(0);
        // The ring's outer edge lies inside the tab row's box, which clips whatever is drawn outside it.
        expect(ring.box.left - ring.reach).toBeGreaterThanOrEqual((ring.clip?.left ?? 0) - 0.5);
        expect(ring.box.right + ring.reach).toBeLessThanOrEqual((ring.clip?.right ?? 0) + 0.5);
        expect(ring.box.top - ring.reach).toBeGreaterThanOrEqual((ring.clip?.top ?? 0) - 0.5);
        expect(ring.box.bottom + ring.reach).toBeLessThanOrEqual((ring.clip?.bottom ?? 0) + 0.5);
        await testInfo.attach(`settings-tabs-focus-${l.code}-${width}.png`, {
          body: await list.screenshot(),
          contentType: "image/png",
        });
      });
    }
  });
}
