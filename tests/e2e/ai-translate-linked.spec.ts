// Linked translations (issue 27 item 1) on the AI-on server (the `ai` project: playwright.config.ts), against the
// scripted fake model, in both directions: translate a resume, edit one work entry of the source in its editor, open
// the copy, see the one stale field with the source's old and new text, and bring the copy up to date in one action
// ("Re-translate what changed"): only that text goes to the model, the copy shows it, the banner says up to date and
// the user pays a second resume_translate. Each test's texts carry a tag of its own (tests/e2e/ai/model.ts).
import { expect, test, type Page } from "@playwright/test";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import { expectNoSeriousA11yViolations } from "./a11y";
import {
  bilingualResume,
  seedBilingualResume,
  translationOf,
  workDescriptions,
  type DemoLang,
} from "./ai/bilingual-resume";
import { messages } from "./ai/messages";
import { modelCalls, scriptTranslation, textMarker, translationMarker } from "./ai/model";
import { disconnectTestDb, testDb } from "./support/db";
import { signInNewUser } from "./support/session";
import { SIGN_UP_TOKENS } from "./support/users";

test.afterAll(disconnectTestDb);

const tagOf = () => `T${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
const DESCRIPTION = "sections.empolyment.work-1.description";

async function openEditor(page: Page, prefix: string, id: string) {
  await page.goto(`${prefix}/editor/${id}`);
  // On a phone the preview is behind the Preview tab: it is there, not shown.
  await expect(page.getByTestId("resume-preview")).toBeAttached();
  await expect(page.getByTestId("editor-status")).toBeVisible();
}

async function tokenTypes(page: Page): Promise<string[]> {
  const response = await page.request.get("/api/tokens?currentPage=1&pageSize=50");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { data: { type: string }[] } }).data.data.map((r) => r.type);
}

type Case = {
  from: DemoLang;
  to: "en" | "ch";
  prefix: "" | "/ch";
  ui: (typeof messages)["en"];
  edited: string;
  translated: string;
  stale: string;
};

const cases: Case[] = [
  {
    from: "ch",
    to: "en",
    prefix: "/ch",
    ui: messages.zh,
    edited: "- 带领 6 人团队重构结算页，转化率提升 12%",
    translated: "- Led a team of 6 rebuilding checkout; conversion up 12%",
    stale: "原简历中有 1 个字段已更改",
  },
  {
    from: "en",
    to: "ch",
    prefix: "",
    ui: messages.en,
    edited: "- Led a team of 6 rebuilding checkout; conversion up 12%",
    translated: "- 带领 6 人团队重构结算页，转化率提升 12%",
    stale: "1 field changed in the source",
  },
];

for (const c of cases) {
  test(`${c.from} → ${c.to}: translate, edit the source, bring the copy up to date in one action`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const user = await signInNewUser(context, baseURL, "regular", { tokens: SIGN_UP_TOKENS });
    const tag = tagOf();
    const source = await seedBilingualResume(user.id, c.from, "Linked", tag);
    await scriptTranslation(
      translationMarker(bilingualResume(c.from, tag).data.basicInfo.title),
      translationOf(c.from, tag),
    );
    const a = c.ui.Editor.ai;
    const l = c.ui.Editor.linked;

    // Translate: the copy opens, linked and up to date.
    await openEditor(page, c.prefix, source.id);
    await page.getByRole("tab", { name: c.ui.Editor.toolbar.ai }).click();
    await page.getByLabel(a.targetLang).selectOption(c.to);
    await page.getByRole("button", { name: a.translate, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: a.translatedTitle });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole("button", { name: a.openCopy }).click();
    await page.waitForURL((url) => /\/editor\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith(source.id));
    const copyId = new URL(page.url()).pathname.split("/").pop()!;
    const banner = page.getByTestId("linked-translation-banner");
    await expect(banner).toContainText(l.upToDate.split("{name}")[0]!);

    // Edit the source's first work description in its editor; the save lands.
    const tagged = `${c.edited} ${tag}`;
    await openEditor(page, c.prefix, source.id);
    const description = page
      .getByTestId("item-editor")
      .first()
      .getByLabel(c.ui.Editor.fields.work.description, { exact: true });
    await expect(description).toHaveValue(workDescriptions(c.from, tag)[0]);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/resumes/${source.id}`) && r.request().method() === "PATCH" && r.ok(),
    );
    await description.fill(tagged);
    await description.press("Tab");
    await saved;

    // The copy: one stale field, "show next" focuses it beside the source's old and new text.
    const marker = textMarker(tagged);
    await scriptTranslation(marker, [{ id: DESCRIPTION, text: `${c.translated} ${tag}` }]);
    await openEditor(page, c.prefix, copyId);
    await expect(banner.getByRole("heading")).toHaveText(c.stale);
    await banner.getByRole("button", { name: l.next }).click();
    const diff = page.getByTestId("linked-field-diff");
    await expect(diff).toContainText(workDescriptions(c.from, tag)[0].split("\n")[0]!);
    await expect(diff).toContainText(tagged.split(";")[0]!.split("，")[0]!);
    await expect(page.locator(`[data-field-path="${DESCRIPTION}"]`)).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    // One action brings it up to date: only the changed text went to the model.
    await banner.getByRole("button", { name: l.retranslate }).click();
    await expect(banner).toContainText(l.upToDate.split("{name}")[0]!, { timeout: 30_000 });
    await expect(page.getByTestId("resume-preview")).toContainText(`${c.translated.slice(2, 20)}`);
    expect(await modelCalls(marker)).toBe(1);
    const copy = await testDb().resume.findUniqueOrThrow({ where: { id: copyId } });
    const work = (copy.data as TResumeData).sections.find((s) => s.id === "empolyment")!;
    expect(work.data[0]!.description).toBe(`${c.translated} ${tag}`);
    expect(work.data[1]!.description).toBe(translationOf(c.from, tag).find((t) => t.id === "s0.1.description")!.text);
    expect((await tokenTypes(page)).filter((t) => t === "resume_translate")).toHaveLength(2);
  });
}

test("390 px: the banner's actions stay reachable and nothing overflows", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await signInNewUser(context, baseURL, "regular", { tokens: SIGN_UP_TOKENS });
  const tag = tagOf();
  const source = await seedBilingualResume(user.id, "en", "Narrow", tag);
  await scriptTranslation(translationMarker(bilingualResume("en", tag).data.basicInfo.title), translationOf("en", tag));
  const created = await page.request.post("/api/ai/translate", { data: { resumeId: source.id, lang: "ch" } });
  const copyId = /"resumeId":"([^"]+)"/.exec(await created.text())![1]!;
  const data = structuredClone(bilingualResume("en", tag).data);
  data.basicInfo.title = `Staff engineer ${tag}`;
  await testDb().resume.update({ where: { id: source.id }, data: { data, version: { increment: 1 } } });

  await openEditor(page, "", copyId);
  const banner = page.getByTestId("linked-translation-banner");
  await expect(banner.getByRole("heading")).toHaveText("1 field changed in the source");
  for (const name of [
    messages.en.Editor.linked.next,
    messages.en.Editor.linked.retranslate,
    messages.en.Editor.linked.unlink,
  ])
    await expect(banner.getByRole("button", { name })).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await banner.getByRole("button", { name: messages.en.Editor.linked.unlink }).click();
  await expect(banner).toBeHidden();
  expect((await testDb().resume.findUniqueOrThrow({ where: { id: copyId } })).translatedFromId).toBeNull();
});
