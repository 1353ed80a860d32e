// Issue 21 item 7: a purchase started from Download PDF in the editor comes back to that resume and downloads it.
// Editor (regular user) → Download PDF → upgrade dialog → /pricing?returnTo=… → the plan's checkout → the sandbox
// checkout (this server has PAYMENTS_SANDBOX=true: on / a card order, on /ch a QR order whose payment page link opens
// the same sandbox page) → home with the welcome notice and "Back to your resume" → back in the editor of that
// resume by itself, where the PDF download starts (Playwright's download event). At 390 px and 1366 px, both locales.
import { expect, test } from "@playwright/test";
import { disconnectTestDb, testDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

const words = {
  en: {
    prefix: "",
    download: "Download PDF",
    upgrade: "Upgrade to premium",
    plans: "See plans",
    buy: "Get Monthly",
    pay: "Complete the test payment",
    welcome: "Welcome to premium!",
    back: "Back to your resume",
  },
  zh: {
    prefix: "/ch",
    download: "下载 PDF",
    upgrade: "升级高级会员",
    plans: "查看会员套餐",
    buy: "开通月度会员",
    pay: "完成测试支付",
    welcome: "欢迎成为会员！",
    back: "返回你的简历",
  },
} as const;

for (const locale of ["en", "zh"] as const) {
  for (const width of [390, 1366]) {
    test(`${locale} at ${width} px: Download PDF → pay → back in the editor, and the PDF downloads`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const w = words[locale];
      await page.setViewportSize({ width, height: 900 });
      const user = await seedUser("regular");
      const name = `Return ${locale} ${width}`;
      const resume = await seedResume(user.id, { name, lang: locale === "zh" ? "ch" : "en" });
      await signIn(page.context(), baseURL!, user);

      await page.goto(`${w.prefix}/editor/${resume.id}`);
      // Download PDF is in the editor's bar at every width (issue 21 item 4).
      await page.getByRole("button", { name: w.download }).click();
      const upgrade = page.getByRole("dialog", { name: w.upgrade });
      await upgrade.getByRole("link", { name: w.plans }).click();
      await page.waitForURL(
        (url) =>
          url.pathname === `${w.prefix}/pricing` &&
          url.searchParams.get("returnTo") === resume.id &&
          url.searchParams.get("download") === "1",
      );

      await page.getByRole("button", { name: w.buy }).click();
      const checkout = page.getByRole("dialog", { name: w.buy });
      if (locale === "en") {
        await checkout.getByRole("button", { name: "Continue to payment" }).click();
      } else {
        await checkout.getByRole("button", { name: "去支付" }).click();
        await checkout.getByTestId("pay-page-link").click();
      }
      await page.waitForURL((url) => url.pathname.startsWith(`${w.prefix}/sandbox-checkout/`));
      await page.getByRole("button", { name: w.pay }).click();

      // Home with the welcome notice and the way back; then back in the editor, where the download starts.
      await page.waitForURL(
        (url) =>
          url.pathname === (w.prefix || "/") &&
          url.searchParams.get("state") === "success" &&
          url.searchParams.get("returnTo") === resume.id,
      );
      const notice = page.getByTestId("payment-success-notice");
      await expect(notice).toContainText(w.welcome);
      await expect(notice.getByRole("link", { name: w.back })).toBeVisible();
      const download = await page.waitForEvent("download", { timeout: 90_000 });
      expect(new URL(page.url()).pathname).toBe(`${w.prefix}/editor/${resume.id}`);
      // The query that asked for the download is gone: a reload does not download again.
      expect(new URL(page.url()).searchParams.has("download")).toBe(false);
      expect(download.suggestedFilename()).toBe(`${name}.pdf`);
      await expect
        .poll(async () => (await testDb().resume.findUniqueOrThrow({ where: { id: resume.id } })).downloadCount)
        .toBe(1);
      const order = await testDb().order.findFirstOrThrow({ where: { userId: user.id } });
      expect(order).toMatchObject({ status: "PAID", paymentMethod: "TEST" });
    });
  }
}
