// Issue 21's full journey, one run per locale (journey-en.spec.ts, journey-zh.spec.ts): a new visitor on a template
// page picks a colour theme → "Use This Template" → sign-up → the start (the template's sample) → the editor on that
// theme → fills in their name, job title and profile → Download PDF → upgrade → pays in the sandbox checkout (this
// server has PAYMENTS_SANDBOX=true) → back in the editor, where the download asks about the samples left and, once
// they are removed, the PDF arrives holding what they wrote and none of the samples → makes the resume public →
// opens the link on a phone (390 px, no session): the reading view (/r/ in English, /ch/r/ in Chinese).
import { readFile } from "node:fs/promises";
import { expect, type Browser, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { sampleResumeData } from "@/lib/shared/resume/sample-resume";
import { getTemplateMeta } from "@/lib/shared/templates/registry";
import { uniqueEmail } from "../accounts/helpers";
import { messages } from "../ai/messages";
import { signUpThroughForm } from "./sign-up";
import { testDb } from "../support/db";

const words = {
  en: {
    prefix: "",
    use: "Use This Template",
    upgrade: "Upgrade to premium",
    plans: "See plans",
    buy: "Get Monthly",
    pay: "Complete the test payment",
    welcome: "Welcome to premium!",
    name: "Ada Lovelace",
    title: "Data Analyst",
    profile: "Analyst who turns messy spreadsheets into clear weekly reports for sales teams.",
  },
  zh: {
    prefix: "/ch",
    use: "使用此模板",
    upgrade: "升级高级会员",
    plans: "查看会员套餐",
    buy: "开通月度会员",
    pay: "完成测试支付",
    welcome: "欢迎成为会员！",
    name: "林晓雨",
    title: "数据分析师",
    profile: "擅长把杂乱的表格整理成清晰的销售周报，帮助团队每周做出决策。",
  },
} as const;

const squeeze = (text: string) => text.replace(/\s+/g, "");

async function resumeIdOf(page: Page): Promise<string> {
  return new URL(page.url()).pathname.split("/").pop()!;
}

export async function runJourney(page: Page, browser: Browser, locale: "en" | "zh"): Promise<void> {
  const w = words[locale];
  const m = messages[locale];
  const lang = locale === "zh" ? "ch" : "en";
  const modern = getTemplateMeta("TemplateModern")!;
  const theme = modern.themes[3]!;

  // Template page → Use This Template → sign-up → the start → the editor on that theme.
  await page.goto(`${w.prefix}/templates/modern`);
  await page.locator(`input[type="radio"][value="${theme.name}"]`).check();
  await page.getByRole("button", { name: w.use }).click();
  await page.waitForURL((url) => url.pathname === `${w.prefix}/signup`, { timeout: 15_000 });
  const email = uniqueEmail(`e2e-journey-${locale}`);
  await signUpThroughForm(page, locale, email);
  await page.waitForURL((url) => url.pathname === `${w.prefix}/editor/new`, { timeout: 30_000 });
  await page.getByRole("button", { name: m.TemplatesPage.start.sample.title }).click();
  await page.waitForURL(new RegExp(`^[^?]*${w.prefix}/editor/(?!new)[^/?]+$`), { timeout: 30_000 });
  const id = await resumeIdOf(page);
  const root = page.getByTestId("resume-preview").locator(".rs-root").first();
  await expect(root).toBeAttached({ timeout: 30_000 });
  await expect
    .poll(() => root.evaluate((el) => getComputedStyle(el).getPropertyValue("--rs-accent").trim().toLowerCase()))
    .toBe(theme.hex.toLowerCase());
  await expect(page.getByTestId("sample-badge").first()).toBeVisible();

  // Fill: name, job title, and the profile's sample text replaced by their own (which drops its sample mark).
  await page.getByLabel(m.Editor.basic.name, { exact: true }).fill(w.name);
  await page.getByLabel(m.Editor.basic.title, { exact: true }).fill(w.title);
  const profile = page.getByTestId("item-editor").first();
  await expect(profile).toHaveAttribute("data-sample", "");
  await profile.locator("textarea").first().fill(w.profile);
  await expect(profile).not.toHaveAttribute("data-sample", "");
  await expect(page.getByTestId("resume-preview")).toContainText(w.profile);
  await expect
    .poll(async () => JSON.stringify((await testDb().resume.findUniqueOrThrow({ where: { id } })).data), {
      timeout: 15_000,
    })
    .toContain(w.profile);

  // Pay: Download PDF → upgrade → plans → checkout → sandbox payment → back in this resume's editor.
  await page.getByRole("button", { name: m.Editor.toolbar.download }).click();
  await page.getByRole("dialog", { name: w.upgrade }).getByRole("link", { name: w.plans }).click();
  await page.waitForURL((url) => url.pathname === `${w.prefix}/pricing` && url.searchParams.get("returnTo") === id);
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
  await expect(page.getByTestId("payment-success-notice")).toContainText(w.welcome, { timeout: 30_000 });

  // PDF: back in the editor the download asks about the samples left; removing them, the PDF holds only theirs.
  await page.waitForURL((url) => url.pathname === `${w.prefix}/editor/${id}`, { timeout: 60_000 });
  const samples = page.getByRole("dialog", { name: m.Editor.samples.title });
  await expect(samples).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([
    page.waitForEvent("download", { timeout: 90_000 }),
    samples.getByRole("button", { name: m.Editor.samples.removeAll }).click(),
  ]);
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = squeeze((await extractText(await getDocumentProxy(new Uint8Array(file)), { mergePages: true })).text);
  expect(text).toContain(squeeze(w.name));
  expect(text).toContain(squeeze(w.profile));
  const sampleWork = sampleResumeData(lang).sections.find((section) => section.kind === "empolyment")!.data[0]!.title;
  expect(text).not.toContain(squeeze(sampleWork));
  const order = await testDb().order.findFirstOrThrow({ where: { user: { email } } });
  expect(order).toMatchObject({ status: "PAID", paymentMethod: "TEST" });

  // Share: public (no samples are left, so no warning), and the link from the share panel.
  await page.getByRole("tab", { name: m.Editor.toolbar.share, exact: true }).click();
  await page.getByRole("checkbox", { name: m.Editor.share.options.isPublic }).check();
  const link = await page.locator("#public-link").inputValue({ timeout: 15_000 });
  await expect
    .poll(async () => (await testDb().resume.findUniqueOrThrow({ where: { id } })).isPublic, { timeout: 15_000 })
    .toBe(true);
  const slug = new URL(link).pathname.split("/").pop()!;
  // The link is in the owner's site language: /ch/r/… from the Chinese site.
  expect(new URL(link).pathname).toBe(`${w.prefix}/r/${slug}`);

  // Open the link on a phone, signed out: the reading view, in the address's language.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const reader = await phone.newPage();
    const response = await reader.goto(`${w.prefix}/r/${slug}`);
    expect(response?.status()).toBe(200);
    const reading = reader.getByTestId("public-reading");
    await expect(reading).toBeVisible();
    await expect(reading).toContainText(w.name);
    await expect(reading).toContainText(w.title);
    await expect(reading).toContainText(w.profile);
    await expect(reading).not.toContainText(sampleWork);
    expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await reader.screenshot({ path: `test-results/journey-${locale}-phone.png`, fullPage: true });
  } finally {
    await phone.close();
  }
}
