// The AI creator at /ai on the AI-on server (the `ai` project: playwright.config.ts), against the scripted fake model:
// full journeys in both languages up to the editor and the token ledger, an invalid job title, too few tokens,
// reusing a saved run, and a phone-sized screen. The visitor's way through sign-in: ai-creator-visitor.spec.ts.
import { expect, test, type Page } from "@playwright/test";
import { messages } from "./ai/messages";
import { GENERATION_USAGE, modelCalls, resumeDraft, scriptJobTitleCheck, scriptResume, uniqueTitle } from "./ai/model";
import { disconnectTestDb } from "./support/db";
import { signInNewUser } from "./support/session";
import { SIGN_UP_TOKENS } from "./support/users";

test.afterAll(disconnectTestDb);

const locales = [
  { code: "en", prefix: "", m: messages.en, title: "Frontend engineer", company: "Acme GmbH", school: "TU Munich" },
  { code: "zh", prefix: "/ch", m: messages.zh, title: "前端工程师", company: "字节跳动", school: "北京大学" },
] as const;

type L = (typeof locales)[number];

const ai = (l: L) => l.m.AiCreator;

async function fillJobTitle(page: Page, l: L, keyword: string) {
  await page.goto(`${l.prefix}/ai`);
  const input = page.getByLabel(ai(l).jobTitle.label, { exact: true });
  await input.fill(keyword);
  await page.getByRole("button", { name: ai(l).actions.next, exact: true }).click();
  await expect(page.getByRole("heading", { name: ai(l).experience.work.heading })).toBeFocused();
}

async function skipTo4(page: Page, l: L) {
  await page.getByRole("button", { name: ai(l).actions.skip, exact: true }).click();
  await expect(page.getByRole("heading", { name: ai(l).experience.education.heading })).toBeVisible();
  await page.getByRole("button", { name: ai(l).actions.skip, exact: true }).click();
  await expect(page.getByRole("heading", { name: ai(l).summary.heading })).toBeVisible();
}

for (const l of locales) {
  test(`${l.code}: a signed-in user goes from a job title to the editor, watching the resume fill in, charged once`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signInNewUser(context, baseURL, "regular", { tokens: SIGN_UP_TOKENS });
    const keyword = uniqueTitle(l.title);
    const normalized = `${keyword} ✓`;
    const work = { title: l.code === "en" ? "Senior frontend engineer" : "高级前端工程师", organization: l.company };
    const school = { title: l.code === "en" ? "BSc Computer Science" : "计算机科学学士", organization: l.school };
    await scriptJobTitleCheck(keyword, normalized);
    await scriptResume(
      normalized,
      resumeDraft(
        normalized,
        [{ ...work, startDate: "2021-03", endDate: "present" }],
        [{ ...school, startDate: "2015-09", endDate: "2019-06" }],
        l.code,
      ),
    );

    await fillJobTitle(page, l, keyword);
    const a = ai(l);

    // Work: the first entry must pass the checks before a second is added (docs/product.md §5).
    await page.getByRole("button", { name: a.experience.work.add }).click();
    const job = page.getByTestId("work-entry").first();
    await expect(job.getByLabel(a.experience.work.title, { exact: true })).toBeFocused();
    await page.getByRole("button", { name: a.experience.work.add }).click();
    await expect(job.getByText(a.validation.titleRequired, { exact: true })).toBeVisible();
    await expect(job.getByText(a.validation.organizationRequired, { exact: true })).toBeVisible();
    await expect(job.getByText(a.validation.startDateRequired, { exact: true })).toBeVisible();
    await expect(page.getByTestId("work-entry")).toHaveCount(1);
    await job.getByLabel(a.experience.work.title, { exact: true }).fill(work.title);
    await job.getByLabel(a.experience.work.organization, { exact: true }).fill(work.organization);
    await job.getByLabel(a.experience.startDate, { exact: true }).fill("2021-03");
    await expect(job.getByText(a.validation.endDateRequired, { exact: true })).toBeVisible();
    await job.getByLabel(a.experience.present, { exact: true }).check();
    await expect(job.getByRole("alert")).toHaveCount(0);
    await page.getByRole("button", { name: a.actions.next, exact: true }).click();

    // Education: an end before the start is refused.
    await expect(page.getByRole("heading", { name: a.experience.education.heading })).toBeFocused();
    await page.getByRole("button", { name: a.experience.education.add }).click();
    const edu = page.getByTestId("education-entry").first();
    await edu.getByLabel(a.experience.education.title, { exact: true }).fill(school.title);
    await edu.getByLabel(a.experience.education.organization, { exact: true }).fill(school.organization);
    await edu.getByLabel(a.experience.startDate, { exact: true }).fill("2015-09");
    await edu.getByLabel(a.experience.endDate, { exact: true }).fill("2014-06");
    await page.getByRole("button", { name: a.actions.next, exact: true }).click();
    await expect(edu.getByText(a.validation.endBeforeStart, { exact: true })).toBeVisible();
    await edu.getByLabel(a.experience.endDate, { exact: true }).fill("2019-06");
    await page.getByRole("button", { name: a.actions.next, exact: true }).click();

    // Generation: the check, then the resume appearing part by part, then the editor after 2 s.
    await expect(page.getByTestId("summary-keyword")).toHaveText(keyword);
    await page.getByRole("button", { name: a.actions.generate }).click();
    const preview = page.getByTestId("draft-preview");
    await expect(preview).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("draft-title")).toHaveText(normalized, { timeout: 15_000 });
    await expect(page.getByText(a.progress.generating)).toBeVisible();
    await expect(preview.getByText("TypeScript")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(a.progress.success)).toBeVisible({ timeout: 20_000 });
    await page.waitForURL(new RegExp(`${l.prefix}/editor/[^/?]+$`), { timeout: 10_000 });

    // The user's own entries, exactly as typed.
    await expect(page.getByText(work.organization).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(work.title).first()).toBeVisible();
    await expect(page.getByText(school.organization).first()).toBeVisible();
    // The resume is named and headed after the job title in title case, not as typed in lowercase (issue 21 item 11):
    // "Frontend engineer" becomes "Frontend Engineer"; Chinese has no case and stays as typed.
    const headed = l.code === "en" ? /^Frontend Engineer [A-Z0-9]{4}\b/ : /^前端工程师 [A-Z0-9]{4}\b/;
    await expect(page.getByLabel(l.m.Editor.basic.title, { exact: true })).toHaveValue(headed);
    await expect(page.getByLabel(l.m.Editor.basic.resumeName, { exact: true })).toHaveValue(headed);

    // Settings → AI tokens: the initial gift and one row for the generation, its reservation and the refund of what
    // was not used shown as one net cost (issue 21 item 12).
    const tokens = l.m.Settings.tokens;
    await page.goto(`${l.prefix}/settings?type=tokens`);
    await expect(page.getByTestId("token-balance")).toHaveText(
      tokens.balance.replace("{balance}", (SIGN_UP_TOKENS - GENERATION_USAGE.total_tokens).toLocaleString("en-US")),
    );
    const rows = page.getByTestId("token-record");
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: tokens.types.ai_generate })).toHaveCount(1);
    await expect(rows.filter({ hasText: tokens.types.refund })).toHaveCount(0);
    // One generation call for this title: the reconnect logic never ran the task twice.
    expect(await modelCalls(`"jobTitle": ${JSON.stringify(normalized)}`)).toBe(1);
  });
}

test("a keyword that is not a job title is shown with the keyword and cleared; the run is kept for reuse", async ({
  page,
  context,
  baseURL,
}) => {
  const l = locales[0];
  await signInNewUser(context, baseURL, "regular", { tokens: SIGN_UP_TOKENS });
  const keyword = uniqueTitle("Banana bread");
  await scriptJobTitleCheck(keyword, null);
  await fillJobTitle(page, l, keyword);
  await skipTo4(page, l);
  await page.getByRole("button", { name: ai(l).actions.generate }).click();
  await expect(page.getByTestId("generation-status")).toHaveText(ai(l).progress.invalid.replace("{keyword}", keyword));
  await expect(page.getByTestId("summary-keyword")).toHaveText("—");
  await page.getByRole("button", { name: ai(l).actions.retry }).click();
  await expect(page.getByLabel(ai(l).jobTitle.label, { exact: true })).toHaveValue("");
  await expect(page.getByTestId("ai-history-entry").filter({ hasText: keyword })).toHaveCount(1);
});

test("too few tokens opens the recharge dialog, whose recharge button goes to /pricing", async ({
  page,
  context,
  baseURL,
}) => {
  const l = locales[1];
  await signInNewUser(context, baseURL, "regular");
  const keyword = uniqueTitle("产品经理");
  await fillJobTitle(page, l, keyword);
  await skipTo4(page, l);
  await page.getByRole("button", { name: ai(l).actions.generate }).click();
  const dialog = page.getByRole("dialog", { name: l.m.SiteDialogs.insufficientTokens.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(l.m.SiteDialogs.insufficientTokens.description)).toBeVisible();
  // The keyword stays: after recharging the user can try again.
  await expect(page.getByTestId("summary-keyword")).toHaveText(keyword);
  await dialog.getByRole("link", { name: l.m.SiteDialogs.insufficientTokens.recharge }).click();
  await page.waitForURL("/ch/pricing");
});

test("a saved run can be reused: job title and entries come back as typed", async ({ page, context, baseURL }) => {
  const l = locales[0];
  const a = ai(l);
  await signInNewUser(context, baseURL, "regular", { tokens: SIGN_UP_TOKENS });
  const keyword = uniqueTitle("Zookeeper");
  await scriptJobTitleCheck(keyword, null);
  await fillJobTitle(page, l, keyword);
  await page.getByRole("button", { name: a.experience.work.add }).click();
  const job = page.getByTestId("work-entry").first();
  await job.getByLabel(a.experience.work.title, { exact: true }).fill("Keeper");
  await job.getByLabel(a.experience.work.organization, { exact: true }).fill("City Zoo");
  await job.getByLabel(a.experience.startDate, { exact: true }).fill("2019-04");
  await job.getByLabel(a.experience.endDate, { exact: true }).fill("2023-08");
  await job.getByLabel(a.experience.work.description, { exact: true }).fill("Fed the lions");
  await page.getByRole("button", { name: a.actions.next, exact: true }).click();
  await expect(page.getByRole("heading", { name: a.experience.education.heading })).toBeVisible();
  await page.getByRole("button", { name: a.actions.skip, exact: true }).click();
  await page.getByRole("button", { name: a.actions.generate }).click();
  await expect(page.getByTestId("generation-status")).toContainText(keyword);

  // A new visit: the run is listed (newest first) and one click brings it back.
  await page.goto("/ai");
  const saved = page.getByTestId("ai-history-entry").first();
  await expect(saved).toContainText(keyword);
  await saved.getByRole("button", { name: new RegExp(`^${a.history.reuse}`) }).click();
  await expect(page.getByLabel(a.jobTitle.label, { exact: true })).toHaveValue(keyword);
  await page.getByRole("button", { name: a.actions.next, exact: true }).click();
  const restored = page.getByTestId("work-entry").first();
  await expect(restored.getByLabel(a.experience.work.title, { exact: true })).toHaveValue("Keeper");
  await expect(restored.getByLabel(a.experience.work.organization, { exact: true })).toHaveValue("City Zoo");
  await expect(restored.getByLabel(a.experience.startDate, { exact: true })).toHaveValue("2019-04");
  await expect(restored.getByLabel(a.experience.endDate, { exact: true })).toHaveValue("2023-08");
  await expect(restored.getByLabel(a.experience.work.description, { exact: true })).toHaveValue("Fed the lions");
});

test("fits a 390 px phone: every step without sideways scrolling, the example titles expand from 4 to 7", async ({
  page,
}) => {
  const l = locales[1];
  const a = ai(l);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/ch/ai");
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const examples = page.getByRole("list", { name: a.jobTitle.examples });
  await expect(examples.getByRole("listitem")).toHaveCount(5);
  await examples.getByRole("button", { name: a.jobTitle.more }).click();
  await expect(examples.getByRole("listitem")).toHaveCount(8);
  await examples.getByRole("button", { name: a.jobTitle.exampleTitles.product }).click();
  await expect(page.getByLabel(a.jobTitle.label, { exact: true })).toHaveValue(a.jobTitle.exampleTitles.product);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByRole("button", { name: a.actions.next, exact: true }).click();
  await page.getByRole("button", { name: a.experience.work.add }).click();
  await expect(page.getByTestId("work-entry")).toHaveCount(1);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByRole("button", { name: a.actions.skip, exact: true }).click();
  await page.getByRole("button", { name: a.actions.skip, exact: true }).click();
  await expect(page.getByRole("button", { name: a.actions.signInToGenerate })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});
