// The editor's layout and look (issue 5): the live preview's A4 pagination, spacing presets and custom px values,
// fonts, moving sections between the main and side columns (flip, layout panel by drag, touch and keyboard) with
// undo and a reload, the resume photo (upload, crop, re-crop, restore original, remove), and axe on the layout panel.
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import type { TResumeConfig, TResumeData } from "@/lib/shared/validations/resume-document/document";
import { disconnectTestDb, testDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

const preview = (page: Page) => page.getByTestId("resume-preview");
const saved = (page: Page) =>
  expect(page.getByTestId("editor-status")).toHaveText(/Saved at \d{2}:\d{2}/, { timeout: 10_000 });
const sectionStyle = (page: Page, id: string, property: "marginTop") =>
  preview(page)
    .locator(`[data-section-id="${id}"]`)
    .evaluate((el, p) => getComputedStyle(el)[p], property);

async function openEditor(
  page: Page,
  baseURL: string,
  config: Partial<TResumeConfig> = {},
  edit?: (data: TResumeData) => void,
) {
  const user = await seedUser("regular");
  const resume = await seedResume(user.id, { name: "Layout resume", config, edit });
  await signIn(page.context(), baseURL, user);
  await page.goto(`/editor/${resume.id}`);
  await expect(page.getByLabel("Full name")).toHaveValue("Emily Carter");
  return resume;
}

/** The section ids in each column of the preview, in print order. */
async function previewColumns(page: Page) {
  const ids = (selector: string) =>
    preview(page)
      .locator(`${selector} > [data-section-id]`)
      .evaluateAll((els) => els.map((el) => el.getAttribute("data-section-id")));
  return { side: await ids(".rs-aside"), main: await ids(".rs-main") };
}

async function savedColumns(id: string) {
  const row = await testDb().resume.findUniqueOrThrow({ where: { id } });
  const sections = (row.data as TResumeData).sections;
  return {
    side: sections.filter((s) => s.position === "side").map((s) => s.id),
    main: sections.filter((s) => s.position !== "side").map((s) => s.id),
  };
}

async function mouseDrag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 10, { steps: 3 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 8 });
  await page.mouse.up();
}

test("a 3-page resume shows three A4 pages in the preview and cuts no line or entry head across a page break", async ({
  page,
  baseURL,
}) => {
  await openEditor(page, baseURL!, {}, (data) => {
    const work = data.sections.find((s) => s.id === "sample-empolyment")!;
    work.data = [0, 1, 2].flatMap((copy) => work.data.map((item) => ({ ...item, id: `${item.id}-copy${copy}` })));
  });
  await expect(page.getByTestId("preview-page")).toHaveCount(3);
  await expect(page.getByTestId("preview-page-break")).toHaveCount(2);
  await expect(page.getByTestId("preview-page-break").first()).toHaveText("Page 1 of 3");
  const straddling = await preview(page).evaluate((root) => {
    const pages = [...root.querySelectorAll('[data-testid="preview-page"]')].map((el) => el.getBoundingClientRect());
    const inside = (box: DOMRect) => pages.some((p) => box.top >= p.top - 0.5 && box.bottom <= p.bottom + 0.5);
    return [...root.querySelectorAll(".rs-root p, .rs-root li, .rs-item-head, .rs-section-title, .rs-header")]
      .filter((el) => el.getBoundingClientRect().height > 0 && !inside(el.getBoundingClientRect()))
      .map((el) => `${el.className}: ${(el.textContent ?? "").slice(0, 40)}`);
  });
  expect(straddling).toEqual([]);
  // Fewer entries, fewer pages: the marks follow the document.
  const work = page.getByRole("region", { name: "Work Experience" });
  for (let i = 0; i < 6; i += 1)
    await work
      .getByRole("button", { name: /^Delete / })
      .last()
      .click();
  await expect(page.getByTestId("preview-page")).toHaveCount(2);
});

test("spacing presets and custom px values change the preview's spacing; an empty value clears it", async ({
  page,
  baseURL,
}) => {
  const resume = await openEditor(page, baseURL!);
  const id = "sample-project";
  expect(await sectionStyle(page, id, "marginTop")).toBe("20px");
  await page.getByRole("tab", { name: "Style" }).click();
  const spacing = page.getByRole("combobox", { name: /^Spacing/ });
  await spacing.selectOption("compact");
  await expect.poll(() => sectionStyle(page, id, "marginTop")).toBe("12px");
  await spacing.selectOption("spacious");
  await expect.poll(() => sectionStyle(page, id, "marginTop")).toBe("28px");
  await spacing.selectOption("custom");
  const between = page.getByLabel("Between sections (px)");
  await expect(between).toHaveValue("16");
  await expect.poll(() => sectionStyle(page, id, "marginTop")).toBe("16px");
  await between.fill("40");
  await between.press("Enter");
  await expect.poll(() => sectionStyle(page, id, "marginTop")).toBe("40px");
  await between.fill("");
  await between.press("Enter");
  await expect.poll(() => sectionStyle(page, id, "marginTop")).toBe("16px");
  await expect(page.getByLabel("Between sections (px)")).toHaveValue("16");
  // A section's own space above it (px), in the style panel beside the spacing since issue 21 item 5 (it sat behind
  // "Advanced" in each section's form): set, then emptied, which removes it from the document.
  const projects = page.getByLabel("Space above Projects (px)");
  await projects.fill("36");
  await expect.poll(() => sectionStyle(page, id, "marginTop")).toBe("36px");
  await projects.fill("");
  await expect.poll(() => sectionStyle(page, id, "marginTop")).toBe("16px");
  await saved(page);
  const row = await testDb().resume.findUniqueOrThrow({ where: { id: resume.id } });
  const project = (row.data as TResumeData).sections.find((s) => s.id === id)!;
  expect(project.styles).toEqual({});
  expect((row.config as TResumeConfig).spacing).toMatchObject({ preset: "custom", section: 4 });
});

test("the font selector changes the preview's font family", async ({ page, baseURL }) => {
  await openEditor(page, baseURL!);
  const family = () =>
    preview(page)
      .locator(".rs-root")
      .evaluate((el) => getComputedStyle(el).fontFamily);
  expect(await family()).toMatch(/^"?Inter"?, "?Noto Sans SC"?/);
  await page.getByRole("tab", { name: "Style" }).click();
  await page.getByLabel("Font").selectOption("lora");
  await expect.poll(family).toMatch(/^"?Lora"?, "?Noto Serif SC"?/);
  await page.getByLabel("Font").selectOption("noto-serif-sc");
  await expect.poll(family).toMatch(/^"?Noto Serif SC"?, serif$/);
});

test("main / side: flip, layout panel by keyboard and by drag, undo, and the layout survives a reload", async ({
  page,
  baseURL,
}) => {
  const resume = await openEditor(page, baseURL!, { templateName: "TemplateSidebar", templateTheme: "navy" });
  expect(await previewColumns(page)).toEqual({
    side: ["sample-skills", "sample-certificate", "sample-language", "sample-hobby"],
    main: ["sample-profile", "sample-empolyment", "sample-project", "sample-education"],
  });
  // Flip from the content panel: the column changes, the order in the document does not.
  await page.getByRole("button", { name: "Move Education to the other column" }).click();
  await expect
    .poll(async () => (await previewColumns(page)).side)
    .toEqual(["sample-education", "sample-skills", "sample-certificate", "sample-language", "sample-hobby"]);

  await page.getByRole("tab", { name: "Layout" }).click();
  const main = page.getByTestId("layout-column-main");
  const side = page.getByTestId("layout-column-side");
  const names = (list: Locator) =>
    list.getByTestId("layout-row").evaluateAll((rows) => rows.map((row) => row.getAttribute("aria-label")));
  expect(await names(side)).toEqual(["Education", "Skills", "Certificates", "Languages", "Hobbies"]);
  // Alt + arrows on a focused row. The Sidebar template prints the side column on the left, so Alt + Right sends a
  // side section to the main column.
  await side.getByRole("listitem", { name: "Hobbies" }).focus();
  await page.keyboard.press("Alt+ArrowUp");
  await expect(page.getByTestId("layout-announcer")).toHaveText("Hobbies: position 4 of 5 in the side column.");
  await expect(side.getByRole("listitem", { name: "Hobbies" })).toBeFocused();
  await page.keyboard.press("Alt+ArrowRight");
  await expect(page.getByTestId("layout-announcer")).toHaveText("Hobbies: position 4 of 4 in the main column.");
  await expect(main.getByRole("listitem", { name: "Hobbies" })).toBeFocused();
  expect(await previewColumns(page)).toEqual({
    side: ["sample-education", "sample-skills", "sample-certificate", "sample-language"],
    main: ["sample-profile", "sample-empolyment", "sample-project", "sample-hobby"],
  });
  await expect(page).toHaveURL(new RegExp(`/editor/${resume.id}$`));

  // The row's buttons: move up, then to the side column; Ctrl-Z takes the last move back.
  await main.getByRole("button", { name: "Move Hobbies up" }).click();
  await expect
    .poll(async () => (await previewColumns(page)).main)
    .toEqual(["sample-profile", "sample-empolyment", "sample-hobby", "sample-project"]);
  await main.getByRole("button", { name: "Move Hobbies to the side column" }).click();
  await expect
    .poll(async () => (await previewColumns(page)).side)
    .toEqual(["sample-education", "sample-skills", "sample-hobby", "sample-certificate", "sample-language"]);
  await page.keyboard.press("Control+z");
  await expect
    .poll(() => previewColumns(page))
    .toEqual({
      side: ["sample-education", "sample-skills", "sample-certificate", "sample-language"],
      main: ["sample-profile", "sample-empolyment", "sample-hobby", "sample-project"],
    });

  // Drag by the handle: Education from the side column onto Work Experience in the main column…
  await mouseDrag(
    page,
    side.getByRole("listitem", { name: "Education" }).locator('[draggable="true"]'),
    main.getByRole("listitem", { name: "Work Experience" }),
  );
  await expect
    .poll(async () => (await previewColumns(page)).main)
    .toEqual(["sample-profile", "sample-education", "sample-empolyment", "sample-hobby", "sample-project"]);
  // …and Profile to the (dashed) end of the side column.
  await mouseDrag(
    page,
    main.getByRole("listitem", { name: "Profile" }).locator('[draggable="true"]'),
    page.getByTestId("layout-end-side"),
  );
  const expected = {
    side: ["sample-skills", "sample-certificate", "sample-language", "sample-profile"],
    main: ["sample-education", "sample-empolyment", "sample-hobby", "sample-project"],
  };
  await expect.poll(() => previewColumns(page)).toEqual(expected);
  await saved(page);
  expect(await savedColumns(resume.id)).toEqual(expected);
  await page.reload();
  await expect(preview(page)).toContainText("Emily Carter");
  expect(await previewColumns(page)).toEqual(expected);
});

test("a one-column template shows one list; TemplateIntro keeps the profile first", async ({ page, baseURL }) => {
  await openEditor(page, baseURL!, { templateName: "TemplateIntro", templateTheme: "indigo" });
  await page.getByRole("tab", { name: "Layout" }).click();
  await expect(page.getByTestId("layout-column-side")).toHaveCount(0);
  const rows = page.getByTestId("layout-column-main").getByTestId("layout-row");
  await expect(rows.first()).toContainText("Always first in this template");
  await expect(page.getByRole("button", { name: "Move Work Experience up" })).toBeDisabled();
  await rows.filter({ hasText: "Education" }).focus();
  await page.keyboard.press("Alt+ArrowUp");
  await expect(page.getByTestId("layout-announcer")).toHaveText("Education: position 3 of 8.");
  const order = await preview(page)
    .locator(".rs-main > [data-section-id]")
    .evaluateAll((els) => els.map((el) => el.getAttribute("data-section-id")));
  expect(order.slice(0, 4)).toEqual(["sample-profile", "sample-empolyment", "sample-education", "sample-project"]);
});

test.describe("touch", () => {
  test.use({ hasTouch: true });

  test("a finger drags a section between the columns of the layout panel", async ({ page, baseURL }) => {
    await openEditor(page, baseURL!, { templateName: "TemplateSplit", templateTheme: "teal" });
    await page.getByRole("tab", { name: "Layout" }).click();
    const handle = page
      .getByTestId("layout-column-side")
      .getByRole("listitem", { name: "Skills" })
      .locator('[draggable="true"]');
    const target = page.getByTestId("layout-column-main").getByRole("listitem", { name: "Projects" });
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const point = (x: number, y: number) => [{ x, y, id: 1 }];
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchStart",
      touchPoints: point(from.x + from.width / 2, from.y + from.height / 2),
    });
    for (let step = 1; step <= 8; step += 1) {
      const x = from.x + from.width / 2 + ((to.x + to.width / 2 - from.x - from.width / 2) * step) / 8;
      const y = from.y + from.height / 2 + ((to.y + to.height / 2 - from.y - from.height / 2) * step) / 8;
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: point(x, y) });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expect
      .poll(async () => (await previewColumns(page)).main)
      .toEqual(["sample-profile", "sample-empolyment", "sample-skills", "sample-project", "sample-education"]);
  });
});

test("resume photo: type check, upload and crop, re-crop, restore the original, remove and undo", async ({
  page,
  baseURL,
}, testInfo) => {
  await openEditor(page, baseURL!, { templateName: "TemplateSidebar", templateTheme: "navy" });
  const chooser = page.getByLabel("Upload photo");
  const text = testInfo.outputPath("not-an-image.txt");
  await import("node:fs/promises").then((fs) => fs.writeFile(text, "hello"));
  await chooser.setInputFiles(text);
  await expect(page.getByRole("alert").filter({ hasText: "Uploaded image must be in JPG/PNG format!" })).toBeVisible();

  const png = testInfo.outputPath("photo.png");
  await sharp({ create: { width: 300, height: 200, channels: 3, background: "#2563eb" } })
    .png()
    .toFile(png);
  await chooser.setInputFiles(path.resolve(png));
  const dialog = page.getByRole("dialog", { name: "Crop your photo" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("slider", { name: "Zoom" }).fill("1.5");
  await dialog.getByRole("button", { name: "Crop and use" }).click();
  await expect(dialog).toBeHidden();
  const photo = preview(page).locator("img.rs-avatar");
  await expect(photo).toHaveAttribute("src", /^\/api\/upload\/files\/avatars\//);
  const size = async () => {
    const served = await page.request.get((await photo.getAttribute("src"))!);
    const meta = await sharp(await served.body()).metadata();
    return [meta.width, meta.height];
  };
  expect(await size()).toEqual([400, 400]);
  const cropped = await photo.getAttribute("src");

  await page.getByRole("button", { name: "Restore original" }).click();
  await expect(photo).not.toHaveAttribute("src", cropped!);
  expect(await size()).toEqual([300, 200]);
  await expect(page.getByRole("button", { name: "Restore original" })).toHaveCount(0);

  await page.getByRole("button", { name: "Re-crop" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Crop and use" }).click();
  await expect(dialog).toBeHidden();
  await expect(photo).toHaveAttribute("src", /^\/api\/upload\/files\/avatars\//);
  expect(await size()).toEqual([400, 400]);
  await saved(page);

  await page.getByRole("button", { name: "Remove" }).click();
  await expect(photo).toHaveCount(0);
  await page.keyboard.press("Control+z");
  await expect(photo).toHaveCount(1);
});

test("the layout panel has no serious accessibility violations", async ({ page, baseURL }) => {
  await openEditor(page, baseURL!, { templateName: "TemplateSidebar", templateTheme: "navy" });
  await page.getByRole("tab", { name: "Layout" }).click();
  await expect(page.getByTestId("layout-column-side")).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
