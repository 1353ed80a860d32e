// A premium user downloads a PDF from the UI (issue 5): from a card of /resumes and from the editor's toolbar. The
// browser saves a real PDF named after the resume, the progress card reaches 100 % and hides itself about 2 s after
// the download completed, and the download is counted.
import { readFile } from "node:fs/promises";
import { expect, test, type Download, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { disconnectTestDb, testDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

const progressbar = (page: Page) => page.getByRole("progressbar", { name: "Download progress" });

/**
 * Watches the progress card from inside the page, frame by frame: how long it stayed on screen once it showed
 * 100 %. Polling from the test would see the 100 % late and make the figure unreliable.
 */
function timeFullProgressOnScreen(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const bar = () => document.querySelector('[role="progressbar"][aria-label="Download progress"]');
        let fullSince: number | undefined;
        const tick = () => {
          const now = performance.now();
          const current = bar();
          if (fullSince === undefined && current?.getAttribute("aria-valuenow") === "100") fullSince = now;
          if (fullSince !== undefined && !current) return resolve(now - fullSince);
          requestAnimationFrame(tick);
        };
        tick();
      }),
  );
}

/** Checks the saved file is a PDF with that name and returns its text. */
async function savedPdfText(download: Download, fileName: string): Promise<string> {
  expect(download.suggestedFilename()).toBe(fileName);
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(file)), { mergePages: true });
  return text;
}

async function expectProgressFinished(page: Page, onScreen: Promise<number>) {
  await expect(progressbar(page)).toHaveAttribute("aria-valuenow", "100");
  await expect(page.getByRole("status").filter({ hasText: "Download complete" }).first()).toBeVisible();
  await expect(progressbar(page)).toHaveCount(0, { timeout: 5_000 });
  const shown = await onScreen;
  expect(shown, "the finished card stays about 2 s").toBeGreaterThan(1_500);
  expect(shown, "the finished card stays about 2 s").toBeLessThan(4_000);
}

test("from My resumes: the card's download saves <name>.pdf with progress to 100 %, then the card hides", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const user = await seedUser("premium");
  const resume = await seedResume(user.id, { name: "Emily Carter – Backend" });
  await signIn(page.context(), baseURL!, user);
  await page.goto("/resumes");
  const button = page.getByRole("button", { name: "Download PDF: Emily Carter – Backend" });
  await expect(page.getByTestId("resume-card")).toHaveCount(1, { timeout: 15_000 });

  const onScreen = timeFullProgressOnScreen(page);
  const [download] = await Promise.all([page.waitForEvent("download", { timeout: 30_000 }), button.click()]);
  // The card first: it hides 2 s after the download whatever the test does meanwhile (reading the PDF takes a while).
  await expectProgressFinished(page, onScreen);
  await expect(page.getByRole("dialog", { name: "Upgrade to premium" })).toHaveCount(0);
  expect(await savedPdfText(download, "Emily Carter – Backend.pdf")).toContain("Emily Carter");
  await expect
    .poll(async () => (await testDb().resume.findUniqueOrThrow({ where: { id: resume.id } })).downloadCount)
    .toBe(1);
});

test("from the editor: a name typed just before downloading is saved first and names the file", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const user = await seedUser("premium");
  const resume = await seedResume(user.id, { name: "Draft" });
  await signIn(page.context(), baseURL!, user);
  await page.goto(`/editor/${resume.id}`);
  await expect(page.getByLabel("Full name")).toHaveValue("Emily Carter");
  // Still within the autosave delay when the button is pressed: the download must not print the old version.
  await page.getByLabel("Resume name").fill("Emily Carter CV 2025");
  await page.getByLabel("Job title").fill("Principal Platform Engineer");

  const onScreen = timeFullProgressOnScreen(page);
  const [download] = await Promise.all([
    page.waitForEvent("download", { timeout: 30_000 }),
    page.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  await expectProgressFinished(page, onScreen);
  // Printed from the saved document: the title typed just before the click is in the file.
  expect(await savedPdfText(download, "Emily Carter CV 2025.pdf")).toContain("Principal Platform Engineer");
  const row = await testDb().resume.findUniqueOrThrow({ where: { id: resume.id } });
  expect(row.name).toBe("Emily Carter CV 2025");
  expect(row.data).toMatchObject({ basicInfo: { title: "Principal Platform Engineer" } });
  expect(row.downloadCount).toBe(1);
});
