// The editor journeys of issue 5: edit and see the preview, keyboard reordering, template and language, the
// premium custom URL and its public link, version restore, and two tabs editing one resume without losing text.
import { expect, test, type Page } from "@playwright/test";
import { disconnectTestDb, testDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

const preview = (page: Page) => page.getByTestId("resume-preview");
const saved = (page: Page) =>
  expect(page.getByTestId("editor-status")).toHaveText(/Saved at \d{2}:\d{2}/, { timeout: 10_000 });

test("create from blank, edit basic info, see the preview update and the email check", async ({
  page,
  context,
  baseURL,
}) => {
  const user = await seedUser("regular");
  await signIn(context, baseURL!, user);
  await page.goto("/resumes");
  // The empty state appears once the page is hydrated and the list loaded: the button works from then on.
  await expect(page.getByRole("heading", { name: "No resumes yet" })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "New blank resume" }).click();
  await expect(page).toHaveURL(/\/editor\/[^/]+$/, { timeout: 15_000 });
  await page.getByLabel("Full name").fill("Grace Hopper");
  await page.getByLabel("Job title").fill("Rear Admiral");
  await expect(preview(page)).toContainText("Grace Hopper");
  await expect(preview(page)).toContainText("Rear Admiral");
  await page.getByLabel("Email").fill("grace@");
  await page.getByLabel("Email").blur();
  await expect(page.getByText("Invalid email format")).toBeVisible();
  await page.getByLabel("Email").fill("grace@navy.example");
  await expect(page.getByText("Invalid email format")).toBeHidden();
  await saved(page);
  const id = page.url().split("/").at(-1)!;
  const row = await testDb().resume.findUniqueOrThrow({ where: { id } });
  expect(row.data).toMatchObject({
    basicInfo: { name: "Grace Hopper", title: "Rear Admiral", email: "grace@navy.example" },
  });
  await page.reload();
  await expect(page.getByLabel("Full name")).toHaveValue("Grace Hopper");
});

test("add a section, reorder sections by keyboard and by drag; undo with Ctrl-Z", async ({
  page,
  context,
  baseURL,
}) => {
  const user = await seedUser("regular");
  const resume = await seedResume(user.id, { name: "Sample resume" });
  await signIn(context, baseURL!, user);
  await page.goto(`/editor/${resume.id}`);
  const sections = page.getByTestId("section-editor");
  const before = await sections.count();
  await page.getByRole("button", { name: "Fully custom", exact: true }).click();
  await expect(sections).toHaveCount(before + 1);
  const custom = sections.last();
  await expect(custom).toHaveAccessibleName("Custom section");
  await custom.getByRole("button", { name: "Add entry" }).click();
  await custom.getByLabel("Title", { exact: true }).fill("Moonshot programme");
  await expect(preview(page)).toContainText("Moonshot programme");
  const up = page.getByRole("button", { name: "Move Custom section up" });
  await up.focus();
  await page.keyboard.press("Enter");
  await expect(sections.nth(before - 1)).toHaveAccessibleName("Custom section");
  await page.keyboard.press("Control+z");
  await expect(sections.last()).toHaveAccessibleName("Custom section");
  await page.keyboard.press("Control+Shift+z");
  await expect(sections.nth(before - 1)).toHaveAccessibleName("Custom section");
  // Drag and drop: the section's handle onto the section above it (native HTML drag events from a real mouse).
  const handle = sections
    .nth(before - 1)
    .locator('[draggable="true"]')
    .first();
  await handle.scrollIntoViewIfNeeded();
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + 12, box.y + 12);
  await page.mouse.down();
  const above = (await sections.nth(before - 2).boundingBox())!;
  await page.mouse.move(box.x + 12, box.y - 20, { steps: 5 });
  await page.mouse.move(box.x + 12, above.y + above.height - 30, { steps: 5 });
  await page.mouse.up();
  await expect(sections.nth(before - 2)).toHaveAccessibleName("Custom section");
  await saved(page);
  const row = await testDb().resume.findUniqueOrThrow({ where: { id: resume.id } });
  const names = (row.data as { sections: { name: string }[] }).sections.map((s) => s.name);
  expect(names.indexOf("Custom section")).toBe(before - 2);
});

test("switch template (theme resets) and resume language (sections renamed)", async ({ page, context, baseURL }) => {
  const user = await seedUser("regular");
  const resume = await seedResume(user.id, { name: "Sample resume" });
  await signIn(context, baseURL!, user);
  await page.goto(`/editor/${resume.id}`);
  await page.getByRole("tab", { name: "Template" }).click();
  await page.getByRole("button", { name: /Sidebar/ }).click();
  await expect(preview(page).locator("[data-template]")).toHaveAttribute("data-template", "TemplateSidebar");
  await page.getByRole("button", { name: /Executive/ }).click();
  await expect(page.getByRole("dialog", { name: "Upgrade to premium" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("tab", { name: "Style" }).click();
  await page.getByLabel("Resume language").selectOption("ch");
  await expect(preview(page)).toContainText("工作经历");
  await saved(page);
  const row = await testDb().resume.findUniqueOrThrow({ where: { id: resume.id } });
  expect(row.config).toMatchObject({ templateName: "TemplateSidebar", templateTheme: "navy", lang: "ch" });
});

test("a premium user sets a custom URL and opens the public link", async ({ page, context, baseURL }) => {
  const user = await seedUser("premium");
  const resume = await seedResume(user.id, { name: "Sample resume" });
  const slug = `ed-${Date.now().toString(36)}`;
  await signIn(context, baseURL!, user);
  await page.goto(`/editor/${resume.id}?openConfig=true`);
  await page.getByLabel("Public: anyone with the link can read it").check();
  await page.getByLabel("Custom URL").fill(slug);
  await page.getByRole("button", { name: "Save link" }).click();
  await saved(page);
  await page.goto(`/r/${slug}`);
  await expect(page.getByText("Emily Carter").first()).toBeVisible();
  expect((await testDb().resume.findUniqueOrThrow({ where: { id: resume.id } })).customUrl).toBe(slug);
});

test("a taken custom URL is refused with its message; a regular user gets the upgrade dialog", async ({
  page,
  context,
  baseURL,
}) => {
  const owner = await seedUser("premium");
  const taken = `taken-${Date.now().toString(36)}`;
  const other = await seedResume(owner.id, { name: "Other" });
  await testDb().resume.update({
    where: { id: other.id },
    data: { customUrl: taken, config: { ...(other.config as object), customURL: taken } },
  });
  const resume = await seedResume(owner.id, { name: "Mine" });
  await signIn(context, baseURL!, owner);
  await page.goto(`/editor/${resume.id}?openConfig=true`);
  await page.getByLabel("Custom URL").fill(taken);
  await page.getByRole("button", { name: "Save link" }).click();
  await expect(page.locator("#custom-url-error")).toHaveText("This custom URL is already occupied");

  const regular = await seedUser("regular");
  const own = await seedResume(regular.id, { name: "Sample resume" });
  await context.clearCookies();
  await signIn(context, baseURL!, regular);
  await page.goto(`/editor/${own.id}?openConfig=true`);
  await page.getByLabel("Hide my email").click();
  await expect(page.getByRole("dialog", { name: "Upgrade to premium" })).toBeVisible();
});

test("restore a version from the history panel", async ({ page, context, baseURL }) => {
  const user = await seedUser("regular");
  const resume = await seedResume(user.id, { name: "Sample resume" });
  await signIn(context, baseURL!, user);
  await page.goto(`/editor/${resume.id}`);
  const original = await page.getByLabel("Full name").inputValue();
  await page.getByLabel("Full name").fill("Changed Name");
  await saved(page);
  await page.getByRole("tab", { name: "History" }).click();
  const list = page.getByTestId("history-list");
  await expect(list.getByRole("listitem")).toHaveCount(2);
  const opened = list.getByRole("listitem").filter({ hasText: "Opened" });
  await opened.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("dialog", { name: "Version preview" })).toContainText(original);
  await page.getByRole("dialog").getByRole("button", { name: "Restore" }).click();
  await expect(preview(page)).toContainText(original);
  await saved(page);
  await expect(list.getByRole("listitem").first()).toContainText("Restored");
  const row = await testDb().resume.findUniqueOrThrow({ where: { id: resume.id } });
  expect(row.data).toMatchObject({ basicInfo: { name: original } });
});

test("two tabs edit one resume: the second save gets the conflict banner and no text is lost", async ({
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const user = await seedUser("regular");
  const resume = await seedResume(user.id, { name: "Sample resume" });
  await signIn(context, baseURL!, user);
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto(`/editor/${resume.id}`);
  await second.goto(`/editor/${resume.id}`);
  await first.getByLabel("Job title").fill("First tab title");
  await saved(first);
  await second.getByLabel("Job title").fill("Second tab title");
  await expect(second.getByRole("alert").filter({ hasText: "changed in another tab" })).toBeVisible({
    timeout: 10_000,
  });
  await second.getByRole("button", { name: "Load theirs" }).click();
  await expect(second.getByLabel("Job title")).toHaveValue("First tab title");
  await second.keyboard.press("Control+z");
  await expect(second.getByLabel("Job title")).toHaveValue("Second tab title");
  await saved(second);
  await first.reload();
  await expect(first.getByLabel("Job title")).toHaveValue("Second tab title");
  await first.getByLabel("Job title").fill("First again");
  await expect(first.getByRole("alert").filter({ hasText: "changed in another tab" })).toHaveCount(0);
  await saved(first);
});

test("leaving through an in-app link saves first; nothing typed is lost", async ({ page, context, baseURL }) => {
  const user = await seedUser("regular");
  const resume = await seedResume(user.id, { name: "Sample resume" });
  await signIn(context, baseURL!, user);
  await page.goto(`/editor/${resume.id}`);
  // The basic info's Location (a project's place is called Location too since issue 21 item 5).
  await page.getByRole("region", { name: "Basic info" }).getByLabel("Location").fill("Typed just before leaving");
  // Within the autosave delay: the document is still dirty when the link is clicked. The full-screen editor (issue 21
  // item 4) has no site header: its own bar's way back to My resumes is the in-app link.
  await page.getByRole("link", { name: "My resumes", exact: true }).click();
  await expect(page).toHaveURL(/\/resumes$/);
  expect((await testDb().resume.findUniqueOrThrow({ where: { id: resume.id } })).data).toMatchObject({
    basicInfo: { location: "Typed just before leaving" },
  });
});
