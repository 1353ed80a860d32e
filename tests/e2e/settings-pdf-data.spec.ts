// Settings → PDF downloads (issue 25 item 4), in both locales at 390 px and 1366 px: the box "Include the resume's
// data in PDFs" is on for a new account; turned off (from the keyboard) it says so, stays off after a reload, and the
// next PDF of the user's resume has no resume.json attached (qpdf --list-attachments); turned on again, it is back.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { messages } from "./ai/messages";
import { disconnectTestDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

const prefix = { en: "", zh: "/ch" } as const;

/** The names of the files attached to the PDF of `resumeId`, as qpdf lists them ("resume.json -> 12,0"). */
async function attachedFiles(request: APIRequestContext, resumeId: string): Promise<string> {
  const response = await request.post(`/api/download/${resumeId}`, { data: { format: "two" } });
  expect(response.status()).toBe(200);
  const dir = await mkdtemp(path.join(tmpdir(), "pdf-data-"));
  try {
    const file = path.join(dir, "resume.pdf");
    await writeFile(file, await response.body());
    // qpdf exits 0 with the list, or 0 with "no embedded files" (3 only for warnings).
    return await new Promise((resolve, reject) =>
      execFile("qpdf", ["--list-attachments", file], (error, stdout) =>
        error && error.code !== 3 ? reject(error) : resolve(stdout),
      ),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

for (const locale of ["en", "zh"] as const) {
  for (const width of [390, 1366]) {
    test(`${locale} at ${width} px: the box turns the resume's data in PDFs off and on`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 844 });
      const user = await seedUser("premium");
      const resume = await seedResume(user.id, { name: "PDF data" });
      await signIn(context, baseURL!, user);
      const t = messages[locale].Settings.pdfData;
      await page.goto(`${prefix[locale]}/settings`);
      const box = page.getByRole("checkbox", { name: t.label });
      await expect(box).toBeChecked();
      await expect(box).toHaveAccessibleDescription(t.body);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await attachedFiles(page.request, resume.id)).toContain("resume.json");

      await box.focus();
      await page.keyboard.press("Space");
      await expect(page.getByText(t.savedOff)).toBeVisible();
      await expect(box).not.toBeChecked();
      await page.reload();
      await expect(page.getByRole("checkbox", { name: t.label })).not.toBeChecked();
      expect(await attachedFiles(page.request, resume.id)).not.toContain("resume.json");

      await page.getByRole("checkbox", { name: t.label }).click();
      await expect(page.getByText(t.saved)).toBeVisible();
      expect(await attachedFiles(page.request, resume.id)).toContain("resume.json");
    });
  }
}
