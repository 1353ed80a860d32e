// My resumes one page at a time (issue 5): twelve cards a page, most recently updated first; a premium user with
// more resumes than fit on one page reaches the rest through the pager and comes back.
import { expect, test, type Page } from "@playwright/test";
import { disconnectTestDb, testDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

const PAGE_SIZE = 12;
const TOTAL = 14;
const names = Array.from({ length: TOTAL }, (_, i) => `Resume ${String(i + 1).padStart(2, "0")}`);

/** The names on the cards, in the order shown. */
const cardNames = (page: Page) =>
  page
    .getByTestId("resume-card")
    .getByRole("button", { name: /^Rename / })
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label")?.replace(/^Rename /, "")));

test("a premium user with 14 resumes pages forward to the last two and back", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const user = await seedUser("premium");
  // "Resume 01" was updated last, "Resume 14" first: the list puts the most recently updated first.
  const now = Date.now();
  for (const [index, name] of names.entries()) {
    const resume = await seedResume(user.id, { name });
    await testDb().resume.update({
      where: { id: resume.id },
      data: { updatedAt: new Date(now - (index + 1) * 60_000) },
    });
  }
  await signIn(page.context(), baseURL!, user);
  await page.goto("/resumes");

  const pager = page.getByRole("navigation", { name: "Pages" });
  const previous = pager.getByRole("button", { name: "Previous page" });
  const next = pager.getByRole("button", { name: "Next page" });
  // The first load of My resumes hydrates before the list loads: over 15 s on a loaded machine.
  await expect(page.getByTestId("resume-card")).toHaveCount(PAGE_SIZE, { timeout: 30_000 });
  expect(await cardNames(page)).toEqual(names.slice(0, PAGE_SIZE));
  await expect(pager).toContainText("Page 1 of 2");
  await expect(previous).toBeDisabled();

  await next.click();
  await expect(pager).toContainText("Page 2 of 2");
  await expect(page.getByTestId("resume-card")).toHaveCount(TOTAL - PAGE_SIZE);
  expect(await cardNames(page)).toEqual(names.slice(PAGE_SIZE));
  await expect(next).toBeDisabled();

  await previous.click();
  await expect(pager).toContainText("Page 1 of 2");
  await expect(page.getByTestId("resume-card")).toHaveCount(PAGE_SIZE);
  expect(await cardNames(page)).toEqual(names.slice(0, PAGE_SIZE));
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();

  // The second page is a working page, not a picture of one: its card opens the editor of that resume.
  await next.click();
  await page
    .getByTestId("resume-card")
    .filter({ hasText: "Resume 14" })
    .getByRole("link", { name: "Continue editing" })
    .click();
  await expect(page).toHaveURL(/\/editor\/[^/]+$/, { timeout: 15_000 });
  await expect(page.getByLabel("Resume name")).toHaveValue("Resume 14");
});

test("one page of resumes shows no pager", async ({ page, baseURL }) => {
  const user = await seedUser("premium");
  for (const name of names.slice(0, PAGE_SIZE)) await seedResume(user.id, { name });
  await signIn(page.context(), baseURL!, user);
  await page.goto("/resumes");
  // The first load of My resumes hydrates before the list loads: over 15 s on a loaded machine.
  await expect(page.getByTestId("resume-card")).toHaveCount(PAGE_SIZE, { timeout: 30_000 });
  await expect(page.getByRole("navigation", { name: "Pages" })).toHaveCount(0);
});
