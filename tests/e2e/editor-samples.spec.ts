// Issue 21 item 2, a job seeker's first hour: a new certificate module comes with a stranger's certificate as sample
// text. It is marked "Sample" in the form and the preview (never in the PDF), the mark is saved with the document,
// and a download, making the resume public and copying its link each list the samples first: "continue anyway"
// goes on with them, "remove all samples" removes them and goes on. An edited sample loses its mark. At 390 px and
// 1366 px, in English and Chinese.
import { readFile } from "node:fs/promises";
import { expect, test, type Download } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { createEmptyResume } from "@/lib/shared/resume/create-empty-resume";
import { moduleSamples } from "@/lib/shared/resume/module-samples";
import { messages } from "./ai/messages";
import { disconnectTestDb, testDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

const layouts = [
  { locale: "en", prefix: "", width: 1366, height: 900 },
  { locale: "en", prefix: "", width: 390, height: 844 },
  { locale: "zh", prefix: "/ch", width: 1366, height: 900 },
  { locale: "zh", prefix: "/ch", width: 390, height: 844 },
] as const;

async function pdfText(download: Download): Promise<string> {
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(file)), { mergePages: true });
  // CJK text may come out with spaces between glyphs.
  return text.replace(/\s+/g, "");
}

const squeeze = (text: string) => text.replace(/\s+/g, "");

for (const { locale, prefix, width, height } of layouts) {
  test(`${locale} at ${width} px: samples are marked, warned about before download, public link and share, removed in one click`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const m = messages[locale].Editor;
    const s = m.samples;
    const phone = width < 1024;
    const certificate = moduleSamples[locale === "zh" ? "ch" : "en"].certificate![0]!.title;

    const user = await seedUser("premium");
    const resume = await seedResume(user.id, {
      name: "First hour",
      document: createEmptyResume(locale === "zh" ? "ch" : "en"),
    });
    const context = await browser.newContext({
      viewport: { width, height },
      permissions: ["clipboard-read", "clipboard-write"],
    });
    await signIn(context, baseURL!, user);
    const page = await context.newPage();
    await page.goto(`${prefix}/editor/${resume.id}`);

    const stored = async () => (await testDb().resume.findUniqueOrThrow({ where: { id: resume.id } })).data;
    const badges = page.getByTestId("sample-badge");
    const dialog = page.getByRole("dialog", { name: s.title });
    const view = async (name: "edit" | "preview") => {
      if (phone) await page.getByRole("tab", { name: m.views[name] }).click();
    };
    const panel = (name: "content" | "share") => page.getByRole("tab", { name: m.toolbar[name], exact: true }).click();
    const addCertificate = async () => {
      await panel("content");
      await view("edit");
      await page
        .getByRole("heading", { name: m.add.title })
        .locator("..")
        .getByRole("button", { name: m.add.certificate })
        .click();
      await expect(badges).toHaveCount(1);
      await expect.poll(async () => JSON.stringify(await stored())).toContain('"sample":true');
    };
    const download = async (choice: "continue" | "removeAll") => {
      // Download PDF is in the editor's bar at every width (issue 21 item 4: no "More tools" menu on a phone).
      const button = page.getByRole("button", { name: m.toolbar.download });
      await button.click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId("sample-list")).toContainText(certificate);
      const [file] = await Promise.all([
        page.waitForEvent("download", { timeout: 60_000 }),
        dialog.getByRole("button", { name: s[choice] }).click(),
      ]);
      await expect(dialog).toHaveCount(0);
      return pdfText(file);
    };

    // A new certificate module: its sample entry is marked in the form (and the mark is saved with the document)...
    await expect(page.getByRole("heading", { name: m.add.title })).toBeVisible({ timeout: 30_000 });
    await addCertificate();
    await expect(badges.first()).toHaveText(s.badge);
    await expect(page.getByText(s.hint)).toBeVisible();
    // ... and in the live preview: a dashed frame and a label drawn beside the template's own text.
    await view("preview");
    const marked = page.getByTestId("resume-preview").locator("[data-item-id]").filter({ hasText: certificate });
    await expect(marked).toBeVisible();
    expect(
      await marked.evaluate((el) => ({
        label: getComputedStyle(el, "::after").content,
        frame: getComputedStyle(el).outlineStyle,
      })),
    ).toEqual({ label: JSON.stringify(s.mark), frame: "dashed" });
    await page.screenshot({ path: test.info().outputPath(`samples-${locale}-${width}.png`) });
    await view("edit");

    // Download: the warning lists the sample; "continue anyway" prints it, without any mark in the PDF's text.
    const kept = await download("continue");
    expect(kept).toContain(squeeze(certificate));
    expect(kept).not.toContain(s.mark);
    // Download again: "remove all samples" removes it, saves, and the download goes on without it.
    const cleaned = await download("removeAll");
    expect(cleaned).not.toContain(squeeze(certificate));
    await expect(badges).toHaveCount(0);
    expect(JSON.stringify(await stored())).not.toContain('"sample":true');

    // Making the resume public: warned first; remove all, and the resume goes public.
    await addCertificate();
    await panel("share");
    const isPublic = page.getByRole("checkbox", { name: m.share.options.isPublic });
    await isPublic.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("sample-list")).toContainText(certificate);
    await dialog.getByRole("button", { name: s.removeAll }).click();
    await expect(dialog).toHaveCount(0);
    await expect(isPublic).toBeChecked();
    await expect
      .poll(async () => (await testDb().resume.findUniqueOrThrow({ where: { id: resume.id } })).config)
      .toMatchObject({ isPublic: true });
    expect(JSON.stringify(await stored())).not.toContain('"sample":true');

    // Sharing the link: warned first; remove all, and the link is copied.
    await addCertificate();
    await panel("share");
    await page.getByRole("button", { name: m.share.copyLink }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: s.removeAll }).click();
    await expect(page.getByText(m.share.linkCopied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/r/`);
    await expect.poll(async () => JSON.stringify(await stored())).not.toContain('"sample":true');

    // An edited sample entry is the user's own: the mark goes from the form and the preview.
    await addCertificate();
    await page
      .getByTestId("item-editor")
      .filter({ has: badges })
      .getByLabel(m.fields.certificate.title, { exact: true })
      .fill("Certified Kubernetes Administrator");
    await expect(badges).toHaveCount(0);
    await view("preview");
    const edited = page
      .getByTestId("resume-preview")
      .locator("[data-item-id]")
      .filter({ hasText: "Certified Kubernetes Administrator" });
    await expect(edited).toBeVisible();
    expect(await edited.evaluate((el) => getComputedStyle(el, "::after").content)).toBe("none");
    await expect.poll(async () => JSON.stringify(await stored())).not.toContain('"sample":true');
    await context.close();
  });
}
