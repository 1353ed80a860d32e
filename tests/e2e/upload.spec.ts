// /upload in the browser (issue 14, docs/product.md §2, §4, §5, §9) on the AI-off server: a PDF and a DOCX in each
// locale land in the editor with the right name, jobs and schools (the rule-based parser); a wrong type and a file over
// 5 MB are refused with SPEC's messages before anything is sent; a visitor who picks a file is sent to sign in with
// prev; the page fits a 390 px phone and a 1366 px laptop. The files are made here: PDFs printed by Chromium's command
// line, Word files written with the docx package (tests/integration/upload-parse/fixture-files.ts).
import { expect, test, type Page } from "@playwright/test";
import {
  chineseResumeHtml,
  docxResume,
  englishResumeHtml,
  printPdfs,
} from "@/tests/integration/upload-parse/fixture-files";
import { messages } from "./ai/messages";
import { disconnectTestDb, testDb } from "./support/db";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

const PDF = "application/pdf";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const prefix = { en: "", zh: "/ch" } as const;

type Case = {
  locale: "en" | "zh";
  kind: "pdf" | "docx";
  file: () => Promise<Buffer>;
  name: string;
  jobs: string[];
  schools: string[];
};

const cases: Case[] = [
  {
    locale: "en",
    kind: "pdf",
    file: async () => (await printPdfs([englishResumeHtml]))[0]!,
    name: "Jane Doe",
    jobs: ["Acme Payments Inc.", "Globex Corporation"],
    schools: ["Stanford University"],
  },
  {
    locale: "en",
    kind: "docx",
    file: () => docxResume("en"),
    name: "Jane Doe",
    jobs: ["Acme Payments Inc."],
    schools: ["Stanford University"],
  },
  {
    locale: "zh",
    kind: "pdf",
    file: async () => (await printPdfs([chineseResumeHtml]))[0]!,
    name: "张伟",
    jobs: ["字节跳动", "美团"],
    schools: ["北京大学"],
  },
  {
    locale: "zh",
    kind: "docx",
    file: () => docxResume("zh"),
    name: "李娜",
    jobs: ["腾讯科技有限公司"],
    schools: ["复旦大学"],
  },
];

const fileInput = (page: Page, locale: "en" | "zh") => page.getByLabel(messages[locale].ResumeUpload.drop.label);

for (const c of cases) {
  test(`a ${c.kind.toUpperCase()} in ${c.locale} becomes a resume in the editor`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const [user, buffer] = await Promise.all([seedUser("regular"), c.file()]);
    await signIn(context, baseURL!, user);
    const m = messages[c.locale].ResumeUpload;
    await page.goto(`${prefix[c.locale]}/upload`);
    await expect(page.getByRole("heading", { level: 1, name: m.title })).toBeVisible();
    await fileInput(page, c.locale).setInputFiles({
      name: `resume.${c.kind}`,
      mimeType: c.kind === "pdf" ? PDF : DOCX,
      buffer,
    });
    await expect(page.getByText(m.done.title)).toBeVisible({ timeout: 30_000 });
    const current = page.getByRole("listitem").and(page.locator('[aria-current="step"]'));
    await expect(current).toHaveText(new RegExp(m.steps.done));
    const editor = new RegExp(`^${baseURL}${prefix[c.locale]}/editor/[^/?]+$`);
    if (c.kind === "docx") {
      // 'Go now' skips the countdown; the PDF cases wait for it (3 s).
      await page.getByRole("link", { name: m.done.goNow }).click();
      await expect(page).toHaveURL(editor, { timeout: 5_000 });
    } else {
      await expect(page.getByTestId("upload-countdown")).toBeVisible();
      await expect(page).toHaveURL(editor, { timeout: 10_000 });
    }
    const preview = page.getByTestId("resume-preview");
    for (const text of [c.name, ...c.jobs, ...c.schools])
      await expect(preview).toContainText(text, { timeout: 15_000 });

    const id = new URL(page.url()).pathname.split("/").at(-1)!;
    const row = await testDb().resume.findFirstOrThrow({ where: { id, userId: user.id } });
    expect(row.name).toBe(c.name);
  });
}

test("a wrong file type and a file over 5 MB are refused with SPEC's messages, in both locales", async ({
  page,
  context,
  baseURL,
}) => {
  const user = await seedUser("regular");
  await signIn(context, baseURL!, user);
  const requests: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/parse(Pdf|Docx)/.test(request.url())) requests.push(request.url());
  });
  for (const locale of ["en", "zh"] as const) {
    await page.goto(`${prefix[locale]}/upload`);
    const alert = page.getByRole("main").getByRole("alert");
    await fileInput(page, locale).setInputFiles({
      name: "photo.gif",
      mimeType: "image/gif",
      buffer: Buffer.from("gif"),
    });
    await expect(alert).toHaveText(messages[locale].ApiErrors.fileType);
    await fileInput(page, locale).setInputFiles({
      name: "big.pdf",
      mimeType: PDF,
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20),
    });
    await expect(alert).toHaveText(messages[locale].ApiErrors.fileTooLarge);
  }
  expect(requests).toEqual([]);
});

for (const locale of ["en", "zh"] as const) {
  test(`a visitor who picks a file is sent to sign in with prev (${locale})`, async ({ page }) => {
    const m = messages[locale].ResumeUpload;
    await page.goto(`${prefix[locale]}/upload`);
    await expect(page.getByText(m.drop.visitor)).toBeVisible();
    await fileInput(page, locale).setInputFiles({ name: "cv.docx", mimeType: DOCX, buffer: await docxResume(locale) });
    const signInPath = locale === "en" ? "/signin" : "/ch/login";
    await page.waitForURL(
      (url) => url.pathname === signInPath && url.searchParams.get("prev") === `${prefix[locale]}/upload`,
    );
  });
}

for (const width of [390, 1366]) {
  test(`the page fits ${width} px in both locales, and the picker is reached by keyboard`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    for (const locale of ["en", "zh"] as const) {
      const m = messages[locale].ResumeUpload;
      await page.goto(`${prefix[locale]}/upload`);
      const choose = page.getByRole("button", { name: m.drop.choose });
      await expect(choose).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await choose.focus();
      const chooser = page.waitForEvent("filechooser");
      await page.keyboard.press("Enter");
      expect((await chooser).isMultiple()).toBe(false);
    }
  });
}
