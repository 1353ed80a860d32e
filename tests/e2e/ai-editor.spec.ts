// The editor's AI actions (issue 15 items 1-3, 5) on the AI-on server (the `ai` project: playwright.config.ts),
// against the scripted fake model: polish of an entry and of a section (accept one, reject one, undo), translation of a
// Chinese resume into English and of an English one into Japanese (section names of the target language, the original
// untouched), the resume cap, a failing translation charging nothing, a cancelled polish refunded, and the job match
// on a fixture description in each language; axe on the new panels and dialog. Each test's texts carry a tag of its
// own: the fake model answers by markers found in the prompt (tests/e2e/ai/model.ts).
import { expect, test, type Page } from "@playwright/test";
import { defaultSectionNames } from "@/lib/shared/validations/resume-document/default-names";
import type { TResumeConfig, TResumeData } from "@/lib/shared/validations/resume-document/document";
import { expectNoSeriousA11yViolations } from "./a11y";
import { bilingualResume, polished, seedBilingualResume, translationOf, workDescriptions } from "./ai/bilingual-resume";
import { messages } from "./ai/messages";
import {
  EDITOR_AI_USAGE,
  modelCalls,
  polishMarker,
  scriptModelError,
  scriptPolish,
  scriptStall,
  scriptTranslation,
  translationMarker,
} from "./ai/model";
import { disconnectTestDb, testDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { signInNewUser } from "./support/session";
import { SIGN_UP_TOKENS } from "./support/users";

test.afterAll(disconnectTestDb);

const en = messages.en;
const zh = messages.zh;
const tagOf = () => `T${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
const path = (index: number) => `sections.empolyment.data.${index}.description`;

type TokenRecord = { type: string; operation: string; amount: number; balance: number; action?: { status: string } };

async function tokenRecords(page: Page): Promise<TokenRecord[]> {
  const response = await page.request.get("/api/tokens?currentPage=1&pageSize=50");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { data: TokenRecord[] } }).data.data;
}

async function storedResume(id: string) {
  const row = await testDb().resume.findUniqueOrThrow({ where: { id } });
  return { name: row.name, data: row.data as TResumeData, config: row.config as TResumeConfig };
}

async function openEditor(page: Page, prefix: string, id: string) {
  await page.goto(`${prefix}/editor/${id}`);
  await expect(page.getByTestId("resume-preview")).toBeVisible();
}

const description = (page: Page, index: number) =>
  page.getByTestId("item-editor").nth(index).getByLabel(en.Editor.fields.work.description, { exact: true });

test("polish of an entry and of a section: accept one, reject one, undo; charged the usage", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const user = await signInNewUser(context, baseURL, "regular", { tokens: SIGN_UP_TOKENS });
  const tag = tagOf();
  const resume = await seedBilingualResume(user.id, "en", "Polish me", tag);
  const [first, second] = workDescriptions("en", tag);
  const better = [`${polished.en[0]} ${tag}`, `${polished.en[1]} ${tag}`];
  // The section's call carries both texts, the entry's only the first: the section's rule is registered first.
  await scriptPolish(polishMarker(path(1), second), [
    { path: path(0), suggestion: better[0]! },
    { path: path(1), suggestion: better[1]! },
  ]);
  await scriptPolish(polishMarker(path(0), first), [{ path: path(0), suggestion: better[0]! }]);
  await openEditor(page, "", resume.id);
  const a = en.Editor.ai;
  const session = page.getByRole("complementary", { name: a.suggestions });
  const undo = page.getByTestId("editor-toolbar").getByRole("button", { name: en.Editor.toolbar.undo, exact: true });

  // One entry: the diff, accepted, then undone in one step.
  await page
    .getByRole("button", {
      name: en.Editor.item.polish.replace("{name}", "Senior Frontend Engineer · Starsea Commerce"),
    })
    .click();
  const card = session.getByTestId("suggestion");
  await expect(card).toHaveCount(1, { timeout: 15_000 });
  await expect(card.locator("ins").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await card.getByRole("button", { name: a.accept }).click();
  await expect(description(page, 0)).toHaveValue(better[0]!);
  await expect(session.getByText(a.allDecided)).toBeVisible();
  await session.getByRole("button", { name: a.close }).click();
  await expect(session).toHaveCount(0);
  await undo.click();
  await expect(description(page, 0)).toHaveValue(first);

  // The section: two suggestions, one accepted and one rejected; undo brings back the accepted one's text.
  await page.getByRole("button", { name: en.Editor.section.polish.replace("{name}", "Work Experience") }).click();
  await expect(card).toHaveCount(2, { timeout: 15_000 });
  await session
    .getByRole("button", { name: a.rejectIn.replace("{place}", "Work Experience · Cloudpine Data"), exact: true })
    .click();
  await session
    .getByRole("button", { name: a.acceptIn.replace("{place}", "Work Experience · Starsea Commerce"), exact: true })
    .click();
  await expect(session.getByText(a.allDecided)).toBeVisible();
  await expect(description(page, 0)).toHaveValue(better[0]!);
  await expect(description(page, 1)).toHaveValue(second);
  await undo.click();
  await expect(description(page, 0)).toHaveValue(first);
  await expect(description(page, 1)).toHaveValue(second);

  // Two polishes, each charged what the model reported.
  await expect
    .poll(async () => (await tokenRecords(page))[0]?.balance)
    .toBe(SIGN_UP_TOKENS - 2 * EDITOR_AI_USAGE.total_tokens);
});

test("a cancelled polish is refunded in full", async ({ page, context, baseURL }) => {
  const user = await signInNewUser(context, baseURL, "regular", { tokens: SIGN_UP_TOKENS });
  const tag = tagOf();
  const resume = await seedBilingualResume(user.id, "en", "Cancel me", tag);
  const marker = polishMarker(path(0), workDescriptions("en", tag)[0]);
  await scriptStall(marker);
  await openEditor(page, "", resume.id);
  const a = en.Editor.ai;
  await page
    .getByRole("button", {
      name: en.Editor.item.polish.replace("{name}", "Senior Frontend Engineer · Starsea Commerce"),
    })
    .click();
  const session = page.getByRole("complementary", { name: a.suggestions });
  await expect(session.getByText(a.polishing)).toBeVisible();
  // Cancel once the model has the call, so the server has reserved: a cancel before the request reached the server
  // (seen on a loaded machine) leaves nothing to refund, which is right but not what this test is about.
  await expect.poll(() => modelCalls(marker)).toBe(1);
  await session.getByRole("button", { name: a.cancel }).click();
  await expect(session.getByText(a.cancelled)).toBeVisible();
  // The reservation and its refund, one row in the list (issue 21 item 12): it cost nothing, the balance is back.
  await expect
    .poll(async () => (await tokenRecords(page)).map((r) => [r.type, r.amount, r.action?.status]))
    .toEqual([
      ["ai_optimize", 0, "cancelled"],
      ["initial", SIGN_UP_TOKENS, undefined],
    ]);
  expect((await tokenRecords(page))[0]?.balance).toBe(SIGN_UP_TOKENS);
});

test("zh: a Chinese resume translated into English: a new copy with English section names, the original untouched", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const user = await signInNewUser(context, baseURL, "regular", { tokens: SIGN_UP_TOKENS });
  const tag = tagOf();
  const resume = await seedBilingualResume(user.id, "ch", "我的简历", tag);
  await scriptTranslation(translationMarker(bilingualResume("ch", tag).data.basicInfo.title), translationOf("ch", tag));
  await openEditor(page, "/ch", resume.id);
  const a = zh.Editor.ai;
  await page.getByRole("tab", { name: zh.Editor.toolbar.ai }).click();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel(a.targetLang).selectOption("en");
  await page.getByRole("button", { name: a.translate, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: a.translatedTitle });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: a.openCopy }).click();
  await page.waitForURL((url) => /\/ch\/editor\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith(resume.id));
  const copyId = new URL(page.url()).pathname.split("/").pop()!;

  const preview = page.getByTestId("resume-preview");
  await expect(preview).toContainText(`Frontend Engineer ${tag}`, { timeout: 15_000 });
  const copy = await storedResume(copyId);
  const names = defaultSectionNames.en;
  expect(copy.config.lang).toBe("en");
  expect(copy.name).toBe("我的简历 · English");
  expect(copy.data.sections.map((s) => s.name)).toEqual([names.empolyment, names.education, names.skills]);
  // Every text in English, the person's name and the contact details as they were.
  const english = bilingualResume("en", tag).data;
  expect(copy.data).toEqual({ ...english, basicInfo: { ...english.basicInfo, name: "陈琳" } });
  // The original: as it was, in Chinese.
  const original = await storedResume(resume.id);
  expect(original.config.lang).toBe("ch");
  expect(original.data).toEqual(bilingualResume("ch", tag).data);
  expect((await tokenRecords(page)).map((r) => [r.type, r.amount])).toEqual([
    ["resume_translate", EDITOR_AI_USAGE.total_tokens],
    ["initial", SIGN_UP_TOKENS],
  ]);
});

test("en: an English resume translated into Japanese; 'Stay here' keeps the original open", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const user = await signInNewUser(context, baseURL, "regular", { tokens: SIGN_UP_TOKENS });
  const tag = tagOf();
  const resume = await seedBilingualResume(user.id, "en", "My resume", tag);
  await scriptTranslation(translationMarker(bilingualResume("en", tag).data.basicInfo.title), [
    { id: "basic.title", text: `フロントエンドエンジニア ${tag}` },
    { id: "basic.location", text: "上海" },
    { id: "s0.0.subTitle", text: "シニアフロントエンドエンジニア" },
  ]);
  await openEditor(page, "", resume.id);
  const a = en.Editor.ai;
  await page.getByRole("tab", { name: en.Editor.toolbar.ai }).click();
  await page.getByLabel(a.targetLang).selectOption("ja");
  await page.getByRole("button", { name: a.translate, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: a.translatedTitle });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText(a.translatedDescription.replace("{lang}", en.Editor.style.langs.ja));
  await dialog.getByRole("button", { name: a.stay }).click();
  await expect(dialog).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(`/editor/${resume.id}`);

  const rows = await testDb().resume.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } });
  expect(rows).toHaveLength(2);
  const copy = await storedResume(rows[1]!.id);
  const names = defaultSectionNames.ja;
  expect(copy.config.lang).toBe("ja");
  expect(copy.data.sections.map((s) => s.name)).toEqual([names.empolyment, names.education, names.skills]);
  expect(copy.data.basicInfo).toMatchObject({ title: `フロントエンドエンジニア ${tag}`, name: "Lin Chen" });
  expect(copy.data.sections[0]!.data[0]).toMatchObject({
    title: "Starsea Commerce",
    subTitle: "シニアフロントエンドエンジニア",
    startDate: "2021-03",
  });
  expect((await storedResume(resume.id)).data).toEqual(bilingualResume("en", tag).data);
});

test("a failing translation shows SPEC's message, makes no copy and charges nothing", async ({
  page,
  context,
  baseURL,
}) => {
  const user = await signInNewUser(context, baseURL, "regular", { tokens: SIGN_UP_TOKENS });
  const tag = tagOf();
  const resume = await seedBilingualResume(user.id, "en", "Fail me", tag);
  await scriptModelError(translationMarker(bilingualResume("en", tag).data.basicInfo.title));
  await openEditor(page, "", resume.id);
  const a = en.Editor.ai;
  await page.getByRole("tab", { name: en.Editor.toolbar.ai }).click();
  await page.getByRole("button", { name: a.translate, exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: a.translateFailed })).toBeVisible({ timeout: 30_000 });
  expect(await testDb().resume.count({ where: { userId: user.id } })).toBe(1);
  const records = await tokenRecords(page);
  expect(records.map((r) => [r.type, r.amount, r.action?.status])).toEqual([
    ["resume_translate", 0, "failed"],
    ["initial", SIGN_UP_TOKENS, undefined],
  ]);
  expect(records[0]?.balance).toBe(SIGN_UP_TOKENS);
});

test("a regular user at the 5-resume cap is told so, and nothing is charged", async ({ page, context, baseURL }) => {
  const user = await signInNewUser(context, baseURL, "regular", { tokens: SIGN_UP_TOKENS });
  const resume = await seedBilingualResume(user.id, "en", "Fifth", tagOf());
  for (let i = 1; i <= 4; i++) await seedResume(user.id, { name: `Resume ${i}` });
  await openEditor(page, "", resume.id);
  await page.getByRole("tab", { name: en.Editor.toolbar.ai }).click();
  await page.getByRole("button", { name: en.Editor.ai.translate, exact: true }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: en.ApiErrors.resumeLimitReached.replace("{max}", "5") }),
  ).toBeVisible();
  expect(await testDb().resume.count({ where: { userId: user.id } })).toBe(5);
  expect((await tokenRecords(page)).map((r) => r.type)).toEqual(["initial"]);
});

const jobs = [
  {
    locale: "en",
    prefix: "",
    m: en,
    lang: "en",
    jd: "Frontend engineer wanted: TypeScript, React, GraphQL and Kubernetes.",
    covered: ["TypeScript", "React"],
    missing: ["GraphQL", "Kubernetes"],
  },
  {
    locale: "zh",
    prefix: "/ch",
    m: zh,
    lang: "ch",
    jd: "招聘前端工程师：精通 TypeScript 和 React，熟悉 Vue 与 Docker。",
    covered: ["TypeScript", "React"],
    missing: ["Vue", "Docker"],
  },
] as const;

for (const job of jobs) {
  test(`${job.locale}: the job match lists covered and missing skills; polish for the job is tailored`, async ({
    page,
    context,
    baseURL,
  }) => {
    const user = await signInNewUser(context, baseURL, "regular", { tokens: SIGN_UP_TOKENS });
    const tag = tagOf();
    const resume = await seedBilingualResume(user.id, job.lang, "Job", tag);
    const jd = `${job.jd} ${tag}`;
    await scriptPolish(`"jobDescription": ${JSON.stringify(jd)}`, [
      { path: path(0), suggestion: `${polished[job.lang][0]} ${tag}` },
    ]);
    await openEditor(page, job.prefix, resume.id);
    const a = job.m.Editor.ai;
    await page.getByRole("tab", { name: job.m.Editor.toolbar.ai }).click();
    await page.getByLabel(a.jobDescription).fill(jd);
    const match = page.getByTestId("job-match");
    const covered = match.getByRole("list", { name: a.covered });
    const missing = match.getByRole("list", { name: a.missing });
    for (const word of job.covered)
      await expect(covered.getByRole("listitem").filter({ hasText: word })).toHaveCount(1);
    for (const word of job.missing)
      await expect(missing.getByRole("listitem").filter({ hasText: word })).toHaveCount(1);
    for (const word of job.missing)
      await expect(covered.getByRole("listitem").filter({ hasText: word })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await match.getByRole("button", { name: a.polishForJob }).click();
    const session = page.getByRole("complementary", { name: a.suggestions });
    await expect(session.getByRole("heading", { name: a.tailoredSuggestions })).toBeVisible();
    await expect(session.getByTestId("suggestion")).toHaveCount(1, { timeout: 15_000 });
  });
}
