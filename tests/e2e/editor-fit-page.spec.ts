// The desktop preview shows where the PDF's pages break, and "Fit to 1 page" tightens the spacing until the resume
// fits one A4 page, as one undoable edit; the PDF then has one page too (issue #11 item 22; issue 25 item 6 made it
// "fit to N pages": tests/e2e/editor-fit-pages.spec.ts).
import { expect, test, type Page } from "@playwright/test";
import { getDocumentProxy } from "unpdf";
import type { TResumeConfig } from "@/lib/shared/validations/resume-document/document";
import { disconnectTestDb, testDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

const pages = (page: Page) => page.getByTestId("preview-page");
/** Every edit is on the server (the PDF is made from the saved copy). */
const saved = (page: Page) =>
  expect(page.getByTestId("editor-status")).toHaveAttribute("data-status", "saved", { timeout: 10_000 });

/** The sample resume with its work history copied `workCopies` times, without the sections named in `drop`. */
async function openResume(page: Page, baseURL: string, workCopies: number, drop: string[] = []) {
  const user = await seedUser("premium");
  const resume = await seedResume(user.id, {
    name: "Long resume",
    edit: (data) => {
      data.sections = data.sections.filter((s) => !drop.includes(s.id));
      const work = data.sections.find((s) => s.id === "sample-empolyment")!;
      work.data = Array.from({ length: workCopies }, (_, copy) =>
        work.data.map((item) => ({ ...item, id: `${item.id}-copy${copy}` })),
      ).flat();
    },
  });
  await signIn(page.context(), baseURL, user);
  await page.goto(`/editor/${resume.id}`);
  await expect(page.getByLabel("Full name")).toHaveValue("Emily Carter");
  return resume;
}

/** Adds short hobbies until the resume just runs onto a second page: a little over one page, whatever the sample's
 * exact length in this build's fonts. It must start on one page. */
async function growToTwoPages(page: Page) {
  await expect(pages(page)).toHaveCount(1);
  const hobbies = page.getByRole("main").getByRole("region", { name: "Hobbies", exact: true });
  for (let n = 1; n <= 60 && (await pages(page).count()) < 2; n += 1) {
    await hobbies.getByRole("button", { name: "Add entry" }).click();
    await hobbies.getByTestId("item-editor").last().getByLabel("Hobby", { exact: true }).fill(`Hobby ${n}`);
    await hobbies
      .getByTestId("item-editor")
      .last()
      .getByLabel("Details", { exact: true })
      .fill(`A short line about hobby ${n}.`);
    await expect(page.getByTestId("resume-preview")).toContainText(`A short line about hobby ${n}.`);
  }
  await expect(pages(page)).toHaveCount(2);
}

async function pdfPageCount(page: Page, baseURL: string, id: string): Promise<number> {
  const response = await page.request.post(`/api/download/${id}`, {
    data: { format: "two" },
    headers: { Origin: new URL(baseURL).origin },
  });
  expect(response.status()).toBe(200);
  return (await getDocumentProxy(new Uint8Array(await response.body()))).numPages;
}

test("a resume a little over one page shows 2 pages; Fit to 1 page makes it 1 page in the preview and the PDF, and Undo brings 2 back", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Without work, projects and certificates the sample fits one page (the full one runs well onto a second); hobbies
  // then push it just over.
  const resume = await openResume(page, baseURL!, 0, ["sample-project", "sample-certificate"]);
  await growToTwoPages(page);
  await saved(page);
  await expect(page.getByTestId("preview-page-break")).toHaveText("Page 1 of 2");
  expect(await pdfPageCount(page, baseURL!, resume.id)).toBe(2);

  const errors: string[] = [];
  page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
  page.on("pageerror", (error) => void errors.push(error.message));
  await page.getByRole("button", { name: "Fit to 1 page" }).click();
  await expect(page.getByText(/Now 1 page|does not fit/), errors.join("\n")).toBeVisible();
  await expect(page.getByText(/Now 1 page/), errors.join("\n")).toBeVisible();
  await expect(pages(page)).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Fit to 1 page" })).toHaveCount(0);
  await saved(page);
  const row = await testDb().resume.findUniqueOrThrow({ where: { id: resume.id } });
  expect((row.config as TResumeConfig).spacing.preset).not.toBe("default");
  expect(await pdfPageCount(page, baseURL!, resume.id)).toBe(1);

  // One edit: a single Undo restores the template's own spacing and the second page.
  await page.getByTestId("editor-toolbar").getByRole("button", { name: "Undo" }).click();
  await expect(pages(page)).toHaveCount(2);
  await saved(page);
  expect(
    ((await testDb().resume.findUniqueOrThrow({ where: { id: resume.id } })).config as TResumeConfig).spacing.preset,
  ).toBe("default");
});

test("a resume far too long for one page is left as it is, with a message", async ({ page, baseURL }) => {
  await openResume(page, baseURL!, 4);
  await expect.poll(() => pages(page).count()).toBeGreaterThanOrEqual(3);
  const before = await pages(page).count();
  await page.getByRole("button", { name: "Fit to 1 page" }).click();
  await expect(page.getByText(/does not fit on 1 page even with the tightest spacing/)).toBeVisible();
  await expect(pages(page)).toHaveCount(before);
  // Nothing was applied: the spacing is still the template's own.
  await page.getByRole("tab", { name: "Style" }).click();
  await expect(page.getByRole("combobox", { name: /^Spacing/ })).toHaveValue("default");
});
