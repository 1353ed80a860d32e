// What /upload takes besides PDF and Word files (issue 24 items 3 and 4), on the AI-off server, in both locales: a
// LinkedIn data export (the ZIP LinkedIn sends, built here from its documented CSV columns) lands in the editor as
// imported, with no review marks; a foreign ZIP and a damaged export are refused with their messages and create
// nothing; a scan (a printed page turned into a grainy, slightly turned JPEG or PNG) is read by Tesseract and lands
// with every field marked for review; an image whose header declares 50,000 × 50,000 pixels is refused. The picker
// and its hints fit 390 px and 1366 px. Files are made here (tests/integration/upload-parse/*).
import { expect, test, type Page } from "@playwright/test";
import { chineseResumeHtml, englishResumeHtml, printPdfs } from "@/tests/integration/upload-parse/fixture-files";
import { chineseExport, englishExport, exportFiles, exportZip } from "@/tests/integration/upload-parse/linkedin-export";
import { scanPage } from "@/tests/integration/upload-parse/scan-fixtures";
import { parseFinishMessages } from "@/lib/shared/validations/resume-parse/parse-messages";
import { messages } from "./ai/messages";
import { disconnectTestDb, testDb } from "./support/db";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);
// Uploads one after the other: OCR and parsing share the server's extraction queue (2 cores).
test.describe.configure({ mode: "serial" });

const prefix = { en: "", zh: "/ch" } as const;
const ZIP = "application/zip";
const fileInput = (page: Page, locale: "en" | "zh") => page.getByLabel(messages[locale].ResumeUpload.drop.label);

/** Stored ZIP of the given entries (one file, no compression) through the same helper the export uses. */
const foreignZip = () => exportZip({ "notes.txt": "not a resume" });

const linkedIn = {
  en: {
    zip: () => exportZip(exportFiles(englishExport)),
    name: "Jane Doe",
    jobs: ["Acme Payments, Inc.", "Globex Corporation"],
    sections: ["Additional Information", "Honors & Awards"],
  },
  zh: {
    zip: () => exportZip(exportFiles(chineseExport)),
    name: "王小明",
    jobs: ["字节跳动", "美团"],
    sections: ["其他信息", "荣誉奖项"],
  },
} as const;

async function editorAfterUpload(page: Page, baseURL: string, locale: "en" | "zh"): Promise<string> {
  // The done step opens the editor by itself after its countdown (see upload-review.spec.ts for why we wait on that).
  await page.waitForURL(new RegExp(`^${baseURL}${prefix[locale]}/editor/[^/?]+$`), { timeout: 120_000 });
  return new URL(page.url()).pathname.split("/").at(-1)!;
}

for (const locale of ["en", "zh"] as const) {
  test(`${locale}: a LinkedIn export becomes a resume with nothing to check`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    const user = await seedUser("regular");
    await signIn(context, baseURL!, user);
    const m = messages[locale].ResumeUpload;
    const c = linkedIn[locale];
    await page.goto(`${prefix[locale]}/upload`);
    await expect(page.getByTestId("upload-linkedin-hint")).toHaveText(m.drop.linkedin);
    const accept = (await fileInput(page, locale).getAttribute("accept")) ?? "";
    expect(accept).toContain(".zip");
    expect(accept).toContain(ZIP);
    await fileInput(page, locale).setInputFiles({
      name: "Basic_LinkedInDataExport.zip",
      mimeType: ZIP,
      buffer: c.zip(),
    });
    await expect(page.getByText(parseFinishMessages[locale].imported)).toBeVisible({ timeout: 60_000 });
    const id = await editorAfterUpload(page, baseURL!, locale);
    const preview = page.getByTestId("resume-preview");
    for (const text of [c.name, ...c.jobs, ...c.sections]) await expect(preview).toContainText(text);
    await expect(page.locator("[data-review-mark]")).toHaveCount(0);
    const row = await testDb().resume.findFirstOrThrow({ where: { id, userId: user.id } });
    expect(row.name).toBe(c.name);
  });

  test(`${locale}: a foreign ZIP and a damaged export are refused, and nothing is made`, async ({
    page,
    context,
    baseURL,
  }) => {
    const user = await seedUser("regular");
    await signIn(context, baseURL!, user);
    const m = messages[locale];
    const alert = page.getByRole("main").getByRole("alert");
    await page.goto(`${prefix[locale]}/upload`);
    await fileInput(page, locale).setInputFiles({ name: "notes.zip", mimeType: ZIP, buffer: foreignZip() });
    await expect(alert).toContainText(m.ApiErrors.fileZipUnknown);
    await page.getByRole("button", { name: m.ResumeUpload.errors.retry }).click();
    await expect(page.getByRole("button", { name: m.ResumeUpload.drop.choose })).toBeFocused();
    const damaged = exportZip({ "Positions.csv": "Company,Role\nAcme,CTO\n" });
    await fileInput(page, locale).setInputFiles({ name: "export.zip", mimeType: ZIP, buffer: damaged });
    await expect(alert).toContainText(m.ApiErrors.fileLinkedInInvalid);
    expect(await testDb().resume.count({ where: { userId: user.id } })).toBe(0);
  });
}

const scans = [
  { locale: "en", format: "jpeg", html: englishResumeHtml, texts: ["Jane Doe", "Acme Payments"] },
  { locale: "zh", format: "png", html: chineseResumeHtml, texts: ["字节跳动"] },
] as const;

for (const s of scans) {
  test(`${s.locale}: a ${s.format.toUpperCase()} scan is read, every field marked for review`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const user = await seedUser("regular");
    await signIn(context, baseURL!, user);
    const [pdf] = await printPdfs([s.html]);
    const image = await scanPage(pdf!, { format: s.format, angle: s.locale === "en" ? 1.5 : -1.2 });
    await page.goto(`${prefix[s.locale]}/upload`);
    const accept = (await fileInput(page, s.locale).getAttribute("accept")) ?? "";
    for (const type of [".jpg", ".jpeg", ".png", "image/jpeg", "image/png"]) expect(accept).toContain(type);
    await fileInput(page, s.locale).setInputFiles({
      name: `scan.${s.format}`,
      mimeType: `image/${s.format}`,
      buffer: image,
    });
    await editorAfterUpload(page, baseURL!, s.locale);
    const preview = page.getByTestId("resume-preview");
    for (const text of s.texts) await expect(preview).toContainText(text);
    // Every field the scan filled is marked; none is taken as certain.
    await expect(page.locator("[data-review-mark]").first()).toBeVisible();
    expect(await page.locator("[data-review-mark]").count()).toBeGreaterThan(3);
  });
}

/** A PNG of a few dozen bytes whose header declares `width` × `height`: a decompression bomb's header. */
function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(8 + 25);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header);
  header.writeUInt32BE(13, 8);
  header.write("IHDR", 12, "latin1");
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.set([8, 0, 0, 0, 0], 24);
  return header;
}

test("an image declaring 50,000 × 50,000 pixels and a GIF are refused, in both locales", async ({
  page,
  context,
  baseURL,
}) => {
  const user = await seedUser("regular");
  await signIn(context, baseURL!, user);
  for (const locale of ["en", "zh"] as const) {
    const m = messages[locale];
    const alert = page.getByRole("main").getByRole("alert");
    await page.goto(`${prefix[locale]}/upload`);
    await fileInput(page, locale).setInputFiles({
      name: "bomb.png",
      mimeType: "image/png",
      buffer: pngDeclaring(50_000, 50_000),
    });
    await expect(alert).toContainText(m.ApiErrors.fileImageTooLarge);
    await page.goto(`${prefix[locale]}/upload`);
    await fileInput(page, locale).setInputFiles({
      name: "photo.gif",
      mimeType: "image/gif",
      buffer: Buffer.from("GIF89a"),
    });
    await expect(alert).toHaveText(m.ApiErrors.fileType);
  }
  expect(await testDb().resume.count({ where: { userId: user.id } })).toBe(0);
});

for (const width of [390, 1366]) {
  test(`the hints for LinkedIn exports and scans fit ${width} px in both locales`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    for (const locale of ["en", "zh"] as const) {
      const m = messages[locale].ResumeUpload;
      await page.goto(`${prefix[locale]}/upload`);
      const hint = page.getByTestId("upload-linkedin-hint");
      await expect(hint).toHaveText(m.drop.linkedin);
      await expect(page.getByText(m.drop.hint)).toBeVisible();
      const box = (await hint.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
}
