// Issue 21 items 2 and 3, the rest: (a) a resume already public that holds sample entries says so in the share panel,
// with one click that removes them; (b) the download and share buttons of a /resumes card warn about samples like the
// editor does; (c) /editor/new offers the template's sample (every entry marked) or empty sections with hints (one
// blank entry per section, open in the editor for the fields' placeholders; nothing in the preview); (d) a visitor's file chosen on /upload is kept through
// sign-in and goes on with one click, then is cleared; (e) a visitor's "Use This Example" meets sign-up first and
// lands in the editor on a copy of that example. At 390 px and 1366 px, in English and Chinese.
import { readFile } from "node:fs/promises";
import { expect, test, type Download, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { createEmptyResume } from "@/lib/shared/resume/create-empty-resume";
import { createSection } from "@/lib/shared/resume/create-section";
import { moduleSamples } from "@/lib/shared/resume/module-samples";
import { getTemplateMeta } from "@/lib/shared/templates/registry";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import { PASSWORD, uniqueEmail } from "./accounts/helpers";
import { messages } from "./ai/messages";
import { signUpThroughForm, signUpWords } from "./start/sign-up";
import { disconnectTestDb, testDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";
import { BOT_CHECK_TIMEOUT } from "./support/bot-check";

test.afterAll(disconnectTestDb);
test.describe.configure({ timeout: 150_000 });

const layouts = [
  { locale: "en", prefix: "", width: 1366, height: 900, signin: "/signin" },
  { locale: "en", prefix: "", width: 390, height: 844, signin: "/signin" },
  { locale: "zh", prefix: "/ch", width: 1366, height: 900, signin: "/ch/login" },
  { locale: "zh", prefix: "/ch", width: 390, height: 844, signin: "/ch/login" },
] as const;

const sampleLang = (locale: "en" | "zh") => (locale === "zh" ? "ch" : "en");

/** A resume with a certificate module still holding its sample entry (as "add section" seeds it). */
async function seedWithSample(userId: string, locale: "en" | "zh", name: string, isPublic = false) {
  const lang = sampleLang(locale);
  return seedResume(userId, {
    name,
    isPublic,
    document: createEmptyResume(lang),
    edit: (data) => ({ ...data, sections: [...data.sections, createSection("certificate", lang, "cert")] }),
  });
}

const storedData = async (id: string) =>
  JSON.stringify((await testDb().resume.findUniqueOrThrow({ where: { id } })).data);

async function pdfText(download: Download): Promise<string> {
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(file)), { mergePages: true });
  return text.replace(/\s+/g, "");
}

function watchMissingMessages(page: Page): string[] {
  const missing: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && message.text().includes("MISSING_MESSAGE")) missing.push(message.text());
  });
  return missing;
}

type Example = { _id: string; name: string };
type Envelope<T> = { code: number; data: T };

for (const { locale, prefix, width, height, signin } of layouts) {
  test.describe(`${locale} at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    const m = messages[locale];
    const s = m.Editor.samples;
    const certificate = moduleSamples[sampleLang(locale)].certificate![0]!.title;

    test("(a) a public resume with samples says so in the share panel, and one click removes them", async ({
      page,
      context,
      baseURL,
    }) => {
      const user = await seedUser("premium");
      const resume = await seedWithSample(user.id, locale, "Public with samples", true);
      await signIn(context, baseURL!, user);
      await page.goto(`${prefix}/editor/${resume.id}`);
      await page.getByRole("tab", { name: m.Editor.toolbar.share, exact: true }).click();
      const notice = page.getByTestId("public-samples");
      await expect(notice).toBeVisible({ timeout: 30_000 });
      await expect(notice).toContainText(locale === "en" ? "1 sample entry" : "1 条示例内容");
      await expect(page.getByTestId("share-link")).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`public-samples-${locale}-${width}.png`) });
      await notice.getByRole("button", { name: s.removeAllNow }).click();
      await expect(notice).toHaveCount(0);
      await expect.poll(() => storedData(resume.id), { timeout: 15_000 }).not.toContain('"sample":true');
      expect(await storedData(resume.id)).not.toContain(certificate);
    });

    test("(b) a /resumes card's download and share warn about samples first", async ({ page, context, baseURL }) => {
      const user = await seedUser("premium");
      const toDownload = await seedWithSample(user.id, locale, "Card download");
      const toShare = await seedWithSample(user.id, locale, "Card share");
      await signIn(context, baseURL!, user);
      await page.goto(`${prefix}/resumes`);
      const dialog = page.getByRole("dialog", { name: s.title });

      await page.getByRole("button", { name: `${m.Resumes.actions.download}: Card download` }).click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId("sample-list")).toContainText(certificate);
      await page.screenshot({ path: test.info().outputPath(`card-samples-${locale}-${width}.png`) });
      const [file] = await Promise.all([
        page.waitForEvent("download", { timeout: 60_000 }),
        dialog.getByRole("button", { name: s.removeAll }).click(),
      ]);
      expect(await pdfText(file)).not.toContain(certificate.replace(/\s+/g, ""));
      expect(await storedData(toDownload.id)).not.toContain('"sample":true');

      // Share: warned first; going on anyway opens the share dialog and keeps the samples.
      await page.getByRole("button", { name: `${m.Resumes.actions.share}: Card share` }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: s.continue }).click();
      await expect(page.getByRole("dialog", { name: m.Resumes.share.title })).toBeVisible();
      expect(await storedData(toShare.id)).toContain('"sample":true');
    });

    test("(c) the start offers the template's sample, marked, or empty sections with hints", async ({
      page,
      context,
      baseURL,
    }) => {
      const missing = watchMissingMessages(page);
      const user = await seedUser("regular");
      await signIn(context, baseURL!, user);
      const modern = getTemplateMeta("TemplateModern")!;
      const start = `${prefix}/editor/new?template=TemplateModern&theme=${modern.themes[2]!.name}`;
      const t = m.TemplatesPage.start;
      const newId = async () => {
        await page.waitForURL(new RegExp(`^[^?]*${prefix}/editor/(?!new)[^/?]+$`), { timeout: 30_000 });
        return new URL(page.url()).pathname.split("/").pop()!;
      };

      // Empty with hints: blank entries whose fields hint at what to write, nothing in the preview.
      await page.goto(start);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        t.titleOf.replace("{template}", modern.title[locale]),
      );
      await expect(page.getByRole("button", { name: t.sample.title })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`start-choice-${locale}-${width}.png`) });
      await page.getByRole("button", { name: t.hints.title }).click();
      const hintsId = await newId();
      const hints = (await testDb().resume.findUniqueOrThrow({ where: { id: hintsId } })) as unknown as {
        data: TResumeData;
        config: { templateTheme: string };
      };
      expect(hints.config.templateTheme).toBe(modern.themes[2]!.name);
      expect(hints.data.sections.length).toBeGreaterThanOrEqual(4);
      expect(hints.data.sections.every((section) => section.data.length === 1 && section.data[0]!.title === "")).toBe(
        true,
      );
      // One open entry per section, every field empty: their placeholders (the item forms' own) say what to write.
      await expect(page.getByTestId("item-editor")).toHaveCount(hints.data.sections.length, { timeout: 30_000 });
      const values = await page
        .getByTestId("item-editor")
        .locator("input[type=text], input:not([type]), textarea")
        .evaluateAll((nodes) => nodes.map((node) => (node as HTMLInputElement).value));
      expect(values.length).toBeGreaterThanOrEqual(hints.data.sections.length);
      expect(values.filter((value) => value !== "")).toEqual([]);
      if (width >= 1024) {
        await expect(page.getByTestId("resume-preview").locator(".rs-root").first()).toBeAttached();
        await expect(page.getByTestId("resume-preview").locator("[data-item-id]")).toHaveCount(0);
      }

      // The template's sample: every entry in and marked as a sample.
      await page.goto(start);
      await page.getByRole("button", { name: t.sample.title }).click();
      const sampleId = await newId();
      const sample = (await testDb().resume.findUniqueOrThrow({ where: { id: sampleId } }))
        .data as unknown as TResumeData;
      const items = sample.sections.flatMap((section) => section.data);
      expect(items.length).toBeGreaterThan(8);
      expect(items.every((item) => item.sample === true)).toBe(true);
      await expect(page.getByTestId("sample-badge").first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId("sample-badge")).toHaveCount(items.length);
      expect(missing).toEqual([]);
    });

    test("(d) a visitor's chosen upload file survives sign-in and goes on with one click", async ({ page }) => {
      const missing = watchMissingMessages(page);
      const email = uniqueEmail(`e2e-upload-${locale}-${width}`);
      await seedUser("regular", { email, nickName: "Sam", password: PASSWORD });
      const fileName = `cv-${locale}-${width}.pdf`;
      await page.goto(`${prefix}/upload`);
      await page.getByLabel(m.ResumeUpload.drop.label).setInputFiles({
        name: fileName,
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.4\n% kept through sign-in\n%%EOF\n"),
      });
      await page.waitForURL((url) => url.pathname === signin && url.searchParams.get("prev") === `${prefix}/upload`);
      await page.getByLabel(/^(Email|邮箱)$/).fill(email);
      await page.getByLabel(/^(Password|密码)$/).fill(PASSWORD);
      const submit = page.getByRole("button", { name: locale === "zh" ? "登录" : "Sign in", exact: true });
      await expect(submit).toBeEnabled({ timeout: BOT_CHECK_TIMEOUT });
      await submit.click();

      await page.waitForURL((url) => url.pathname === `${prefix}/upload`, { timeout: 30_000 });
      const card = page.getByTestId("pending-upload");
      await expect(card).toContainText(fileName, { timeout: 15_000 });
      await page.screenshot({ path: test.info().outputPath(`pending-upload-${locale}-${width}.png`) });
      const [request] = await Promise.all([
        page.waitForRequest((r) => /\/api\/parse(Pdf|Docx)/.test(r.url()) && r.method() === "POST"),
        card.getByRole("button", { name: m.ResumeUpload.pending.continue }).click(),
      ]);
      // Playwright does not expose a multipart body built from a Blob; the upload's own progress names the file sent.
      expect(request.method()).toBe("POST");
      await expect(page.getByText(m.ResumeUpload.progress.file.replace("{name}", fileName))).toBeVisible();
      // Used, so no longer kept: a later visit shows the file picker.
      await expect(card).toHaveCount(0);
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              new Promise<number>((resolve) => {
                const open = indexedDB.open("resumecraft-upload", 1);
                open.onsuccess = () => {
                  const count = open.result.transaction("pending").objectStore("pending").count();
                  count.onsuccess = () => resolve(count.result);
                };
              }),
          ),
        )
        .toBe(0);
      expect(missing).toEqual([]);
    });

    test("(e) a visitor's 'Use This Example' meets sign-up first and lands in the editor on a copy", async ({
      page,
      request,
    }) => {
      const list = (await (
        await request.get(`/api/examples?pageSize=40&sort=-sort&locale=${locale}`)
      ).json()) as Envelope<{ data: Example[] }>;
      const templates = (await (await request.get("/api/templates?pageSize=50")).json()) as Envelope<{
        data: { componentName: string; isPro: boolean }[];
      }>;
      const pro = new Set(templates.data.data.filter((t) => t.isPro).map((t) => t.componentName));
      let example: Example | undefined;
      for (const candidate of list.data.data) {
        const detail = (await (await request.get(`/api/examples/${candidate._id}`)).json()) as Envelope<{
          config: { templateName: string };
        }>;
        if (!pro.has(detail.data.config.templateName)) {
          example = candidate;
          break;
        }
      }
      if (!example) throw new Error("no example on a free template");

      await page.goto(`${prefix}/examples/${example._id}`);
      await page.getByRole("button", { name: m.ExamplesPage.preview.use }).click();
      await page.waitForURL((url) => url.pathname === `${prefix}/signup`, { timeout: 15_000 });
      expect(new URL(page.url()).searchParams.get("prev")).toBe(`${prefix}/editor/new?example=${example._id}`);
      await expect(page.getByText(signUpWords[locale].signupTitle, { exact: true })).toBeVisible();
      const email = uniqueEmail(`e2e-example-${locale}-${width}`);
      await signUpThroughForm(page, locale, email);
      await page.waitForURL(new RegExp(`^[^?]*${prefix}/editor/(?!new)[^/?]+$`), { timeout: 30_000 });
      const user = await testDb().user.findFirstOrThrow({ where: { email } });
      const copies = await testDb().resume.findMany({ where: { userId: user.id } });
      expect(copies.map((copy) => copy.name)).toEqual([example.name]);
    });
  });
}
