// Settings → AI tokens on the AI-on server (the `ai` project): the balance and the ledger rows in both languages, the
// recharge link, and a phone's width; a real polish shown as one row with what it cost (issue 21 item 12).
import { expect, test } from "@playwright/test";
import { polishTokenEstimate } from "@/lib/shared/validations/ai-editor/editor-ai-estimates";
import { createVerifiedUser, signInThroughForm as signIn } from "./accounts/helpers";
import { seedBilingualResume, workDescriptions } from "./ai/bilingual-resume";
import { messages } from "./ai/messages";
import { EDITOR_AI_USAGE, polishMarker, scriptPolish } from "./ai/model";
import { disconnectTestDb, testDb } from "./support/db";
import { signInNewUser } from "./support/session";
import { SIGN_UP_TOKENS } from "./support/users";

test.afterAll(disconnectTestDb);

test("the tokens tab shows the balance and the records in both languages, and fits a phone", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = await createVerifiedUser(browser, "e2e-tokens-on");
  await signIn(page, email);
  await page.getByRole("tab", { name: "AI tokens" }).click();
  await expect(page.getByTestId("token-balance")).toHaveText("Current balance: 5,000 tokens");
  const row = page.getByTestId("token-record");
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Initial gift")).toBeVisible();
  await expect(row.getByText("+5,000")).toBeVisible();
  await expect(page.getByRole("link", { name: "Recharge" })).toHaveAttribute("href", "/pricing");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/ch/settings?type=tokens");
  await expect(page.getByRole("tab", { name: "AI 点数" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("token-balance")).toHaveText("当前余额：5,000 点");
  await expect(page.getByTestId("token-record").getByText("初始赠送")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("an AI polish is one row with what it cost, not a charge and a refund, at 1366 and 390 px in both locales", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const user = await signInNewUser(context, baseURL, "regular", { tokens: SIGN_UP_TOKENS });
  const tag = `L${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  const resume = await seedBilingualResume(user.id, "en", "Ledger", tag);
  const path = "sections.empolyment.data.0.description";
  const text = workDescriptions("en", tag)[0];
  await scriptPolish(polishMarker(path, text), [{ path, suggestion: "Led the checkout team." }]);
  const polish = await page.request.post("/api/ai/polish", {
    data: { resumeId: resume.id, texts: [{ path, text }] },
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(polish.status()).toBe(200);
  expect(await polish.text()).toContain("event: finish");
  // The ledger keeps each movement: the estimate held, then the unused part given back (or the rest charged).
  const reserved = polishTokenEstimate(text.length);
  const used = EDITOR_AI_USAGE.total_tokens;
  expect(reserved).toBeGreaterThan(used);
  const ledger = await testDb().tokenRecord.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } });
  expect(ledger.map((row) => [row.type, row.amount])).toEqual([
    ["INITIAL", SIGN_UP_TOKENS],
    ["AI_OPTIMIZE", reserved],
    ["REFUND", reserved - used],
  ]);

  const views = [
    { locale: "en", prefix: "", width: 1366, height: 768 },
    { locale: "en", prefix: "", width: 390, height: 844 },
    { locale: "zh", prefix: "/ch", width: 1366, height: 768 },
    { locale: "zh", prefix: "/ch", width: 390, height: 844 },
  ] as const;
  for (const { locale, prefix, width, height } of views) {
    const t = messages[locale].Settings.tokens;
    const number = (value: number) => new Intl.NumberFormat(locale === "zh" ? "zh-CN" : "en-US").format(value);
    await page.setViewportSize({ width, height });
    await page.goto(`${prefix}/settings?type=tokens`);
    const rows = page.getByTestId("token-record");
    await expect(rows).toHaveCount(2);
    const action = rows.first();
    await expect(action.getByText(t.types.ai_optimize, { exact: true })).toBeVisible();
    const detail = t.action.succeeded.replace("{used}", number(used)).replace("{reserved}", number(reserved));
    await expect(action.getByText(detail)).toBeVisible();
    await expect(action.getByText(`−${number(used)}`)).toBeVisible();
    await expect(page.getByText(t.types.refund, { exact: true })).toHaveCount(0);
    await expect(rows.nth(1).getByText(t.types.initial)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`tokens-${locale}-${width}.png`) });
  }
});
